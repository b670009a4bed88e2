/// The session's running counts at one moment: what `stats` subtracts to count a window.
///
/// The render server takes one at every vsync (``FrameRecord/tally``), so any stretch that
/// starts and ends on a vsync is counted exactly — the same stretch as the frame, tick and
/// draw records it is printed beside — whatever the bounded record stores have dropped.
public struct SessionTally: Sendable, Equatable {
  public var counters = Counters()
  public var turns = 0
  public var commits = 0
  /// Commits the render server folded into a later one (several in one interval).
  public var commitsFolded = 0
  /// Draws that ended, by outcome.
  public var outcomes = DrawOutcomes()
  /// Rows VVebo left blank (every table).
  public var rowsSkipped = 0

  public init() {}

  /// What happened after `earlier`: every count less the earlier one.
  public func since(_ earlier: SessionTally) -> SessionTally {
    var result = SessionTally()
    result.counters = counters.since(earlier.counters)
    result.turns = turns - earlier.turns
    result.commits = commits - earlier.commits
    result.commitsFolded = commitsFolded - earlier.commitsFolded
    result.outcomes = outcomes.since(earlier.outcomes)
    result.rowsSkipped = rowsSkipped - earlier.rowsSkipped
    return result
  }
}

extension Engine {
  /// The running counts now.
  public var tally: SessionTally {
    var tally = SessionTally()
    tally.counters = recording.counters
    tally.turns = main.turn
    tally.commits = main.commits
    tally.commitsFolded = server.coalesced
    tally.outcomes = recording.outcomes
    tally.rowsSkipped = scrolling.tables.reduce(0) { $0 + $1.tally.skipped }
    return tally
  }
}
