import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

/// Issue 43's sweep: one compare figure across a range — a property, the gestures' size, the
/// device — a column per strategy; each cell what the same compare at that point prints.
@Suite struct SweepTests {
  /// Sweeps (or compares) `statement` over a scratch copy of `CompareRepeatsTests.scroll`.
  static func run(_ statement: String, velocity: Int = 14000) throws -> SessionHarness {
    try CompareRepeatsTests.compare(
      statement, script: CompareRepeatsTests.scroll(velocity: velocity))
  }

  /// The table's body as cells: row → column name → cell.
  static func table(_ out: String) -> [[String]] {
    out.split(separator: "\n").filter {
      !$0.hasPrefix("  (") && !$0.hasPrefix("--") && !$0.hasPrefix("conditions: ")
    }
    .map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
  }

  /// A gesture sweep's cell is the compare of the script with its fling scaled by the point:
  /// at 0.5 the figures of a 7000 pt/s fling, at 1 the script's own.
  @Test func aGesturePointIsTheScriptWithItsGesturesScaled() throws {
    let swept = try Self.run(
      "sweep executed over gesture=0.5…1 step 0.5 sync async -- FILE")
    #expect(swept.err.isEmpty, "\(swept.err)")
    let rows = Self.table(swept.out)
    #expect(rows.first == ["gesture", "sync", "async"])
    for (point, velocity) in [("0.5", 7000), ("1", 14000)] {
      let compared = try Self.run("compare sync async columns=executed -- FILE", velocity: velocity)
      let expected = Self.table(compared.out).dropFirst().map { $0[1] }
      let row = try #require(rows.first { $0.first == point })
      #expect(Array(row.dropFirst()) == expected, "point \(point): \(swept.out)")
    }
    #expect(swept.out.contains("one run a cell"))
  }

  /// A property sweep forces the value as compare's variant does; a device sweep orders the
  /// catalogue slowest chip first.
  @Test func propertyAndDevicePointsAreCompareVariants() throws {
    let swept = try Self.run("sweep executed over feed.estimatedRowHeight=44,200 -- FILE")
    #expect(swept.err.isEmpty, "\(swept.err)")
    let compared = try Self.run(
      "compare feed.estimatedRowHeight=44,200 columns=executed -- FILE")
    let expected = Self.table(compared.out).dropFirst().map { $0.last ?? "" }
    let got = Self.table(swept.out).dropFirst().map { $0.last ?? "" }
    #expect(got == expected, "\(swept.out)\n\(compared.out)")
    let all = try SweepTarget.parse("device", step: nil)
    let scores = all.points.compactMap { DeviceProfile.named($0)?.spec.singleCore }
    #expect(scores.count == DeviceProfile.all.count && scores == scores.sorted())
  }

  /// Repeated points print medians with their spread, csv a row per point and column, and
  /// `plot sweep` draws a bar per column at every point.
  @Test func repeatedPointsCarrySpreadsIntoTheDataAndThePlot() throws {
    try SessionHarness.withScratchDirectory { dir in
      let script = dir + "/s.lab"
      try AtomicFile.write(CompareRepeatsTests.scroll(velocity: 14000), to: script)
      let session = SessionHarness()
      _ = session.run(".mode csv")
      _ = session.run(
        "sweep hitch_ms over gesture=0.75…1.25 step 0.25 sync async runs=3 -- \(script)")
      #expect(session.err.isEmpty, "\(session.err)")
      let lines = session.outLines
      #expect(
        lines.first
          == "gesture,series,runs,hitch_ms,hitch_ms_p25,hitch_ms_p75,device,refresh_hz,clock,"
          + "cpuclock,calibration,layerlab")
      // Every row stamped with what its runs were measured under.
      let stamps = lines.dropFirst().map {
        $0.split(separator: ",").suffix(6).joined(separator: ",")
      }
      #expect(
        Set(stamps).count == 1 && stamps.first?.hasSuffix("," + LayerLabVersion.current) == true)
      #expect(lines.count == 1 + 3 * 2, "\(lines)")
      #expect(lines[1].hasPrefix("0.75,sync,3,") && lines[2].hasPrefix("0.75,async,3,"))
      let swept = try #require(session.session.experiment.swept)
      let spec = swept.plotSpec()
      #expect(spec.series.map(\.name) == ["sync", "async"])
      #expect(
        spec.series.allSatisfy { $0.points.count == 3 && $0.points.allSatisfy { $0.spread != nil } }
      )
      let png = dir + "/sweep.png"
      _ = session.run("plot sweep \(png)")
      #expect(session.err.isEmpty, "\(session.err)")
      #expect(FileManager.default.fileExists(atPath: png))
    }
  }

  @Test(arguments: [
    ("sweep hitches over gesture=1…2 sync -- FILE", "a range needs a positive step"),
    ("sweep hitches over gesture=2…1 step 0.5 sync -- FILE", "runs backwards"),
    ("sweep hitches over gesture=0.1…9 step 0.1 sync -- FILE", "the sweep-points limit"),
    ("sweep hitches over gesture=0,1 sync -- FILE", "not a gesture factor"),
    ("sweep hitches over device=iphone99,iphone8 sync -- FILE", "unknown device 'iphone99'"),
    ("sweep hitchs over gesture=0.5,1 sync -- FILE", "did you mean 'hitches'"),
    ("sweep hitches over gesture=0.5,1 iphone6 -- FILE", "not a strategy or pool"),
    ("sweep hitches over nothing=1,2 sync -- FILE", "not something a sweep moves"),
    ("sweep hitches gesture=0.5,1 -- FILE", "usage: sweep FIGURE over"),
  ])
  func badSweepsAreOneLineAndRunNothing(statement: String, words: String) throws {
    let h = try Self.run(statement)
    #expect(h.err.contains(words), "\(statement): \(h.err)")
    #expect(h.err.split(separator: "\n").count == 1, "\(h.err)")
    #expect(h.session.experiment.swept == nil)
  }

  /// Before any sweep, `plot sweep` says what to do.
  @Test func plotSweepBeforeASweepSaysSo() throws {
    try SessionHarness.withScratchDirectory { dir in
      let session = SessionHarness()
      _ = session.run("plot sweep \(dir)/x.png")
      #expect(session.err.contains("nothing swept yet"))
      #expect(!FileManager.default.fileExists(atPath: dir + "/x.png"))
    }
  }
}
