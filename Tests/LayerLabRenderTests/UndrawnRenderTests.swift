import Testing

@testable import LayerLabRender

/// Renders nothing will read pixels from (`drawsPixels` false, a compared run that saves
/// nothing) skip the surface, the drawing and the copy, and report everything else exactly
/// as the drawn render does: size, passes, glyphs, lines, emoji and filled pixels,
/// highlights, the layout cache — so the model prices them the same.
@Suite struct UndrawnRenderTests {
  static func pair() -> (drawn: TextRenderer, undrawn: TextRenderer) {
    let undrawn = TextRenderer()
    undrawn.drawsPixels = false
    return (TextRenderer(), undrawn)
  }

  static func expectSame(_ a: RenderOutput, _ b: RenderOutput, _ what: String) {
    #expect(a.drawn && !b.drawn, "\(what)")
    #expect(a.pixelWidth == b.pixelWidth && a.pixelHeight == b.pixelHeight, "\(what)")
    #expect(a.image.pixelWidth == a.pixelWidth && b.image.byteCount == 4, "\(what)")
    #expect(a.passNames == b.passNames, "\(what)")
    #expect(a.glyphCount == b.glyphCount && a.lineCount == b.lineCount, "\(what)")
    #expect(a.colorGlyphPixels == b.colorGlyphPixels, "\(what)")
    #expect(a.filledPixels == b.filledPixels, "\(what)")
    #expect(a.highlightRects == b.highlightRects, "\(what)")
    #expect(a.layoutCacheHit == b.layoutCacheHit, "\(what)")
  }

  @Test func aLabelNamesTheSamePassesAndCountsUndrawn() throws {
    let styles = [
      LabelDrawing(text: ""),
      LabelDrawing(text: "Hello"),
      LabelDrawing(text: "Shadowed 😀 and 中文", shadow: TextShadowStyle()),
      LabelDrawing(
        text: "Every decoration, wrapped over more than one line of this label",
        numberOfLines: 0, shadow: TextShadowStyle(), underline: true, strikethrough: true),
      LabelDrawing(text: "Struck", strikethrough: true),
      LabelDrawing(
        text: "A link here",
        highlights: [
          Highlight(kind: .url, utf8Start: 2, utf8End: 6, text: "link", color: .black)
        ],
        insets: EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)),
    ]
    let (drawn, undrawn) = Self.pair()
    for style in styles {
      for _ in 0..<2 {  // the second time from the layout cache, in both
        let spec = RenderSpec(
          width: 200, height: 60, scale: 2, opaque: true, background: .white, text: style)
        Self.expectSame(try drawn.render(spec), try undrawn.render(spec), style.text)
      }
    }
  }

  @Test func aFlattenedCellCountsTheSameUndrawn() throws {
    let (drawn, undrawn) = Self.pair()
    for opaque in [true, false] {
      for background in [nil, Color.white, Color(r: 10, g: 20, b: 30, a: 128)] {
        func render(_ renderer: TextRenderer) throws -> RenderOutput {
          try renderer.renderFlattened(
            ReusedLayoutsTests.drawing, width: 300, height: 150, scale: 2, opaque: opaque,
            background: background)
        }
        Self.expectSame(
          try render(drawn), try render(undrawn), "\(opaque) \(String(describing: background))")
      }
    }
  }

  @Test func anImageNamesItsPassesAndStillRefusesDamagedBytesUndrawn() throws {
    let (drawn, undrawn) = Self.pair()
    let picture = try GeneratedImage.png(
      for: "https://undrawn.test/a.png", pixelWidth: 160, pixelHeight: 160)
    for bytes in [picture, nil] {
      let spec = ImageRenderTests.spec(bytes, .aspectFill)
      Self.expectSame(try drawn.renderImage(spec), try undrawn.renderImage(spec), "image")
    }
    var damaged = picture
    damaged.removeLast(damaged.count / 3)
    #expect(throws: RenderError.self) {
      try drawn.renderImage(ImageRenderTests.spec(damaged, .fill))
    }
    #expect(throws: RenderError.self) {
      try undrawn.renderImage(ImageRenderTests.spec(damaged, .fill))
    }
  }
}
