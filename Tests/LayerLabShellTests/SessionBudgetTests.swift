import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

/// One top-level statement may run at most ``Limits/statementsPerStatement`` statements and
/// ask for at most ``Limits/virtualTimePerStatement`` of virtual time; nested repeats are
/// refused up front, before anything runs.
@Suite("Session: per-statement budget")
struct SessionBudgetTests {
  @Test func nestedRepeatsOverTheStatementLimitAreRefusedUpFront() {
    let harness = SessionHarness()
    harness.prepare("seed 7")
    #expect(harness.run("repeat 10000 repeat 10000 seed $i") == .failed)
    #expect(
      harness.errLines == [
        "error: repeat would run 100010000 statements; at most 100000 per statement "
          + "(see 'help limits')"
      ])
    #expect(harness.out.isEmpty)
  }

  @Test func repeatedRunsOverTheVirtualTimeCapAreRefusedUpFront() {
    let harness = SessionHarness()
    #expect(harness.run("repeat 10000 run 3600s") == .failed)
    #expect(
      harness.errLines == [
        "error: repeat would run 36000000s of virtual time; at most 3600s per statement "
          + "(see 'help limits')"
      ])
    #expect(harness.engine.now == 0)
    #expect(harness.run("repeat 3 repeat 2 run 1000s") == .failed)
    #expect(harness.engine.now == 0)
  }

  @Test func repeatsWithinTheLimitsStillRun() {
    let harness = SessionHarness()
    #expect(harness.run("repeat 2 repeat 3 run 10ms") == .ok)
    #expect((60_000..<61_000).contains(harness.engine.now))
    #expect(RepeatPlan.of(count: 2, body: [], every: nil).statements == 2)
  }

  @Test func aPlanMultipliesNestedCountsAndSaturatesTime() throws {
    let words = try #require(
      try Tokenizer.statements(in: "repeat 10000 repeat 10000 run 3600s").first)
    let plan = RepeatPlan.of(count: 10_000, body: words.words, every: nil)
    #expect(plan.statements == 1_000_100_010_000)
    #expect(plan.virtual == Int64.max)
  }

  /// What the plan cannot see (`.read` inside a repeat) is counted as it runs.
  @Test func readInsideARepeatSpendsTheSameBudget() throws {
    try SessionHarness.withScratchDirectory { dir in
      let inner = "repeat 10000 seed $i\n"
      try inner.write(toFile: dir + "/inner.lab", atomically: true, encoding: .utf8)
      let harness = SessionHarness()
      #expect(harness.run("repeat 20 .read \(dir)/inner.lab") == .failed)
      #expect(
        harness.errLines == [
          "layerlab:\(dir)/inner.lab:1: error: repeat stopped after 100000 statements, the "
            + "limit per statement (see 'help limits')"
        ])
    }
  }

  @Test func aRepeatStopsWhenInterrupted() {
    let harness = SessionHarness()
    var polls = 0
    harness.session.interrupted = {
      polls += 1
      return polls > 5
    }
    #expect(harness.run("repeat 1000 seed $i") == .interrupted)
    #expect(polls == 6)
  }
}
