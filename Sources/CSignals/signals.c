#include "CSignals.h"

#include <errno.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

/* Lock-free on every platform Swift supports, so a handler may touch them (C11 7.14.1.1). */
static atomic_int interrupt_flag;
static atomic_int stop_signal;

static void on_interrupt(int signal) {
  (void)signal;
  atomic_store(&interrupt_flag, 1);
}

static void on_stop(int signal) {
  int none = 0;
  atomic_compare_exchange_strong(&stop_signal, &none, signal);
}

/* The signals a fault raises, and the handlers that were there before ours. */
static const int fault_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP};
#define FAULT_COUNT (sizeof fault_signals / sizeof fault_signals[0])
static struct sigaction previous_fault[FAULT_COUNT];

static void on_fault(int signal, siginfo_t *info, void *context) {
  size_t i = 0;
  while (i < FAULT_COUNT && fault_signals[i] != signal) i++;
  /* si_code <= 0: sent with kill, sigqueue or tgkill, not raised by the hardware; si_pid
     tells this process's own abort()/raise() (a real crash) from another process. */
  int sent_from_outside = info != NULL && info->si_code <= 0 && info->si_pid != getpid();
  if (!sent_from_outside && i < FAULT_COUNT) {
    struct sigaction *old = &previous_fault[i];
    if ((old->sa_flags & SA_SIGINFO) && old->sa_sigaction != NULL) {
      old->sa_sigaction(signal, info, context);
      return;
    }
    if (!(old->sa_flags & SA_SIGINFO) && old->sa_handler != SIG_DFL &&
        old->sa_handler != SIG_IGN && old->sa_handler != NULL) {
      old->sa_handler(signal);
      return;
    }
  }
  /* The default action: for a fault, returning repeats the faulting instruction; for a
     signal that was sent, the raise below is delivered once the handler returns. */
  struct sigaction fallback;
  memset(&fallback, 0, sizeof fallback);
  fallback.sa_handler = SIG_DFL;
  sigemptyset(&fallback.sa_mask);
  sigaction(signal, &fallback, NULL);
  if (info != NULL && info->si_code <= 0) raise(signal);
}

static void install(int signal, void (*handler)(int), int flags) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handler;
  action.sa_flags = flags;
  sigemptyset(&action.sa_mask);
  sigaction(signal, &action, NULL);
}

/* True when the signal is ignored, as the process found it: `nohup` ignores SIGHUP, and a
   shell script's `cmd &` SIGINT and SIGQUIT, so that they outlive the terminal or its Ctrl-C;
   a handler would undo that. */
static int ignored(int signal) {
  struct sigaction old;
  return sigaction(signal, NULL, &old) == 0 && !(old.sa_flags & SA_SIGINFO) &&
         old.sa_handler == SIG_IGN;
}

void ll_signals_install(void) {
  /* No SA_RESTART: a read blocked on the terminal or a pipe returns EINTR. */
  if (!ignored(SIGINT)) install(SIGINT, on_interrupt, 0);
  if (!ignored(SIGTERM)) install(SIGTERM, on_stop, SA_RESETHAND);
  if (!ignored(SIGHUP)) install(SIGHUP, on_stop, SA_RESETHAND);
  if (!ignored(SIGQUIT)) install(SIGQUIT, on_stop, SA_RESETHAND);
  for (size_t i = 0; i < FAULT_COUNT; i++) {
    struct sigaction old;
    if (sigaction(fault_signals[i], NULL, &old) != 0) continue;
    if (!(old.sa_flags & SA_SIGINFO) && old.sa_handler == SIG_IGN) continue;
    previous_fault[i] = old;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_fault;
    /* Keep the runtime's flags (SA_ONSTACK: a stack overflow still reaches the backtracer
       on its alternate stack) and its mask. */
    action.sa_flags = (old.sa_flags & ~(int)SA_RESETHAND) | SA_SIGINFO;
    action.sa_mask = old.sa_mask;
    sigaction(fault_signals[i], &action, NULL);
  }
}

int ll_interrupt_pending(void) { return atomic_load(&interrupt_flag); }

int ll_interrupt_take(void) { return atomic_exchange(&interrupt_flag, 0); }

int ll_stop_signal(void) { return atomic_load(&stop_signal); }

static int terminal_fd = -1;
static struct termios cooked;

static void on_suspend(int signal) {
  int saved_errno = errno;
  struct termios editing;
  int have_editing = tcgetattr(terminal_fd, &editing) == 0;
  tcsetattr(terminal_fd, TCSADRAIN, &cooked);
  install(signal, SIG_DFL, 0);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, signal);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
  raise(signal); /* stops here until SIGCONT */
  install(signal, on_suspend, SA_RESTART);
  if (have_editing) tcsetattr(terminal_fd, TCSADRAIN, &editing);
  errno = saved_errno;
}

void ll_signals_install_interactive(int fd) {
  /* Ctrl-C must discard the line at a prompt, even if whatever started the shell ignored it
     (the test wrapper's `trap '' INT`, which protects the wrapper itself). */
  install(SIGINT, on_interrupt, 0);
  if (tcgetattr(fd, &cooked) != 0) return;
  terminal_fd = fd;
  /* SA_RESTART: after fg the editor's read goes on with the line being typed. */
  install(SIGTSTP, on_suspend, SA_RESTART);
}

void ll_die_by_signal(int signal) {
  install(signal, SIG_DFL, 0);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, signal);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
  raise(signal);
  _exit(128 + signal);
}
