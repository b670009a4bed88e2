import LayerLabRender
import Testing

/// Colour emoji are pictures in the text: the render reports the device pixels they cover, so
/// the model can price them per pixel as a picture, not per glyph as an outline.
@Suite struct ColorGlyphTests {
  @Test func emojiCoverTheirBoxesAtTheDeviceScale() throws {
    let renderer = TextRenderer()
    let style = LabelDrawing(text: "😀🎉👍", font: "DejaVu Sans 24")
    let at2x = try renderer.render(RenderSpec(width: 160, height: 40, scale: 2, text: style))
    let at3x = try renderer.render(RenderSpec(width: 160, height: 40, scale: 3, text: style))
    // Three glyphs of a 24 pt font: each box is at least 24 pt tall and 20 pt wide at @2x.
    #expect(at2x.colorGlyphPixels >= 3 * (20 * 2) * (24 * 2))
    // Pixels grow with the square of the scale: 9/4, to rounding.
    let ratio = Double(at3x.colorGlyphPixels) / Double(at2x.colorGlyphPixels)
    #expect(abs(ratio - 2.25) < 0.01)
  }

  @Test func outlineTextHasNoColourGlyphs() throws {
    let renderer = TextRenderer()
    let latin = LabelDrawing(text: "Hello, world", font: "DejaVu Sans 24")
    let chinese = LabelDrawing(text: "你好，世界", font: "DejaVu Sans 24")
    for style in [latin, chinese] {
      let output = try renderer.render(RenderSpec(width: 300, height: 40, scale: 2, text: style))
      #expect(output.glyphCount > 0)
      #expect(output.colorGlyphPixels == 0)
    }
  }

  @Test func onlyTheEmojiRunCounts() throws {
    let renderer = TextRenderer()
    let one = LabelDrawing(text: "等😀", font: "DejaVu Sans 24")
    let alone = LabelDrawing(text: "😀", font: "DejaVu Sans 24")
    let mixed = try renderer.render(RenderSpec(width: 300, height: 40, scale: 2, text: one))
    let single = try renderer.render(RenderSpec(width: 300, height: 40, scale: 2, text: alone))
    #expect(single.colorGlyphPixels > 0)
    // The ideograph's run is an outline font's; only the emoji's box counts (its line box may
    // be taller next to the ideograph, so allow the line height to differ).
    #expect(mixed.colorGlyphPixels >= single.colorGlyphPixels * 9 / 10)
    #expect(mixed.colorGlyphPixels <= single.colorGlyphPixels * 13 / 10)
  }
}
