import CSignals
import Foundation

/// How the shell answers signals. The handlers are C (`CSignals`: a handler may only do
/// async-signal-safe things); this reads what they recorded.
///
/// - SIGINT (Ctrl-C) stops the statement running at its next poll — before every event of a
///   `step` or `run`, between batches of a table's rows, between a `repeat`'s iterations,
///   between statements — and it reports `interrupted`. At the prompt the shell prompts
///   again; in batch mode (`-c`, files, piped stdin) the run ends with status 130.
/// - SIGTERM, SIGHUP and SIGQUIT (Ctrl-\) end the run at the next poll, interactive or not,
///   with status 143, 129 and 131. SIGQUIT is a quit, not a crash: no core, no backtrace. A
///   second signal of the same kind ends the process at once.
/// - A run a signal ends keeps nothing it redirected: the `.output` and `.once` temporary
///   files are removed and their destinations left as they were.
/// - SEGV, BUS, ILL, FPE, ABRT and TRAP sent with `kill` end the process with that signal;
///   raised by a real fault they still print Swift's crash report (unless
///   `SWIFT_BACKTRACE=enable=no`, which leaves the default action).
/// - A signal ignored when the process started stays ignored (`nohup` ignores SIGHUP, a
///   shell script's `cmd &` SIGINT and SIGQUIT), except SIGINT at the interactive prompt.
enum Signals {
  /// Installs the handlers; first thing in `run`.
  static func install() {
    ll_signals_install()
  }

  /// Ctrl-C arrived and no prompt has taken it yet.
  static var interruptPending: Bool { ll_interrupt_pending() != 0 }

  /// Takes a pending Ctrl-C: true if there was one.
  static func takeInterrupt() -> Bool { ll_interrupt_take() != 0 }

  /// The SIGTERM, SIGHUP or SIGQUIT that asked the run to end, if one did.
  static var stopSignal: Int32? {
    let signal = ll_stop_signal()
    return signal == 0 ? nil : signal
  }

  /// True when whatever runs should stop: Ctrl-C, or a signal ending the run.
  static var stopRequested: Bool { interruptPending || stopSignal != nil }

  /// Ends the process for `signal` once the caller has cleaned up: SIGINT, SIGTERM and SIGHUP
  /// by the signal itself (a calling shell sees status 128 + N, and a shell script's loop
  /// stops, as after any program Ctrl-C killed); SIGQUIT by `exit(131)`, since its default
  /// action would dump core.
  static func end(by signal: Int32) -> Never {
    fflush(nil)
    if signal == SIGQUIT { exit(128 + SIGQUIT) }
    ll_die_by_signal(signal)
    exit(128 + signal)
  }
}
