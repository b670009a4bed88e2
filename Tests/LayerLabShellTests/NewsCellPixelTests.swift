import LayerLab
import LayerLabRender
import Testing

@testable import LayerLabShell

/// The AsyncDraw demo's news cell on the screen, in pixels: a yellow title band, a picture
/// rounded at its corners, the content on yellow (TestTableViewCell.m's colours and frames).
@Suite("News cell in pixels")
struct NewsCellPixelTests {
  static func isYellow(_ p: Pixel?) -> Bool {
    guard let p else { return false }
    return p.r > 240 && p.g > 240 && p.b < 30
  }

  @Test func theDemoCellsColoursAndRoundedPicture() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      harness.prepare(
        "pool ad", "new table news rows=20 cell=news strategy=async", "run until idle",
        "run 1s")
      #expect(harness.run("save screen \(dir)/news.png") == .ok, "\(harness.err)")
      let image = try RenderedImage.decodePNG(path: dir + "/news.png")
      #expect(image.pixelWidth == 828 && image.pixelHeight == 1792)
      // @2x: the title band is y 10–40 pt, x 10–404 pt; its left edge, clear of the text's
      // baseline area, is yellow.
      #expect(Self.isYellow(image.pixel(x: 24, y: 24)), "title band")
      // The picture spans y 40–240 pt; its very corner is cut by the 8 pt radius (the page
      // shows), a little inside it is the picture, not the page.
      let corner = try #require(image.pixel(x: 21, y: 81))
      let inside = try #require(image.pixel(x: 60, y: 160))
      #expect(corner != inside, "the corner is rounded away")
      #expect(!Self.isYellow(inside))
      // The content starts at y 250 pt, yellow behind grey text.
      #expect(Self.isYellow(image.pixel(x: 24, y: 504)), "content background")
    }
  }
}
