import LayerLab
import Testing

@testable import LayerLabShell

/// Issue 43: `expect FIGURE OP VALUE [for ROW]`, a gate for CI.
@Suite struct ExpectTests {
  /// A sync feed flung on an iPhone 5: it hitches.
  static func hitching() -> SessionHarness {
    let harness = SessionHarness()
    harness.prepare(
      "device iphone5", "new table feed rows=200 seed=7 strategy=sync", "run until idle",
      "feed.fling(velocity: -14000)", "run until idle")
    return harness
  }

  @Test func aHeldFigureIsOneLineAndAMissedOneFailsNamingValueThresholdAndWhereToLook() {
    let harness = Self.hitching()
    #expect(harness.run("expect dropped >= 0") == .ok, "\(harness.err)")
    #expect(harness.out.hasPrefix("expect dropped >= 0: holds for this session "))
    harness.clear()
    #expect(harness.run("expect hitch_ms_per_s < 5") == .failed)
    #expect(harness.errLines.count == 1)
    #expect(harness.err.contains("expect hitch_ms_per_s < 5 failed for this session: "))
    #expect(harness.err.contains("the worst frame is "), "\(harness.err)")
    #expect(harness.session.failures == FailureTally(statements: 1, expectations: 1))
    #expect(harness.session.failures.status == FailureTally.expectStatus)
  }

  @Test func aFigureTheWindowLacksFailsWithTheReason() {
    let harness = SessionHarness()
    harness.prepare("new label a frame=0,0,100,20 text=hi")
    #expect(harness.run("expect frame_rate > 50") == .failed)
    #expect(harness.err.contains("cannot be checked for this session"), "\(harness.err)")
  }

  @Test func anotherFailureMakesTheRunsStatusOne() {
    let harness = Self.hitching()
    _ = harness.run("expect hitches == 0")
    _ = harness.run("titel.text = x")
    #expect(harness.session.failures.status == 1)
  }

  @Test func aRowOfTheLastCompareIsCheckedByName() throws {
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/s.lab"
      try AtomicFile.write(CompareRepeatsTests.scroll(velocity: 14000), to: path)
      let harness = SessionHarness()
      harness.prepare("compare sync async runs=6 -- \(path)")
      #expect(harness.run("expect frame_cpu_p99_ms < 2 for async") == .ok, "\(harness.err)")
      #expect(harness.out.contains("(median and middle half of 6 runs)"))
      #expect(harness.run("expect frame_cpu_p99_ms < 2") == .failed)
      #expect(harness.err.contains("failed for sync: "), "\(harness.err)")
      #expect(harness.run("expect hitches == 0 for nope") == .failed)
      #expect(harness.err.contains("has no row 'nope'; its rows: sync, async"), "\(harness.err)")
    }
  }

  @Test(arguments: [
    ("expect hitchez < 5", "did you mean 'hitches'?"), ("expect hitches ~ 5", "not a comparison"),
    ("expect hitches < x", "is not a number"), ("expect hitches <", "usage: expect"),
  ])
  func badStatementsAreOneLine(_ line: String, _ message: String) {
    let harness = SessionHarness()
    #expect(harness.run(line) == .failed)
    #expect(harness.errLines.count == 1 && harness.err.contains(message), "\(harness.err)")
  }
}
