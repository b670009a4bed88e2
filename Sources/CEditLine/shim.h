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
/* weak, not static: a static variable in a header gets one copy per Swift file (each file's
   object code has its own), so a flag set by the handler installed in LineEditor.swift was
   invisible to ll_peek_interrupt() called from main.swift. A weak definition is merged into one. */
__attribute__((weak)) volatile sig_atomic_t ll_interrupted = 0;
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

/* History: the newest entry's text (NULL when the list is empty), so the shell can skip a line
   equal to the previous one even when that line came from the history file. */
static inline const char *ll_last_history_line(void) {
  if (history_length <= 0) return NULL;
  HIST_ENTRY *e = history_get(history_base + history_length - 1);
  return e ? e->line : NULL;
}
