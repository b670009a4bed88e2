/// Why the benchmark stopped: a render, a file or a script that failed.
///
/// Why stop instead of printing a figure anyway: a figure measured around a failed step (an
/// empty image, a script that bailed at its first line) would look plausible and be wrong.
struct BenchFailure: Error, CustomStringConvertible {
  /// What went wrong and where, for the one line printed before the exit.
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
