import LayerLabRender
import Testing

/// Text drawing and measuring: ink placement, line limits, alignment, spacing and counts.
@Suite struct TextLayoutTests {
  /// True for clearly dark ink on a white fill.
  private static func isDark(_ pixel: Pixel) -> Bool { pixel.r < 128 && pixel.g < 128 }

  @Test func blackTextOnWhiteInksTheMiddleAndLeavesCornersWhite() throws {
    let renderer = TextRenderer()
    let spec = RenderSpec(
      width: 60, height: 40, scale: 2, opaque: true, background: .white,
      text: LabelDrawing(text: "Hi", font: "DejaVu Sans 24"))
    let output = try renderer.render(spec)
    let image = output.image
    #expect(TestSupport.count(image, where: Self.isDark) > 100)
    let white = Pixel(a: 255, r: 255, g: 255, b: 255)
    for (x, y) in [(0, 0), (119, 0), (0, 79), (119, 79)] {
      #expect(image.pixel(x: x, y: y) == white)
    }
    #expect(output.glyphCount == 2)
    #expect(output.lineCount == 1)
  }

  @Test func textIsCentredVertically() throws {
    let renderer = TextRenderer()
    let spec = RenderSpec(width: 100, height: 100, scale: 1, text: LabelDrawing(text: "Hxxxxxxxxx"))
    let ink = try #require(TestSupport.inkBounds(try renderer.render(spec).image))
    let middle = Double(ink.minY + ink.maxY) / 2
    #expect(abs(middle - 50) < 6)
    #expect(ink.minX < 3)
  }

  /// `textContainerInset`: the text wraps at the width inside the insets, is drawn inside
  /// them (centred in what is left), and its measured size includes them — whether drawn in
  /// its own layer or flattened into a cell's bitmap.
  @Test func insetsMoveTheTextInAndAddToItsSize() throws {
    let renderer = TextRenderer()
    let bare = LabelDrawing(text: TestSupport.longText, numberOfLines: 0)
    var padded = bare
    padded.insets = EdgeInsets(top: 10, left: 30, bottom: 20, right: 40)
    let size = renderer.measure(padded, width: 200)
    let inside = renderer.measure(bare, width: 130)
    #expect(size.width == inside.width + 70 && size.height == inside.height + 30)
    #expect(size.lines == inside.lines && size.lines > renderer.measure(bare, width: 200).lines)
    #expect(renderer.measureAfresh(padded, width: 200) == size)
    // An empty padded label is as big as its insets; no wrap width stays no wrap.
    #expect(renderer.measure(LabelDrawing(text: "", insets: padded.insets), width: 200).width == 70)
    #expect(renderer.measure(padded, width: .infinity).lines == 1)

    let height = size.height.rounded(.up)
    let drawn = try renderer.render(RenderSpec(width: 200, height: height, scale: 1, text: padded))
    let ink = try #require(TestSupport.inkBounds(drawn.image))
    // A pixel of antialiasing may fall on the inset's edge.
    #expect(ink.minX >= 29 && ink.maxX < 160, "\(ink) \(size)")
    #expect(ink.minY >= 10 && Double(ink.maxY) < height - 20 + 1, "\(ink)")
    let flat = try renderer.renderFlattened(
      FlattenedDrawing(elements: [
        FlattenedDrawing.Element(
          frame: Rect(x: 0, y: 0, width: 200, height: height), background: nil, cornerRadius: 0,
          text: padded)
      ]), width: 200, height: height, scale: 1, opaque: false, background: nil)
    #expect(flat.image.hasSamePixels(as: drawn.image))
  }

  @Test func textTallerThanTheBoxStartsAtTheTop() throws {
    let renderer = TextRenderer()
    let style = LabelDrawing(text: TestSupport.longText, numberOfLines: 0)
    let spec = RenderSpec(width: 200, height: 20, scale: 1, text: style)
    let output = try renderer.render(spec)
    #expect(output.lineCount > 2)
    let ink = try #require(TestSupport.inkBounds(output.image))
    #expect(ink.minY < 6)
  }

  @Test func oneLineLimitEllipsizesToTheHeightOfOneLine() throws {
    let renderer = TextRenderer()
    let limited = renderer.measure(
      LabelDrawing(text: TestSupport.longText, numberOfLines: 1), width: 200)
    let single = renderer.measure(LabelDrawing(text: "Hi", numberOfLines: 1), width: 200)
    let unlimited = renderer.measure(
      LabelDrawing(text: TestSupport.longText, numberOfLines: 0), width: 200)
    #expect(limited.lines == 1)
    #expect(limited.height == single.height)
    #expect(limited.width <= 200)
    #expect(unlimited.lines >= 3)
    #expect(unlimited.height > 2.5 * single.height)
    let spec = RenderSpec(width: 200, height: 30, text: LabelDrawing(text: TestSupport.longText))
    let output = try renderer.render(spec)
    #expect(output.lineCount == 1)
    #expect(output.glyphCount > 10 && output.glyphCount < TestSupport.longText.count)
  }

  @Test func lineLimitCountsLinesAcrossParagraphs() throws {
    let renderer = TextRenderer()
    let twoLines = LabelDrawing(text: "A\nB\nC\nD", numberOfLines: 2)
    let measured = renderer.measure(twoLines, width: 100)
    #expect(measured.lines == 2)
    let output = try renderer.render(RenderSpec(width: 100, height: 60, text: twoLines))
    #expect(output.lineCount == 2)
    #expect(output.glyphCount == 3)  // "A", "B", "…"
    let all = renderer.measure(LabelDrawing(text: "A\nB\nC\nD", numberOfLines: 0), width: 100)
    #expect(all.lines == 4)
    #expect(abs(all.height - 2 * measured.height) < 0.01)
  }

  @Test func lineLimitCutsAWrappedParagraphAfterAnEarlierOne() {
    let renderer = TextRenderer()
    let text = "one\n" + TestSupport.longText + "\nthree"
    let measured = renderer.measure(LabelDrawing(text: text, numberOfLines: 3), width: 150)
    #expect(measured.lines == 3)
    #expect(measured.width <= 150)
  }

  @Test func unboundedWidthKeepsOneLine() {
    let renderer = TextRenderer()
    let style = LabelDrawing(text: TestSupport.longText, numberOfLines: 0)
    let measured = renderer.measure(style, width: .infinity)
    #expect(measured.lines == 1)
    #expect(measured.width > 500)
  }

  @Test(arguments: [TextAlignment.left, .natural, .center, .right])
  func alignmentPlacesInkInTheRightPart(_ alignment: TextAlignment) throws {
    let renderer = TextRenderer()
    let spec = RenderSpec(
      width: 300, height: 40, scale: 1, text: LabelDrawing(text: "Hi", alignment: alignment))
    let ink = try #require(TestSupport.inkBounds(try renderer.render(spec).image))
    switch alignment {
    case .left, .natural, .justified:
      #expect(ink.maxX < 150 && ink.minX < 5)
    case .center:
      #expect(ink.minX > 100 && ink.maxX < 200)
    case .right:
      #expect(ink.minX >= 150 && ink.maxX > 290)
    }
  }

  @Test func justifiedStretchesAllButTheLastLine() throws {
    let renderer = TextRenderer()
    func firstLineRightEdge(_ alignment: TextAlignment) throws -> Int {
      let style = LabelDrawing(text: TestSupport.longText, alignment: alignment, numberOfLines: 0)
      let spec = RenderSpec(width: 200, height: 100, scale: 1, text: style)
      let image = try renderer.render(spec).image
      #expect(renderer.measure(style, width: 200).height > 100)  // so the text starts at y = 0
      let band = (0..<image.pixelWidth).filter { x in
        (0..<16).contains { image.pixel(x: x, y: $0).map { $0.a > 0 } ?? false }
      }
      return band.max() ?? 0
    }
    #expect(try firstLineRightEdge(.justified) >= 197)
    #expect(try firstLineRightEdge(.left) < 197)
  }

  @Test func lineSpacingAddsSpaceBetweenLines() {
    let renderer = TextRenderer()
    let plain = renderer.measure(LabelDrawing(text: "A\nB\nC", numberOfLines: 0), width: 100)
    let spaced = renderer.measure(
      LabelDrawing(text: "A\nB\nC", lineSpacing: 10, numberOfLines: 0), width: 100)
    #expect(plain.lines == 3 && spaced.lines == 3)
    #expect(abs(spaced.height - plain.height - 20) < 0.01)
    let negative = renderer.measure(
      LabelDrawing(text: "A\nB\nC", lineSpacing: -10, numberOfLines: 0), width: 100)
    #expect(negative.height == plain.height)
  }

  @Test func lineBreaksDoNotDependOnTheScale() throws {
    let renderer = TextRenderer()
    let style = LabelDrawing(text: TestSupport.longText, numberOfLines: 0)
    let outputs = try [1.0, 2.0, 3.0].map { scale in
      try renderer.render(RenderSpec(width: 180, height: 200, scale: scale, text: style))
    }
    #expect(Set(outputs.map(\.lineCount)).count == 1)
    #expect(Set(outputs.map(\.glyphCount)).count == 1)
    #expect(outputs.map(\.image.pixelWidth) == [180, 360, 540])
  }

  @Test func glyphCountFollowsTheText() throws {
    let renderer = TextRenderer()
    let output = try renderer.render(
      RenderSpec(width: 200, height: 30, text: LabelDrawing(text: "Hello world")))
    #expect(output.glyphCount == 11)
    let empty = try renderer.render(RenderSpec(width: 20, height: 20, opaque: true))
    #expect(empty.glyphCount == 0 && empty.lineCount == 0)
  }

  @Test func fontSizeChangesTheMeasuredHeight() {
    let renderer = TextRenderer()
    let small = renderer.measure(LabelDrawing(text: "Hi", font: "DejaVu Sans 10"), width: 100)
    let large = renderer.measure(LabelDrawing(text: "Hi", font: "DejaVu Sans 30"), width: 100)
    let noSize = renderer.measure(LabelDrawing(text: "Hi", font: "DejaVu Sans"), width: 100)
    let default17 = renderer.measure(LabelDrawing(text: "Hi"), width: 100)
    #expect(large.height > 2.5 * small.height)
    #expect(noSize.height == default17.height)
  }

  @Test func nulCharactersDoNotCutTheText() throws {
    let renderer = TextRenderer()
    let output = try renderer.render(
      RenderSpec(width: 200, height: 30, text: LabelDrawing(text: "ab\u{0}cd")))
    #expect(output.glyphCount == 4)
  }

  /// NSLineBreakByCharWrapping fills each line to the edge, so seven-letter words on a line
  /// one and a half words wide take fewer lines than word wrapping, which moves each word
  /// that does not fit whole; and the two modes are laid out (and cached) separately.
  @Test func characterWrappingBreaksInsideWordsAndTakesFewerLines() {
    let renderer = TextRenderer()
    let text = String(repeating: "abcdefg ", count: 20)
    let width = renderer.measure(LabelDrawing(text: "abcdefg abc"), width: 0).width
    let byWord = renderer.measure(LabelDrawing(text: text, numberOfLines: 0), width: width)
    let byChar = renderer.measure(
      LabelDrawing(text: text, numberOfLines: 0, lineBreak: .char), width: width)
    #expect(byWord.lines >= 20, "one word per line")
    #expect(byChar.lines < byWord.lines)
    #expect(byChar.height < byWord.height)
  }
}
