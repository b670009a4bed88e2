import Testing

@testable import LayerLabShell

/// How a compare reads its runs' outcomes: in run order, as a serial compare would.
@Suite("CompareTally")
struct CompareTallyTests {
  typealias Outcome = CompareWorkers.Outcome

  static func finished(_ name: String, errors: [String] = []) -> Outcome {
    Outcome(
      result: .finished(
        row: [name],
        plot: PlotRun(
          name: name, engine: SessionHarness().engine,
          window: StatsWindow(SessionHarness().engine), windowName: "the whole run")),
      errors: errors)
  }

  @Test func allFinishedGivesEveryRowAndErrorInRunOrder() {
    let tally = CompareTally([
      Self.finished("a", errors: ["a1", "a2"]), Self.finished("b"),
      Self.finished("c", errors: ["c1"]),
    ])
    #expect(tally.rows == [["a"], ["b"], ["c"]])
    #expect(tally.plots.map(\.name) == ["a", "b", "c"])
    #expect(tally.errors == ["a1", "a2", "c1"])
    #expect(tally.stoppedAt == nil && tally.failedAt == nil)
  }

  @Test func theFirstFailureEndsItAndLaterRunsCountForNothing() {
    let tally = CompareTally([
      Self.finished("a", errors: ["a1"]), Outcome(result: .failed, errors: ["b1"]),
      Self.finished("c", errors: ["c1"]), Outcome(result: .failed, errors: ["d1"]),
    ])
    #expect(tally.failedAt == 1)
    #expect(tally.rows == [["a"]])
    #expect(tally.plots.map(\.name) == ["a"], "plot keeps the runs before the failure")
    #expect(tally.errors == ["a1", "b1"])
    #expect(tally.stoppedAt == nil)
  }

  /// Ctrl-C while two runs were going: the first was stopped, the second had finished. Its
  /// row is shown; the message names the first; a run that failed once stopped is stopped.
  @Test func ctrlCKeepsFinishedRowsAndNamesTheFirstUnfinished() {
    let tally = CompareTally([
      Self.finished("a"), Outcome(result: .interrupted, errors: ["b1"]),
      Self.finished("c", errors: ["c1"]), Outcome(result: .failed, errors: ["d1"]), nil,
    ])
    #expect(tally.stoppedAt == 1)
    #expect(tally.failedAt == nil)
    #expect(tally.rows == [["a"], ["c"]])
    #expect(tally.errors == ["b1", "c1"])
  }

  @Test func runsThatNeverStartedAreUnfinished() {
    let tally = CompareTally([nil, nil])
    #expect(tally.stoppedAt == 0)
    #expect(tally.rows.isEmpty && tally.errors.isEmpty)
  }
}
