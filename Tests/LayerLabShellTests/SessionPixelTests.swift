import LayerLab
import LayerLabRender
import Testing

@testable import LayerLabShell

/// The whole pipeline down to pixels: a label set through statements, drawn asynchronously,
/// committed, saved as PNG and decoded again must show its text in its colour on its
/// background, at device scale.
@Suite("Session: rendered pixels")
struct SessionPixelTests {
  @Test func anOpaqueLabelSavesItsTextInItsColours() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      harness.prepare(
        "new label t frame=0,0,120,40 text=HI font=\"DejaVu Sans Bold 24\" textColor=#FF0000 "
          + "backgroundColor=#0000FF opaque=true displaysAsynchronously=true textAlignment=center",
        "run until idle")
      let path = dir + "/t.png"
      #expect(harness.run("save t \(path)") == .ok)
      let image = try RenderedImage.decodePNG(path: path)
      #expect(image.pixelWidth == 240 && image.pixelHeight == 80)
      // The opaque fill: pure blue at every corner.
      for (x, y) in [(0, 0), (239, 0), (0, 79), (239, 79)] {
        #expect(image.pixel(x: x, y: y) == Pixel(a: 255, r: 0, g: 0, b: 255))
      }
      // The text: strongly red pixels, only in the centred middle of the bitmap.
      var red: [(Int, Int)] = []
      for y in 0..<80 {
        for x in 0..<240 {
          if let p = image.pixel(x: x, y: y), p.r > 200, p.b < 60 { red.append((x, y)) }
        }
      }
      #expect(red.count > 200)
      #expect(red.allSatisfy { $0.0 > 60 && $0.0 < 180 })
    }
  }

  @Test func aLabelWithoutBackgroundKeepsTransparentCorners() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      harness.prepare("new label t frame=0,0,100,30 text=Hi", "run until idle")
      let path = dir + "/t.png"
      #expect(harness.run("save t \(path)") == .ok)
      let image = try RenderedImage.decodePNG(path: path)
      #expect(image.pixel(x: 0, y: 0)?.a == 0)
      var ink = 0
      for y in 0..<60 {
        for x in 0..<200 where (image.pixel(x: x, y: y)?.a ?? 0) > 128 { ink += 1 }
      }
      #expect(ink > 50)
    }
  }
}
