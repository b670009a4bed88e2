import Foundation

/// The line a long `compare` or `sweep` keeps on a terminal: runs done of all, and the time
/// left at the pace so far (`compare: 12 of 48 runs, about 9 s left`).
///
/// Why a line at all: a 20-run, 4-strategy compare takes tens of seconds, and a terminal that
/// shows nothing for that long looks hung. Only after a second (a short compare prints no
/// flicker), at most ten times a second, and only where the executable gave the session a
/// place for it (`Session.progress`: standard error on a terminal, not under `-q`): output
/// to a pipe or a file, and every test, never sees it. Host time only decides when the line
/// changes, never what the session prints.
struct RunProgress {
  /// What is running, the line's first word.
  let what: String
  let total: Int
  /// Where the line goes; nil clears it.
  let show: (String?) -> Void
  private let start = ContinuousClock.now
  private var shownAt: ContinuousClock.Instant?

  init(_ what: String, total: Int, show: @escaping (String?) -> Void) {
    self.what = what
    self.total = total
    self.show = show
  }

  /// `done` runs have finished.
  mutating func update(done: Int) {
    let now = ContinuousClock.now
    let elapsed = start.duration(to: now)
    guard elapsed >= .seconds(1) else { return }
    if let shownAt, shownAt.duration(to: now) < .milliseconds(100) { return }
    shownAt = now
    var line = "\(what): \(done) of \(total) runs"
    if done > 0, done < total {
      let seconds = Self.seconds(elapsed) / Double(done) * Double(total - done)
      line += ", about \(Int(seconds.rounded(.up))) s left"
    }
    show(line)
  }

  /// Clears the line, if one was shown.
  func finish() {
    if shownAt != nil { show(nil) }
  }

  private static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }
}
