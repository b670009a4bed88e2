import LayerLab
import LayerLabRender
import Testing

@testable import LayerLabShell

/// A UIImageView on the screen, in pixels: its placeholder until the decode, then the photo —
/// the same photo AsyncDraw's image view draws for the same URL, frame and content mode, and
/// the same again when decoded from ImageIO's thumbnail.
@Suite("UIImageView in pixels")
struct UIImageViewPixelTests {
  /// The screen after `statements`, saved and read back.
  static func screen(_ statements: [String], in dir: String, named name: String) throws
    -> RenderedImage
  {
    let harness = SessionHarness()
    for statement in ["images size=600"] + statements { harness.prepare(statement) }
    #expect(harness.run("save screen \(dir)/\(name).png") == .ok)
    return try RenderedImage.decodePNG(path: "\(dir)/\(name).png")
  }

  /// The mean difference of the channels of two same-sized images, inside `rect` (pixels).
  static func meanDifference(
    _ a: RenderedImage, _ b: RenderedImage, x: Range<Int>, y: Range<Int>
  ) -> Double {
    var total = 0
    var count = 0
    for row in y {
      for column in x {
        guard let p = a.pixel(x: column, y: row), let q = b.pixel(x: column, y: row) else {
          continue
        }
        total += abs(Int(p.r) - Int(q.r)) + abs(Int(p.g) - Int(q.g)) + abs(Int(p.b) - Int(q.b))
        count += 3
      }
    }
    return count == 0 ? .infinity : Double(total) / Double(count)
  }

  static let photo =
    "frame=20,100,300,200 url=https://img.example/photo/7.png contentMode=scaleAspectFill"

  @Test func thePlaceholderShowsUntilTheDecodeThenThePhoto() throws {
    try SessionHarness.withScratchDirectory { dir in
      let waiting = try Self.screen(
        ["new UIImageView p \(Self.photo) placeholder=#FF0000", "run 50ms"], in: dir,
        named: "waiting")
      let centre = try #require(waiting.pixel(x: 340, y: 400))
      #expect(centre.r == 255 && centre.g == 0 && centre.b == 0)
      let shown = try Self.screen(
        ["new UIImageView p \(Self.photo) placeholder=#FF0000", "run until idle", "run 50ms"],
        in: dir, named: "shown")
      let photo = try #require(shown.pixel(x: 340, y: 400))
      #expect(!(photo.r > 240 && photo.g < 20 && photo.b < 20), "\(photo)")
    }
  }

  @Test func itShowsThePhotoAsADImageViewDrawsIt() throws {
    try SessionHarness.withScratchDirectory { dir in
      let settle = ["run until idle", "run 50ms"]
      let ui = try Self.screen(
        ["new UIImageView p \(Self.photo)"] + settle, in: dir, named: "ui")
      let ad = try Self.screen(["new image p \(Self.photo)"] + settle, in: dir, named: "ad")
      let thumbnail = try Self.screen(
        ["new UIImageView p \(Self.photo) downsample=true"] + settle, in: dir, named: "thumb")
      // The view's pixels: 40...640 × 200...600 at @2x.
      let (x, y) = (40..<640, 200..<600)
      #expect(Self.meanDifference(ui, ad, x: x, y: y) < 1)
      // A thumbnail decoded at 600 px (the view's longer side at @2x) is the photo still.
      #expect(Self.meanDifference(ui, thumbnail, x: x, y: y) < 1)
      // And it is a picture, not a flat fill.
      let corners = [ui.pixel(x: 45, y: 205), ui.pixel(x: 635, y: 595)]
      #expect(corners[0] != corners[1])
    }
  }
}
