import LayerLab
import LayerLabRender
import Testing

@testable import LayerLabShell

/// `plot fps|frametime|hist FILE.png [--session]` through a whole session: the files, one line
/// per compared run, the rule for which records are drawn, and the refusals.
@Suite struct PlotStatementTests {
  /// Pixels of `image` within a small distance of `color`.
  private static func count(_ color: Color, in image: RenderedImage) -> Int {
    TimelineExportPixels.pixels(in: image) {
      abs(Int($0.r) - Int(color.r)) <= 3 && abs(Int($0.g) - Int(color.g)) <= 3
        && abs(Int($0.b) - Int(color.b)) <= 3
    }
  }

  @Test func eachKindWritesAPNGOfTheSessionAndSaysSo() throws {
    let harness = SessionHarness(device: .iphone6)
    harness.prepare("run 1200ms")
    try SessionHarness.withScratchDirectory { directory in
      for kind in ["fps", "frametime", "hist"] {
        let path = "\(directory)/\(kind).png"
        #expect(harness.run("plot \(kind) \(path)") == .ok, "\(harness.err)")
        let image = try RenderedImage.decodePNG(path: path)
        #expect(image.pixelWidth == 1200)
        let line = try #require(harness.outLines.last)
        #expect(line.hasPrefix("wrote "), "\(line)")
        #expect(line.hasSuffix(" px, this session) to \(path)"), "\(line)")
        #expect(Self.count(PlotPalette.series(0), in: image) > 100, "\(kind): a line or bars")
      }
      #expect(harness.err.isEmpty)
      #expect(
        SessionHarness.directoryEntries(directory) == ["fps.png", "frametime.png", "hist.png"])
    }
  }

  /// Issue 23: the plots counted the table's load among the dropped frames (99) where the
  /// compare table, from the first gesture, said 94. Both now count the same stretch.
  @Test func thePlotSubtitleCountsTheDroppedFramesTheCompareTableCounts() throws {
    try SessionHarness.withScratchDirectory { directory in
      let script = "\(directory)/scroll.lab"
      try AtomicFile.write(
        "device iphone6\nnew table feed rows=300 seed=7\nrun until idle\n"
          + "feed.fling(velocity: -14000)\nrun 1500ms\n", to: script)
      let harness = SessionHarness(device: .iphone6)
      #expect(harness.run("compare sync -- \(script)") == .ok, "\(harness.err)")
      let row = try #require(harness.outLines.first { $0.hasPrefix("sync ") })
      let cells = row.split(separator: " ").map(String.init)
      // strategy frame_rate label_fps_last label_fps_min dropped …
      let dropped = cells[4]
      let run = try #require(harness.session.comparedRuns.first)
      let all = run.rows.reduce(0) { $0 + ($1.appeared?.vsyncsLate ?? 0) }
      #expect(all > (Int(dropped) ?? 0), "the load drops frames before the gesture")
      let spec = try PlotBuilder(runs: harness.session.comparedRuns).spec(.fps)
      #expect(
        spec.subtitle.hasSuffix("dropped frames (from the first scroll gesture): \(dropped)"),
        "\(spec.subtitle)")
    }
  }

  @Test func afterACompareEachRunIsALineUntilReset() throws {
    try SessionHarness.withScratchDirectory { directory in
      let script = "\(directory)/scroll.lab"
      try AtomicFile.write(SessionCompareTests.scroll, to: script)
      let harness = SessionHarness(device: .iphone6)
      #expect(harness.run("compare sync vvebo -- \(script)") == .ok)
      #expect(harness.session.comparedRuns.map(\.name) == ["sync", "vvebo"])
      let spec = try PlotBuilder(runs: harness.session.comparedRuns).spec(.frametime)
      #expect(spec.series.map(\.name) == ["sync", "vvebo"])
      // Sync draws on main in the fling and misses vsyncs: its strip has marks.
      #expect(spec.marks.contains { $0.series == 0 })
      let path = "\(directory)/ft.png"
      #expect(harness.run("plot frametime \(path)") == .ok, "\(harness.err)")
      #expect(
        harness.outLines.last
          == "wrote frame time plot (1200×\(try RenderedImage.decodePNG(path: path).pixelHeight) "
          + "px, 2 compared runs: sync, vvebo) to \(path)")
      let image = try RenderedImage.decodePNG(path: path)
      #expect(Self.count(PlotPalette.series(0), in: image) > 200)
      #expect(Self.count(PlotPalette.series(1), in: image) > 200)
      // --session draws the session's own (empty) records instead; reset forgets the runs.
      #expect(harness.run("plot fps \(directory)/own.png --session") == .failed)
      #expect(
        harness.errLines.last == "error: nothing to plot yet; run something first (e.g. 'run 1s')")
      #expect(harness.run("reset") == .ok)
      #expect(harness.session.comparedRuns.isEmpty)
    }
  }

  @Test func identicalRunsShareOneLine() {
    let points = [PlotPoint(x: 0, y: 60), PlotPoint(x: 1000, y: 60)]
    let spec = PlotSpec(
      x: .time(from: 0, to: 1000), yMax: 69,
      series: [
        PlotSeries(name: "sync", points: [PlotPoint(x: 0, y: 50)]),
        PlotSeries(name: "async", points: points), PlotSeries(name: "texture", points: points),
      ],
      marks: [PlotMark(time: 10, kind: .missedTick, series: 0)])
    let merged = PlotBuilder.merged(spec)
    #expect(merged.series.map(\.name) == ["sync", "async = texture"])
    #expect(merged.marks == spec.marks)
  }

  @Test func thinningKeepsTheWorstOfEachChunk() {
    let points = (0..<10).map { PlotPoint(x: Int64($0), y: $0 == 7 ? 99 : 1) }
    let thin = PlotBuilder.thin(points, to: 4)
    #expect(thin.count == 4)
    #expect(thin.contains(PlotPoint(x: 7, y: 99)))
  }

  @Test func refusalsAreOneLineAndWriteNothing() throws {
    let harness = SessionHarness()
    try SessionHarness.withScratchDirectory { directory in
      let cases: [(String, String)] = [
        ("plot fps \(directory)/a.png", "nothing to plot yet; run something first"),
        (
          "plot fps \(directory)/a.csv",
          "plot fps writes PNG; name the file with .png, e.g. plot fps fps.png"
        ),
        ("plot hist \(directory)/a", "plot hist writes PNG"),
        ("plot fsp \(directory)/a.png", "unknown plot 'fsp'; did you mean 'fps'?"),
        ("plot fps", "usage: plot fps|frametime|hist|hitches|blank|sweep FILE.png [--session]"),
        ("plot fps \(directory)/a.png --all", "usage: plot"),
      ]
      for (line, message) in cases {
        #expect(harness.run(line) == .failed, "\(line)")
        #expect(harness.errLines.last?.contains(message) == true, "\(line): \(harness.err)")
      }
      #expect(SessionHarness.directoryEntries(directory).isEmpty)
    }
  }
}
