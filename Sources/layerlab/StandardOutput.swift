// stdio's `stdout` and `stderr`, as the C globals they are (the editor's module imports them).
@preconcurrency import CEditLine
import Foundation

/// Standard output with every write checked. A shell whose results go to a file must not
/// report success when the disk filled up under them (`layerlab -q … > out.csv` leaving a
/// truncated file and status 0): the first write or flush that fails says so in one line on
/// stderr and ends the process with status 1. Nothing is retried, so a full disk or a closed
/// pipe cannot make it loop.
///
/// stdout is buffered, so a failure often shows only at a flush, some statements after the
/// write whose bytes it lost; either way the run ends there. A closed pipe with SIGPIPE at its
/// default action ends the process by the signal first, as for any program (`| head`).
final class StandardOutput {
  /// Runs just before the process ends for a failed write: drops the session's `.output` and
  /// `.once` files, as for a run that stopped at an error (their contents are cut short).
  var beforeExit: () -> Void = {}

  /// Writes `text` to stdout's buffer.
  func write(_ text: String) {
    if fputs(text, stdout) == EOF { fail(errno) }
  }

  /// Sends stdout's buffer on.
  func flush() {
    if fflush(stdout) != 0 { fail(errno) }
  }

  /// The one line, and the end. `_exit`, not `exit`: `exit` would flush stdout's buffer,
  /// still holding the bytes that could not be written, once more.
  private func fail(_ code: Int32) -> Never {
    let reason = String(cString: strerror(code))
    beforeExit()
    beforeExit = {}
    fputs("layerlab: cannot write to standard output: \(reason)\n", stderr)
    fflush(stderr)
    _exit(1)
  }
}
