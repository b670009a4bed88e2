import LayerLabRender
import Testing

/// Highlighted ranges: their colour lands where their rectangles say, and the rectangles
/// follow line breaks, truncation and byte-offset rules.
@Suite struct HighlightTests {
  private static let red = Color(r: 255, g: 0, b: 0)

  /// Clearly red ink: antialiased black text never produces it.
  private static func isRed(_ pixel: Pixel) -> Bool {
    pixel.r > 160 && pixel.g < 100 && pixel.b < 100
  }

  /// The byte range of `word` in `text`.
  private static func bytes(of word: String, in text: String) throws -> Range<Int> {
    let range = try #require(text.range(of: word))
    let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
    return start..<start + word.utf8.count
  }

  @Test func redMentionInksOnlyInsideItsRect() throws {
    let renderer = TextRenderer()
    let text = "hi @alice, look"
    let range = try Self.bytes(of: "@alice", in: text)
    let style = LabelDrawing(
      text: text, font: "DejaVu Sans 20",
      highlights: [TestSupport.highlight(range.lowerBound, range.upperBound, Self.red)])
    let spec = RenderSpec(
      width: 300, height: 40, scale: 2, opaque: true, background: .white, text: style)
    let output = try renderer.render(spec)
    #expect(output.highlightRects.count == 1)
    let rect = try #require(output.highlightRects.first?.first)
    #expect(output.highlightRects[0].count == 1)
    #expect(rect.x > 10 && rect.width > 40 && rect.maxX < 150)
    #expect(rect.y >= 0 && rect.maxY <= 40 && rect.height > 15)
    // One device pixel of slack for antialiasing at the rectangle's edges.
    let device = rect.scaled(by: 2)
    let slack = Rect(
      x: device.x - 1, y: device.y - 1, width: device.width + 2, height: device.height + 2)
    var inside = 0
    var outside = 0
    for y in 0..<output.image.pixelHeight {
      for x in 0..<output.image.pixelWidth {
        guard let pixel = output.image.pixel(x: x, y: y), Self.isRed(pixel) else { continue }
        if slack.contains(x: Double(x) + 0.5, y: Double(y) + 0.5) {
          inside += 1
        } else {
          outside += 1
        }
      }
    }
    #expect(inside > 100)
    #expect(outside == 0)
    let dark = TestSupport.count(output.image) { $0.r < 80 && $0.g < 80 && $0.b < 80 }
    #expect(dark > 100)  // the rest of the text stays black
  }

  @Test func rangeAcrossALineBreakGivesOneRectPerLine() throws {
    let renderer = TextRenderer()
    let text = "hello @alice\nsays hi"
    let range = try Self.bytes(of: "@alice\nsays", in: text)
    let style = LabelDrawing(
      text: text, numberOfLines: 0,
      highlights: [TestSupport.highlight(range.lowerBound, range.upperBound, Self.red)])
    let output = try renderer.render(RenderSpec(width: 200, height: 60, text: style))
    let rects = try #require(output.highlightRects.first)
    #expect(rects.count == 2)
    guard rects.count == 2 else { return }
    #expect(rects[0].x > 20 && rects[1].x < 0.5)
    #expect(abs(rects[1].y - rects[0].maxY) < 0.5)
    let wrapped = LabelDrawing(
      text: "one two three four five six", numberOfLines: 0,
      highlights: [TestSupport.highlight(0, 27, Self.red)])
    let lines = try renderer.render(RenderSpec(width: 80, height: 120, text: wrapped))
    #expect(lines.highlightRects.first?.count == lines.lineCount)
    #expect(lines.lineCount > 2)
  }

  @Test func rangeHiddenByTruncationOrOutOfRangeHasNoRects() throws {
    let renderer = TextRenderer()
    let text = TestSupport.longText
    let tail = try Self.bytes(of: "one layer", in: text)
    let head = try Self.bytes(of: "quick", in: text)
    let style = LabelDrawing(
      text: text,
      highlights: [
        TestSupport.highlight(tail.lowerBound, tail.upperBound, Self.red),
        TestSupport.highlight(head.lowerBound, head.upperBound, Self.red),
        TestSupport.highlight(10_000, 10_010, Self.red),
        TestSupport.highlight(5, 5, Self.red),
        TestSupport.highlight(-8, -2, Self.red),
      ])
    let output = try renderer.render(RenderSpec(width: 200, height: 30, text: style))
    #expect(output.highlightRects.map(\.count) == [0, 1, 0, 0, 0])
    // The hand-cut path (line breaks beyond the line limit) hides later paragraphs as well.
    let cut = LabelDrawing(
      text: "A\nB\nC\nD", numberOfLines: 2,
      highlights: [
        TestSupport.highlight(4, 5, Self.red),
        TestSupport.highlight(2, 3, Self.red),
      ])
    let cutOutput = try renderer.render(RenderSpec(width: 100, height: 60, text: cut))
    #expect(cutOutput.highlightRects.map(\.count) == [0, 1])
  }

  @Test func offsetsCountBytesOfTheOriginalText() throws {
    let renderer = TextRenderer()
    func rect(_ text: String, _ start: Int, _ end: Int) throws -> Rect? {
      let style = LabelDrawing(
        text: text, highlights: [TestSupport.highlight(start, end, Self.red)])
      return try renderer.render(RenderSpec(width: 200, height: 30, text: style))
        .highlightRects.first?.first
    }
    // A NUL is dropped before Pango sees the text; offsets still refer to the original.
    #expect(try rect("ab\u{0}cd", 3, 5) == rect("abcd", 2, 4))
    // An offset inside "é" (two bytes) widens to the whole character.
    #expect(try rect("xéy", 2, 3) == rect("xéy", 1, 3))
  }
}
