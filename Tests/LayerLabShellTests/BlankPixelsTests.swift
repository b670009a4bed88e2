import LayerLab
import LayerLabRender
import Testing

@testable import LayerLabShell

/// The blank count checked against the pixels on screen (issue 39: a jump showed a blank
/// screen while `stats` counted 0 blank frames). Frame by frame through a jump and a fling on a
/// table with the default estimated heights, the screen is composited as `save screen` does,
/// and every body text fully on screen is looked at: one the count calls blank shows no ink,
/// one it does not call blank shows its glyphs — and the frame's record counts what the
/// screen's coverage counts.
@Suite("Blank layers against the pixels")
struct BlankPixelsTests {
  /// Dark pixels in `rect` (the feed cell's text is #323232 on #FAFAFA).
  static func ink(_ image: RenderedImage, _ rect: PixelRect) -> Int {
    var dark = 0
    for y in rect.y0..<rect.y1 {
      for x in rect.x0..<rect.x1 where (image.pixel(x: x, y: y)?.r ?? 255) < 160 { dark += 1 }
    }
    return dark
  }

  @Test func everyBodyTextOnScreenIsInkedUnlessCountedBlank() throws {
    try SessionHarness.withScratchDirectory { dir in
      var checked = (blank: 0, drawn: 0)
      // Async redraws a reused cell's text after clearing it; VVebo leaves the rows a long
      // fling passes blank.
      let runs = [
        ("async", ["feed.scrollTo(row: 100)", "feed.fling(velocity: -6000)"]),
        ("vvebo", ["feed.fling(velocity: -12000)", "feed.scrollTo(row: 150)"]),
      ]
      for (strategy, moves) in runs {
        let harness = SessionHarness()
        harness.prepare(
          "clock model", "new table feed rows=200 strategy=\(strategy)", "run until idle")
        for move in moves {
          harness.prepare(move)
          for _ in 0..<12 {
            harness.prepare("step frame")
            let engine = harness.engine
            let tree = engine.presentedTree
            let coverage = ContentCoverage(tree: tree, device: engine.device)
            let frame = try #require(engine.recording.frames.last)
            #expect(frame.blank.blankLayers == coverage.blankLayers.count, "frame \(frame.index)")
            #expect(harness.run("save screen \(dir)/s.png") == .ok, "\(harness.err)")
            let image = try RenderedImage.decodePNG(path: dir + "/s.png")
            let scale = engine.device.scale
            for (node, entry) in zip(tree.nodes.filter(\.state.expectsContent), coverage.entries) {
              guard entry.name.hasSuffix(".text"), let rect = entry.rect,
                let label = engine.view(named: entry.name) as? LabelView, !label.text.isEmpty,
                rect
                  == PixelRect(
                    points: node.state.frame, scale: scale,
                    within: PixelRect(x0: 0, y0: 0, x1: image.pixelWidth, y1: image.pixelHeight))
              else { continue }
              let ink = Self.ink(image, rect)
              if entry.blank {
                #expect(ink == 0, "\(entry.name) counted blank in frame \(frame.index) shows ink")
                checked.blank += 1
              } else {
                #expect(ink > 50, "\(entry.name) in frame \(frame.index) shows no text")
                checked.drawn += 1
              }
            }
          }
        }
      }
      #expect(checked.drawn > 20, "texts seen drawn: \(checked.drawn)")
      #expect(checked.blank > 0, "texts seen blank: \(checked.blank)")
    }
  }
}
