import Testing

@testable import LayerLabRender

/// Short texts' layouts reused by untimed flattened draws and by measures: the same pixels and
/// counts as laying them out afresh, and never reused by a draw whose host time is read.
@Suite struct ReusedLayoutsTests {
  /// A flattened cell of short texts (a name, a count, the dots) and one long body.
  static let drawing = FlattenedDrawing(elements: [
    .init(
      frame: Rect(x: 10, y: 10, width: 200, height: 20), background: nil, cornerRadius: 0,
      text: LabelDrawing(text: "Eun-ji", font: "DejaVu Sans 14")),
    .init(
      frame: Rect(x: 220, y: 10, width: 60, height: 20), background: Color(r: 240, g: 0, b: 0),
      cornerRadius: 4, text: LabelDrawing(text: "1234", font: "DejaVu Sans 12")),
    .init(
      frame: Rect(x: 10, y: 40, width: 280, height: 80), background: nil, cornerRadius: 0,
      text: LabelDrawing(
        text: String(repeating: "a body long enough to wrap and to pass the limit ", count: 3),
        numberOfLines: 0)),
    .init(
      frame: Rect(x: 10, y: 130, width: 60, height: 14), background: nil, cornerRadius: 0,
      text: LabelDrawing(text: "•••", font: "DejaVu Sans 11")),
  ])

  static func render(_ renderer: TextRenderer) throws -> RenderOutput {
    try renderer.renderFlattened(
      drawing, width: 300, height: 150, scale: 2, opaque: true, background: .white)
  }

  @Test func anUntimedDrawReusesShortTextsAndDrawsTheSame() throws {
    let afresh = try Self.render(TextRenderer())
    let reusing = TextRenderer()
    reusing.untimed = true
    let first = try Self.render(reusing)
    #expect(reusing.reusedLayouts.count == 3, "the three short texts are kept, the body is not")
    let second = try Self.render(reusing)
    for output in [first, second] {
      #expect(output.image.bytes == afresh.image.bytes)
      #expect(output.glyphCount == afresh.glyphCount && output.lineCount == afresh.lineCount)
      #expect(output.colorGlyphPixels == afresh.colorGlyphPixels)
    }
    #expect(reusing.reusedLayouts.count == 3)
  }

  /// A draw is timed unless its caller says otherwise: by default nothing is kept or reused.
  @Test func aTimedDrawLaysEveryTextOutAfresh() throws {
    let renderer = TextRenderer()
    _ = try Self.render(renderer)
    #expect(renderer.reusedLayouts.count == 0)
  }

  /// Measures are never timed: a short text is kept, and measures the same the second time.
  /// (A text of this test's own: one any renderer measured before is answered by
  /// `MeasuredSizes` without a layout.)
  @Test func measuresReuseShortTexts() {
    let renderer = TextRenderer()
    let short = LabelDrawing(text: "12 min ago  from iPhone 11 (reused)", font: "DejaVu Sans 9")
    let first = renderer.measureAfresh(short, width: 0)
    #expect(renderer.reusedLayouts.count == 1)
    #expect(renderer.measureAfresh(short, width: 0) == first)
    #expect(first == TextRenderer().measure(short, width: 0))
    let long = LabelDrawing(text: String(repeating: "y", count: ReusedLayouts.maxTextBytes + 1))
    _ = renderer.measureAfresh(long, width: 100)
    #expect(renderer.reusedLayouts.count == 1)
  }
}
