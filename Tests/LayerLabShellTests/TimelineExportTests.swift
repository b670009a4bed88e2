import Foundation
import LayerLab
import LayerLabRender
import Testing

@testable import LayerLabShell

/// `export timeline FILE.png [--from D] [--to D]` through a whole session: the file, its
/// determinism, the window, and the refusals.
@Suite struct TimelineExportTests {
  /// An async label drawn, marked again 60 µs later (so one draw is cancelled), then a frame.
  private static func redrawSession() -> SessionHarness {
    let harness = SessionHarness()
    harness.prepare(
      "new label a frame=0,0,200,40 text=hi displaysAsynchronously=true",
      "a.setNeedsDisplay(); after 60us a.setNeedsDisplay(); run until idle; step frame")
    return harness
  }

  /// The package root, found from this file, for the example sessions.
  private static var root: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path
  }

  /// True when at least `minimum` pixels differ from the page colour.
  private static func hasInk(_ image: RenderedImage, minimum: Int = 2000) -> Bool {
    TimelineExportPixels.pixels(in: image) { $0.r < 200 || $0.g < 200 || $0.b < 200 } >= minimum
  }

  @Test func exportsADecodablePNGAndSaysWhatItWrote() throws {
    let harness = Self.redrawSession()
    try SessionHarness.withScratchDirectory { directory in
      let path = "\(directory)/timeline.png"
      #expect(harness.run("export timeline \(path)") == .ok, "\(harness.err)")
      let image = try RenderedImage.decodePNG(path: path)
      #expect(image.pixelWidth == 1600)
      #expect(Self.hasInk(image))
      let line = try #require(harness.outLines.last)
      #expect(line.hasPrefix("wrote timeline (1600×\(image.pixelHeight) px, from 0.000 ms to "))
      #expect(line.hasSuffix(") to \(path)"))
      #expect(harness.err.isEmpty)
      #expect(SessionHarness.directoryEntries(directory) == ["timeline.png"])
    }
  }

  /// A frames lane on top: each vsync interval coloured by its display-link callback; a long
  /// sync draw leaves dropped frames, drawn in the dropped colour.
  @Test func theFramesLaneMarksDroppedFrames() throws {
    let harness = SessionHarness(device: .iphone6)
    harness.prepare(
      "new table feed rows=50 strategy=sync", "run until idle")
    try SessionHarness.withScratchDirectory { directory in
      let path = "\(directory)/frames.png"
      #expect(harness.run("export timeline \(path) --from 0ms --to 200ms") == .ok, "\(harness.err)")
      let image = try RenderedImage.decodePNG(path: path)
      // The dropped colour (#D32F2F), give or take the late-frame shade drawn over it (the
      // late bar above the lanes is #E53935: r 229, outside this window).
      var found = 0
      for y in stride(from: 0, to: min(image.pixelHeight, 140), by: 2) {
        for x in stride(from: 0, to: image.pixelWidth, by: 4) {
          if let p = image.pixel(x: x, y: y), (205...222).contains(p.r), (40...56).contains(p.g),
            (40...56).contains(p.b)
          {
            found += 1
          }
        }
      }
      #expect(found > 50, "missed-tick slices in the top lane: \(found) samples")
      #expect(harness.engine.frameRows.contains { $0.tick == .missed })
    }
  }

  /// An fps track under the frames lane: one labelled span per YYFPSLabel reading, coloured
  /// by it — red while sync draws drop frames, green once the scroll is over; the picture
  /// is taller by that lane than the same spec without it. The fling is the AsyncDraw demo's
  /// 30 000 pt/s: at 9 000 pt/s an iPhone 6 draws the rows each frame brings in on time.
  @Test func theFPSTrackShowsEachYYFPSLabelReading() throws {
    let harness = SessionHarness(device: .iphone6)
    harness.prepare(
      "new table feed rows=300 seed=7 strategy=sync", "run until idle",
      "feed.fling(velocity: -30000)", "run 3000ms")
    let spec = try TimelineBuilder(engine: harness.engine).spec(from: 0, until: 3_000_000)
    let fps = try #require(spec.lanes.first { $0.name == "fps" })
    #expect(spec.lanes.map(\.name).prefix(3) == ["frames", "fps", "main"])
    #expect(fps.slices.allSatisfy { $0.label.hasSuffix(" fps") })
    #expect(fps.slices.contains { $0.style != .frameOnTime }, "the stuttering second")
    #expect(fps.slices.last?.style == .frameOnTime, "60 fps once the scroll is over")
    var without = spec
    without.lanes.removeAll { $0.name == "fps" }
    let with = try TimelineRenderer().render(spec)
    let plain = try TimelineRenderer().render(without)
    #expect(with.pixelHeight > plain.pixelHeight)
  }

  @Test func exportingTwiceGivesTheSameBytes() throws {
    let harness = Self.redrawSession()
    try SessionHarness.withScratchDirectory { directory in
      #expect(harness.run("export timeline \(directory)/a.png") == .ok)
      #expect(harness.run("export timeline \(directory)/b.png") == .ok)
      let first = try #require(SessionHarness.fileBytes("\(directory)/a.png"))
      #expect(first == SessionHarness.fileBytes("\(directory)/b.png"))
      // A second session running the same statements draws the same picture.
      let again = Self.redrawSession()
      #expect(again.run("export timeline \(directory)/c.png") == .ok)
      #expect(first == SessionHarness.fileBytes("\(directory)/c.png"))
    }
  }

  @Test func aWindowNarrowsThePicture() throws {
    let harness = Self.redrawSession()
    try SessionHarness.withScratchDirectory { directory in
      let path = "\(directory)/window.png"
      #expect(harness.run("export timeline \(path) --from 10us --to 500us") == .ok)
      #expect(harness.outLines.last?.contains("from 0.010 ms to 0.500 ms") == true)
      let image = try RenderedImage.decodePNG(path: path)
      #expect(Self.hasInk(image))
    }
  }

  @Test func badWindowsAndPathsFailWithOneLineAndNoFile() throws {
    let harness = Self.redrawSession()
    try SessionHarness.withScratchDirectory { directory in
      let cases: [(String, String)] = [
        ("--from 5ms --to 2ms", "timeline window is empty: --from 5.000 ms is not before --to"),
        ("--from 2ms --to 2ms", "timeline window is empty"),
        ("--from 50s", "is not before the session's end"),
        ("--from 500ms --to 600ms", "nothing to draw from 500.000 ms to 600.000 ms"),
      ]
      for (window, message) in cases {
        harness.clear()
        #expect(harness.run("export timeline \(directory)/t.png \(window)") == .failed)
        #expect(harness.errLines.count == 1, "\(window): \(harness.err)")
        #expect(harness.err.contains(message), "\(window): \(harness.err)")
      }
      harness.clear()
      let missing = "\(directory)/missing/t.png"
      #expect(harness.run("export timeline \(missing)") == .failed)
      #expect(harness.errLines == ["error: cannot write '\(missing)': No such file or directory"])
      harness.clear()
      #expect(harness.run("export timeline \(directory)/t.jpg") == .failed)
      #expect(harness.errLines.count == 1 && harness.err.contains("name the file with .png"))
      #expect(SessionHarness.directoryEntries(directory).isEmpty)
    }
  }

  @Test func anEmptySessionHasNothingToDraw() throws {
    let harness = SessionHarness()
    try SessionHarness.withScratchDirectory { directory in
      #expect(harness.run("export timeline \(directory)/empty.png") == .failed)
      #expect(
        harness.errLines == [
          "error: nothing to draw yet; run something first (e.g. 'run until idle')"
        ])
      #expect(SessionHarness.directoryEntries(directory).isEmpty)
    }
  }

  @Test func exampleSessionsExport() throws {
    try SessionHarness.withScratchDirectory { directory in
      let sentinel = SessionHarness()
      sentinel.run(".read \(Self.root)/Sessions/sentinel.lab")
      #expect(sentinel.run("export timeline \(directory)/sentinel.png") == .ok, "\(sentinel.err)")
      let image = try RenderedImage.decodePNG(path: "\(directory)/sentinel.png")
      #expect(Self.hasInk(image, minimum: 10_000))
      // main plus six render queues: the picture is taller than a one-lane one.
      #expect(image.pixelHeight > 400)

      // cell.lab saves PNGs into the working directory; run it without those lines.
      let text = try String(contentsOfFile: "\(Self.root)/Sessions/cell.lab", encoding: .utf8)
      let kept = text.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.hasPrefix("save ") }.joined(separator: "\n")
      let cell = SessionHarness()
      _ = cell.session.runScript(kept, name: "cell.lab")
      #expect(cell.run("export timeline \(directory)/cell.png") == .ok, "\(cell.err)")
      let cellImage = try RenderedImage.decodePNG(path: "\(directory)/cell.png")
      #expect(Self.hasInk(cellImage))
    }
  }
}

/// Pixel counting without the render tests' helpers (another test target).
enum TimelineExportPixels {
  static func pixels(in image: RenderedImage, where isInk: (Pixel) -> Bool) -> Int {
    var total = 0
    for y in 0..<image.pixelHeight {
      for x in 0..<image.pixelWidth where image.pixel(x: x, y: y).map(isInk) ?? false {
        total += 1
      }
    }
    return total
  }
}
