#pragma once
#include <stdio.h>
#include <string.h>
/* Both libedit and GNU readline headers may be installed: name libedit's explicitly. */
#include <editline/readline.h>

/* Swift 6 treats imported C globals as shared mutable state, so set them through these. */
static inline void ll_set_completion(rl_completion_func_t *f) { rl_attempted_completion_function = f; }
static inline void ll_set_completion_over(int v) { rl_attempted_completion_over = v; }
static inline const char *ll_line_buffer(void) { return rl_line_buffer; }
static inline void ll_set_readline_name(const char *name) { rl_readline_name = name; }

/* libedit's own signal handling off: it caught SIGINT, SIGQUIT, SIGHUP, SIGTERM, SIGTSTP and
   SIGCONT while reading a line and re-sent each with kill(0, signo), to the whole process
   group, so a `kill -TERM` of the shell also killed the shell script or wrapper that started
   it. The executable's own handlers (CSignals) cover these. Set before libedit initialises. */
static inline void ll_set_catch_signals(int v) { rl_catch_signals = v; }

/* History: the newest entry's text (NULL when the list is empty), so the shell can skip a line
   equal to the previous one even when that line came from the history file. */
static inline const char *ll_last_history_line(void) {
  if (history_length <= 0) return NULL;
  HIST_ENTRY *e = history_get(history_base + history_length - 1);
  return e ? e->line : NULL;
}
