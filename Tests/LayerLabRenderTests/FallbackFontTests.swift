import LayerLabRender
import Testing

/// Scripts DejaVu lacks: Pango falls back to WenQuanYi for CJK and Noto Color Emoji for emoji
/// (both installed by scripts/lib/deps.sh), so these labels draw real glyphs, not boxes.
@Suite struct FallbackFontTests {
  @Test func chineseTextDrawsDarkGlyphsOnOneLine() throws {
    let renderer = TextRenderer()
    let style = LabelDrawing(text: "你好，世界", font: "DejaVu Sans 20")
    let output = try renderer.render(
      RenderSpec(width: 200, height: 40, scale: 2, opaque: true, background: .white, text: style))
    #expect(output.glyphCount >= 5)
    #expect(output.lineCount == 1)
    let isDark: (Pixel) -> Bool = { $0.r < 100 && $0.g < 100 && $0.b < 100 }
    #expect(TestSupport.count(output.image, where: isDark) > 200)
    // Five full-width ideographs at 20 pt: the ink spans most of the laid-out width.
    let ink = try #require(TestSupport.inkBounds(output.image, where: isDark))
    let laidOut = renderer.measure(style, width: 200)
    let inkWidth = Double(ink.maxX - ink.minX + 1) / 2
    #expect(laidOut.width > 80 && laidOut.width < 120)
    #expect(inkWidth > 0.75 * laidOut.width && inkWidth <= laidOut.width)
  }

  @Test func emojiDrawInColour() throws {
    let renderer = TextRenderer()
    let style = LabelDrawing(text: "😀🎉👍", font: "DejaVu Sans 24")
    let output = try renderer.render(RenderSpec(width: 160, height: 40, scale: 2, text: style))
    #expect(output.glyphCount == 3)
    #expect(TestSupport.count(output.image, where: TestSupport.isColourful) > 200)
  }

  @Test func mixedScriptsShareOneLine() throws {
    let renderer = TextRenderer()
    let measured = renderer.measure(LabelDrawing(text: "Hi 你好 👋 @bob"), width: 300)
    #expect(measured.lines == 1 && measured.width > 60)
  }

  @Test func highlightRectsFollowMultiByteCharacters() throws {
    let renderer = TextRenderer()
    let text = "你好，世界 😀 ok"
    // "世界" follows two ideographs and a full-width comma, 3 bytes each; the emoji is 4 bytes.
    let world = TestSupport.highlight(9, 15, Color(r: 255, g: 0, b: 0))
    let emoji = TestSupport.highlight(16, 20, Color(r: 255, g: 0, b: 0))
    let style = LabelDrawing(text: text, font: "DejaVu Sans 20", highlights: [world, emoji])
    let output = try renderer.render(RenderSpec(width: 300, height: 40, scale: 2, text: style))
    let worldRect = try #require(output.highlightRects.first?.first)
    let emojiRect = try #require(output.highlightRects.last?.first)
    let full = renderer.measure(LabelDrawing(text: "你好，", font: "DejaVu Sans 20"), width: 300)
    #expect(abs(worldRect.x - full.width) < 0.5)
    #expect(abs(worldRect.width - 2 * full.width / 3) < 1)
    #expect(emojiRect.x > worldRect.maxX && emojiRect.width > 10)
    #expect(TestSupport.count(output.image) { $0.a > 200 && $0.r > 200 && $0.g < 80 } > 100)
  }
}
