import LayerLab
import LayerLabRender
import Testing

@testable import LayerLabShell

/// The feed experiment's pictures, checked in pixels: 300 ms into a long fling VVebo's screen
/// is blank page while async's shows text; after a tap VVebo's shows text too.
@Suite("Session: table screens in pixels")
struct SessionTablePixelTests {
  /// Pixels dark enough to be body text (50/255 grey) rather than page (250) or chrome.
  static func darkPixels(_ image: RenderedImage) -> Int {
    var count = 0
    for y in 0..<image.pixelHeight {
      for x in 0..<image.pixelWidth {
        if let p = image.pixel(x: x, y: y), Int(p.r) + Int(p.g) + Int(p.b) < 300 { count += 1 }
      }
    }
    return count
  }

  /// The screen 300 ms into a 12 000 pt/s fling under `strategy`, and after a tap.
  func screens(_ strategy: String, in dir: String) throws -> (RenderedImage, RenderedImage) {
    let harness = SessionHarness()
    harness.prepare(
      "clock model", "device iphone6", "new table feed rows=400 seed=7 strategy=\(strategy)",
      "run until idle", "feed.fling(velocity: -12000)", "run 300ms", "step frame",
      "save screen \(dir)/\(strategy)-fling.png", "feed.tap()", "run until idle", "step frame",
      "save screen \(dir)/\(strategy)-tap.png")
    return (
      try RenderedImage.decodePNG(path: "\(dir)/\(strategy)-fling.png"),
      try RenderedImage.decodePNG(path: "\(dir)/\(strategy)-tap.png")
    )
  }

  @Test func vveboIsBlankMidFlingAndFilledAfterATapWhileAsyncIsAlwaysDrawn() throws {
    try SessionHarness.withScratchDirectory { dir in
      let (vveboFling, vveboTap) = try screens("vvebo", in: dir)
      let (asyncFling, asyncTap) = try screens("async", in: dir)
      #expect(vveboFling.pixelWidth == 750 && vveboFling.pixelHeight == 1334)
      #expect(Self.darkPixels(vveboFling) == 0, "rows passed by the fling are never drawn")
      #expect(Self.darkPixels(vveboTap) > 5000, "the tap's loadContent draws them")
      #expect(Self.darkPixels(asyncFling) > 5000, "async draws every row that appears")
      #expect(Self.darkPixels(asyncTap) > 5000)
    }
  }
}
