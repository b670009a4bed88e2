import LayerLabRender
import Testing

/// The VVebo cell background: page, retweet box, avatar, names, counts bar and separator.
@Suite struct CellTests {
  private static let avatar = Color(r: 204, g: 76, b: 51)

  /// A retweet cell, drawn 414 x 160 pt @2x by `render`.
  private static func cell(initials: String = "") -> CellDrawing {
    CellDrawing(
      author: "Alice Example", subtitle: "5 min ago  from Web", avatarColor: avatar,
      initials: initials, retweetBox: Rect(x: 0, y: 63, width: 414, height: 60), reposts: "3",
      comments: "12")
  }

  private static func render(_ cell: CellDrawing) throws -> RenderOutput {
    try TextRenderer().renderCell(cell, width: 414, height: 160, scale: 2)
  }

  @Test func backgroundBoxAvatarSeparatorAndNamesLandWhereVVeboPutsThem() throws {
    let output = try Self.render(Self.cell())
    let image = output.image
    #expect(image.pixelWidth == 828 && image.pixelHeight == 320)
    #expect(TestSupport.isClose(image.pixel(x: 0, y: 0), 250, 250, 250, tolerance: 0))
    #expect(TestSupport.isClose(image.pixel(x: 827, y: 0), 250, 250, 250, tolerance: 0))
    #expect(TestSupport.isClose(image.pixel(x: 600, y: 180), 243, 243, 243, tolerance: 0))
    #expect(TestSupport.isClose(image.pixel(x: 600, y: 126), 200, 200, 200, tolerance: 0))
    #expect(TestSupport.isClose(image.pixel(x: 70, y: 66), 204, 77, 51, tolerance: 1))
    #expect(
      (0..<828).allSatisfy { x in
        TestSupport.isClose(image.pixel(x: x, y: 319), 200, 200, 200, tolerance: 0)
      })
    #expect(TestSupport.isClose(image.pixel(x: 600, y: 300), 250, 250, 250, tolerance: 0))
    // The name, in link blue, between x = 65 and the end of the cell, y = 16.5 ... 35.
    var blue = 0
    for y in 33..<70 {
      for x in 130..<828 {
        guard let pixel = image.pixel(x: x, y: y) else { continue }
        if Int(pixel.b) - Int(pixel.r) > 40, pixel.b > 150 { blue += 1 }
      }
    }
    #expect(blue > 100)
    #expect(output.passNames == ["background", "avatar", "names", "counts"])
    #expect(output.timing.text == output.passes.reduce(0) { $0 + $1.micros })
    #expect(output.glyphCount == 13 + 19 + 1 + 2 + 3)
    #expect(output.lineCount == 1 && !output.layoutCacheHit && output.highlightRects.isEmpty)
  }

  @Test func countsEndAtTheRightInsetWithRepostsToTheLeft() throws {
    let image = try Self.render(Self.cell()).image
    let bar = 260..<318  // rows of the 30 pt bar at @2x, separator excluded
    let inked = (0..<828).filter { x in
      bar.contains { y in image.pixel(x: x, y: y).map { $0.r < 235 } ?? false }
    }
    let right = try #require(inked.max())
    #expect(right < (414 - 25) * 2 && right > (414 - 25) * 2 - 6)
    // Comments "12" and reposts "3" are separated by about 20 pt of bar.
    let countsInk = inked.filter { $0 > 414 }
    let gaps = zip(countsInk, countsInk.dropFirst()).map { $1 - $0 }
    #expect(gaps.contains { $0 > 36 && $0 < 48 })
    // "•••" at x = 15.
    #expect(inked.contains { $0 >= 30 && $0 < 40 })
  }

  @Test func initialsAreWhiteInsideTheAvatar() throws {
    let image = try Self.render(Self.cell(initials: "AE")).image
    var white = 0
    for y in 26..<106 {
      for x in 30..<110 where TestSupport.isClose(image.pixel(x: x, y: y), 255, 255, 255) {
        white += 1
      }
    }
    #expect(white > 60)
  }

  @Test func badCellsThrow() {
    let renderer = TextRenderer()
    #expect(throws: RenderError.self) {
      try renderer.renderCell(Self.cell(), width: 0, height: 160, scale: 2)
    }
    var badBox = Self.cell()
    badBox.retweetBox = Rect(x: 0, y: .infinity, width: 10, height: 10)
    #expect(throws: RenderError.self) {
      try renderer.renderCell(badBox, width: 414, height: 160, scale: 2)
    }
  }
}
