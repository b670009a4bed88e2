import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

/// Issue 43: `compare … runs=N` — medians with their spread, a verdict that names only the
/// differences larger than the runs' own spread, and `runs=1` exactly as before.
@Suite struct CompareRepeatsTests {
  /// A small sync-against-async scroll on an iPhone 6: one fling at `velocity`, then a touch.
  static func scroll(velocity: Int) -> String {
    """
    device iphone6
    new table feed rows=100 seed=7 strategy=async
    run until idle
    feed.fling(velocity: -\(velocity))
    run 1500ms
    feed.tap()
    run until idle
    """
  }

  /// Runs `statement` — lines, with `FILE` standing for a scratch copy of `script` — and
  /// returns the harness.
  static func compare(_ statement: String, script: String = scroll(velocity: 14000)) throws
    -> SessionHarness
  {
    var harness: SessionHarness?
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/s.lab"
      try AtomicFile.write(script, to: path)
      let session = SessionHarness()
      for line in statement.split(separator: "\n") {
        _ = session.run(line.replacingOccurrences(of: "FILE", with: path))
      }
      harness = session
    }
    return try #require(harness)
  }

  /// The verdict's significant figures, as its line names them.
  static func named(_ verdict: String) -> Set<String> {
    let figures = CompareRepeats.verdictFigures.map { CompareJob.byteColumns[$0] ?? $0 }
    return Set(figures.filter { verdict.contains(" \($0) ") || verdict.contains(": \($0) ") })
  }

  @Test func oneRunIsTheDeterministicCompareByteForByte() throws {
    let plain = try Self.compare("compare sync async -- FILE")
    let once = try Self.compare("compare sync async runs=1 -- FILE")
    #expect(plain.err.isEmpty && once.err.isEmpty, "\(plain.err)\(once.err)")
    #expect(plain.out == once.out)
    #expect(!once.out.contains("verdict"))
  }

  @Test func repeatedRowsPrintMediansWithSpreadsAndAVerdict() throws {
    let h = try Self.compare("compare sync async runs=8 -- FILE")
    #expect(h.err.isEmpty, "\(h.err)")
    let lines = h.outLines
    #expect(lines.first?.hasPrefix("conditions: iphone6 · 60 Hz") == true)
    #expect(
      lines[1].split(separator: " ").prefix(4) == [
        "strategy", "frame_rate", "dropped_frame_pct", "hitch_ms_per_s",
      ],
      "\(lines[1])")
    // A figure that varies from run to run carries its middle half.
    #expect(lines[3].contains(" [") && lines[3].contains("–"), "\(lines[3])")
    let verdict = try #require(lines.last { $0.hasPrefix("verdict: async against sync") })
    #expect(verdict.contains("8 runs each"))
    // Sync lays out and draws on main; async does not: its busiest frames are far lighter.
    #expect(Self.named(verdict).contains("frame_cpu_p99_ms"), "\(verdict)")
    #expect(verdict.contains("p < 0.001") || verdict.contains("p = 0.00"), "\(verdict)")
  }

  @Test func theVerdictDoesNotFlipWhenTheFlingMovesByFivePercent() throws {
    var verdicts: [Set<String>] = []
    for velocity in [14000, 14700] {
      for seed in [0, 100] {
        let h = try Self.compare(
          "compare sync async runs=8 seed=\(seed) -- FILE", script: Self.scroll(velocity: velocity))
        let verdict = try #require(h.outLines.last { $0.hasPrefix("verdict:") }, "\(h.err)")
        verdicts.append(Self.named(verdict))
      }
    }
    #expect(Set(verdicts).count == 1, "\(verdicts)")
  }

  @Test func dataModesGiveEachFiguresQuartilesAndTheVerdictAsATable() throws {
    let h = try Self.compare(".mode csv\ncompare sync async runs=6 columns=hitches -- FILE")
    #expect(h.err.isEmpty, "\(h.err)")
    let lines = h.outLines
    #expect(
      lines.contains(
        "strategy,runs,hitches,hitches_p25,hitches_p75,device,refresh_hz,clock,cpuclock,"
          + "calibration,layerlab"), "\(lines)")
    #expect(lines.contains { $0.hasPrefix("async,6,") })
    #expect(
      lines.contains("row,against,figure,median_against,median,change_pct,p,significant"))
    #expect(lines.contains { $0.hasPrefix("async,sync,hitch_ms_per_s,") })
  }

  @Test(arguments: [
    ("runs=0", "give runs=1 to runs=32"), ("runs=33", "give runs=1 to runs=32"),
    ("runs=x", "is not a run count"), ("runs=2 runs=3", "'runs=' is given twice"),
    ("columns=hitchez", "did you mean 'hitches'?"), ("seed=-1", "is not a seed"),
  ])
  func badOptionsAreOneLineAndRunNothing(_ option: String, _ message: String) throws {
    let h = try Self.compare("compare sync async \(option) -- FILE")
    #expect(h.errLines.count == 1 && h.err.contains(message), "\(h.err)")
    #expect(h.out.isEmpty && h.engine.views.isEmpty)
  }

  @Test func tooFewRunsSayTheyCannotTell() throws {
    let h = try Self.compare("compare sync async runs=3 -- FILE")
    #expect(h.out.contains("verdict: 3 runs a row are too few"), "\(h.out)")
  }

  @Test func theRunLimitCountsEveryRepeat() throws {
    #expect(Limits.rows.contains { $0.name == "compare runs per row" && $0.value == "32" })
  }
}
