/// What a `compare`'s runs came to, read in run order whatever order they finished in.
///
/// Why a value of its own: the rules that make a parallel compare print what a serial one
/// prints live here, apart from the threads, so a test can feed it any mix of outcomes,
/// including those only a lucky Ctrl-C produces.
struct CompareTally {
  /// The finished runs' rows, in run order.
  var rows: [[String]] = []
  /// The finished runs' records for `plot`, in run order.
  var plots: [PlotRun] = []
  /// The error text to write, in run order: every run's up to the first that did not
  /// finish, then only finished runs' (with Ctrl-C a later run may finish while an earlier
  /// one is stopped; a serial run would never have started it, but its row is shown).
  var errors: [String] = []
  /// The first run that did not finish, when Ctrl-C stopped the compare.
  var stoppedAt: Int?
  /// The first run that failed, before any was stopped: the compare fails there, and the
  /// runs after it count for nothing, as if they had never run.
  var failedAt: Int?
  /// Why the failed run failed, when the compare's own error should say it (a variant whose
  /// view the script never made) rather than send the reader to run the file alone.
  var failure: String?

  /// Reads `outcomes` in order; nil stands for a run that never started.
  init(_ outcomes: [CompareWorkers.Outcome?]) {
    for (index, outcome) in outcomes.enumerated() {
      let result = outcome?.result ?? .interrupted
      var finished = false
      if case .finished = result { finished = true }
      if stoppedAt == nil || finished { errors += outcome?.errors ?? [] }
      switch result {
      case .finished(let row, let plot):
        rows.append(row)
        plots.append(plot)
      case .failed where stoppedAt == nil:
        failedAt = index
        return
      case .unapplied(let message) where stoppedAt == nil:
        failedAt = index
        failure = message
        return
      case .failed, .unapplied, .interrupted:
        stoppedAt = stoppedAt ?? index
      }
    }
  }
}
