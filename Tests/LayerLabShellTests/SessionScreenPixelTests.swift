import LayerLab
import LayerLabRender
import Testing

@testable import LayerLabShell

/// Rich text and the screen, checked in pixels: highlights land where `show` says, a blank
/// layer is page-coloured on the screen, CJK text draws real glyphs.
@Suite("Session: highlights, CJK and the screen in pixels")
struct SessionScreenPixelTests {
  /// Strongly red pixels (the highlight colour used below).
  static func isRed(_ p: Pixel?) -> Bool {
    guard let p else { return false }
    return p.r > 180 && p.g < 90 && p.b < 90
  }

  @Test func aHighlightIsDrawnInItsColourAtItsRecordedRectangle() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      harness.prepare(
        "new label t frame=0,0,300,40 text=\"see @alice now\" highlightColor=#FF0000 "
          + "opaque=true backgroundColor=white",
        "run until idle")
      let contents = try #require(harness.engine.view(named: "t")?.layer.contents)
      let (highlight, rects) = try #require(contents.tappable.first)
      #expect(highlight.text == "@alice")
      let rect = try #require(rects.first)
      #expect(rects.count == 1)
      #expect(harness.run("save t \(dir)/t.png") == .ok)
      let image = try RenderedImage.decodePNG(path: dir + "/t.png")
      var inside = 0
      var outside = 0
      for y in 0..<image.pixelHeight {
        for x in 0..<image.pixelWidth where Self.isRed(image.pixel(x: x, y: y)) {
          let px = Double(x) / 2
          let py = Double(y) / 2
          let hit =
            px >= rect.x - 1 && px <= rect.x + rect.width + 1 && py >= rect.y - 1
            && py <= rect.y + rect.height + 1
          if hit { inside += 1 } else { outside += 1 }
        }
      }
      #expect(inside > 100)
      #expect(outside == 0)
    }
  }

  /// masksToBounds clips the layer's own shadow: above a masked card (the shadow's default
  /// offset is 3 pt up) the screen stays page-coloured; the same card unmasked darkens there.
  @Test func aCardThatMasksToBoundsCastsNoShadowOnTheScreen() throws {
    try SessionHarness.withScratchDirectory { dir in
      func topEdgeShade(masks: Bool) throws -> Int {
        let harness = SessionHarness()
        harness.prepare(
          "new view card frame=20,100,300,200 backgroundColor=#ffffff cornerRadius=12 "
            + "masksToBounds=\(masks) shadowOpacity=1 shadowRadius=8",
          "run 50ms")
        #expect(harness.run("save screen \(dir)/card.png") == .ok)
        let image = try RenderedImage.decodePNG(path: dir + "/card.png")
        // 2 pt above the card's top edge, in its middle (@2x).
        let pixel = try #require(image.pixel(x: 340, y: 196))
        return Int(pixel.r)
      }
      let page = 250
      let masked = try topEdgeShade(masks: true)
      let unmasked = try topEdgeShade(masks: false)
      #expect(masked == page)
      #expect(unmasked < page - 20)
    }
  }

  @Test func aBlankLayerCompositesAsThePageColour() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      harness.prepare(
        "new cell c name=Ada text=\"Hello there\" avatarColor=#FF0000", "run until idle",
        "step frame")
      #expect(harness.run("save screen \(dir)/drawn.png") == .ok)
      let drawn = try RenderedImage.decodePNG(path: dir + "/drawn.png")
      // The avatar circle's centre (15+20, 13+20 pt) is red while drawn.
      #expect(Self.isRed(drawn.pixel(x: 70, y: 66)))
      harness.prepare("c.clear()", "run until idle")
      #expect(harness.run("save screen \(dir)/blank.png") == .ok)
      let blank = try RenderedImage.decodePNG(path: dir + "/blank.png")
      let page = Pixel(a: 255, r: 250, g: 250, b: 250)
      let height = try #require((harness.engine.view(named: "c") as? CellView)?.layout?.height)
      var differing = 0
      for y in stride(from: 0, to: Int(height * 2), by: 3) {
        for x in stride(from: 0, to: blank.pixelWidth, by: 3) where blank.pixel(x: x, y: y) != page
        {
          differing += 1
        }
      }
      #expect(differing == 0)
    }
  }

  @Test func cjkTextDrawsRealGlyphs() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      harness.prepare(
        "new label t frame=0,0,300,40 text=\"你好，世界\" opaque=true backgroundColor=white",
        "run until idle")
      #expect(harness.run("save t \(dir)/t.png") == .ok)
      let image = try RenderedImage.decodePNG(path: dir + "/t.png")
      var dark = 0
      for y in 0..<image.pixelHeight {
        for x in 0..<image.pixelWidth where (image.pixel(x: x, y: y)?.r ?? 255) < 100 {
          dark += 1
        }
      }
      #expect(dark > 300)
    }
  }
}
