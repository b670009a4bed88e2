#pragma once

/* The executable's signal handling, in C because a handler may only do async-signal-safe
   things: store to a lock-free atomic, and call the few functions POSIX lists (sigaction,
   raise, tcsetattr, getpid, write). Swift code gives no such guarantee: a debug build checks
   exclusive access to globals through the runtime, and any call may reach the allocator.
   The Swift side (Sources/layerlab/Signals.swift) only reads the flags. */

/* Installs the handlers: SIGINT sets the interrupt flag; SIGTERM, SIGHUP and SIGQUIT record
   a stop (the first one's number; a second of the same kind takes the default action, so a
   stuck process can still be killed at once); all without SA_RESTART, so that a blocking
   read returns EINTR and the reader looks at the flags. A signal the process started with
   ignored stays ignored (nohup, a script's `cmd &`). SEGV, BUS, ILL, FPE, ABRT and TRAP sent
   by another process (kill) take the default action at once; raised by a fault in this
   process, they go to the handler installed before (Swift's backtracer), as before. */
void ll_signals_install(void);

/* 1 when SIGINT arrived and was not taken yet. */
int ll_interrupt_pending(void);
/* The interrupt flag, cleared. */
int ll_interrupt_take(void);
/* The first of SIGTERM, SIGHUP, SIGQUIT that arrived, or 0. */
int ll_stop_signal(void);

/* For the interactive prompt on terminal `fd`: SIGINT is handled even if it was ignored, and
   SIGTSTP (Ctrl-Z) puts the terminal back the way it is now (cooked) before stopping, and the
   editor's mode back after SIGCONT; libedit did this itself until its signal handling was
   turned off (it re-sent every signal to the whole process group). */
void ll_signals_install_interactive(int fd);

/* Ends the process by `signal` with its default action (after the caller cleaned up), so
   that a calling shell sees it was killed by that signal; exits 128 + signal if it is not. */
void ll_die_by_signal(int signal);
