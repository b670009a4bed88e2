import LayerLabRender
import Testing

@testable import LayerLab
@testable import LayerLabShell

/// The debug overlays of `save screen`, in pixels: Color Blended Layers, offscreen passes,
/// misaligned contents (WWDC14 419's colours).
@Suite("Session: screen overlays in pixels")
struct SessionOverlayPixelTests {
  /// Saves the screen with `overlay` and returns it with the line printed.
  func save(_ harness: SessionHarness, _ overlay: String, in dir: String) throws -> (
    RenderedImage, String
  ) {
    #expect(harness.run("save screen \(overlay) \(dir)/\(overlay).png") == .ok)
    let line = harness.outLines.last ?? ""
    return (try RenderedImage.decodePNG(path: "\(dir)/\(overlay).png"), line)
  }

  /// Changes a layer's style as the layer properties will, then shows it on screen.
  func restyle(_ harness: SessionHarness, _ name: String, _ change: (inout LayerStyle) -> Void)
    throws
  {
    let layer = try #require(harness.engine.view(named: name)?.layer)
    change(&layer.style)
    layer.commitState.changed = true
    harness.engine.main.transaction.open()
    harness.prepare("run until idle", "step frame")
  }

  @Test func blendedIsGreenOverOpaqueLayersAndRedOverTranslucentOnes() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      harness.prepare(
        "new label solid frame=0,0,200,40 text=\"opaque\" opaque=true backgroundColor=white",
        "new label glass frame=0,100,200,40 text=\"glass\"", "run until idle", "step frame")
      let (image, line) = try save(harness, "blended", in: dir)
      #expect(line.hasPrefix("saved screen blended (828x1792 px, 2 layers, 32000 blended px"))
      let green = try #require(image.pixel(x: 390, y: 70))
      #expect(green.g > green.r + 60 && green.g > green.b + 60)
      let red = try #require(image.pixel(x: 390, y: 270))
      #expect(red.r > red.g + 60 && red.r > red.b + 60)
      // No layer: no tint, the page shows.
      #expect(image.pixel(x: 390, y: 1000) == Pixel(a: 255, r: 250, g: 250, b: 250))
    }
  }

  @Test func offscreenTintsEachPassYellow() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      harness.prepare(
        "new label card frame=0,0,200,100 text=\"card\" opaque=true backgroundColor=white",
        "run until idle", "step frame")
      let (before, none) = try save(harness, "offscreen", in: dir)
      #expect(none.contains("0 offscreen passes"))
      #expect(before.pixel(x: 300, y: 150) == Pixel(a: 255, r: 255, g: 255, b: 255))
      try restyle(harness, "card") { $0.shadowOpacity = 0.5 }
      let (after, one) = try save(harness, "offscreen", in: dir)
      #expect(one.contains("1 offscreen pass,"))
      let yellow = try #require(after.pixel(x: 300, y: 150))
      #expect(yellow.r > 200 && yellow.g > 190 && yellow.b < 180)
    }
  }

  @Test func misalignedIsYellowWhenScaledAndMagentaOffThePixelGrid() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      harness.prepare(
        "new label off frame=0.25,0,200,40 text=\"off\" opaque=true backgroundColor=white",
        "new label fine frame=0,100,200,40 text=\"fine\" opaque=true backgroundColor=white",
        "run until idle", "step frame")
      let (image, line) = try save(harness, "misaligned", in: dir)
      #expect(line.contains("0 scaled, 1 misaligned"))
      let magenta = try #require(image.pixel(x: 390, y: 70))
      #expect(magenta.r > 200 && magenta.b > 200 && magenta.g < 200)
      #expect(image.pixel(x: 390, y: 270) == Pixel(a: 255, r: 255, g: 255, b: 255))
    }
  }
}
