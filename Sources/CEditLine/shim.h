#pragma once
#include <stdio.h>
#include <signal.h>
#include <string.h>
#include <errno.h>
/* Both libedit and GNU readline headers may be installed: name libedit's explicitly. */
#include <editline/readline.h>

/* Swift 6 treats imported C globals as shared mutable state, so set them through these. */
static inline void ll_set_completion(rl_completion_func_t *f) { rl_attempted_completion_function = f; }
static inline void ll_set_completion_over(int v) { rl_attempted_completion_over = v; }
static inline const char *ll_line_buffer(void) { return rl_line_buffer; }
static inline void ll_set_readline_name(const char *name) { rl_readline_name = name; }

/* Ctrl-C: a handler without SA_RESTART makes readline() return, so the shell can discard the line. */
static volatile sig_atomic_t ll_interrupted = 0;
static void ll_on_sigint(int s) { (void)s; ll_interrupted = 1; }
static inline void ll_install_sigint(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = ll_on_sigint;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, NULL);
}
static inline int ll_take_interrupt(void) { int v = ll_interrupted; ll_interrupted = 0; return v; }
static inline int ll_peek_interrupt(void) { return ll_interrupted; }
