import Testing

@testable import LayerLab

/// Which characters an iPhone sets in a cascade font (issue 41's `fallback.glyph`).
struct CascadeFontTests {
  @Test(arguments: [
    ("Hello, world — 5 €", 0),
    ("Ünïcödé Ελληνικά Кириллица", 0),
    ("我家这个好忠犬啊", 8),
    ("iPhone 6s官方", 2),
    ("日本語のテキスト", 8),
    ("👍🏽", 1),
    ("👨‍👩‍👧", 1),
    ("❤️", 1),
    ("a\u{FFFC}b", 1),
  ])
  func countsCharactersTheSystemFontLacks(_ text: String, _ expected: Int) {
    #expect(CascadeFont.count(in: text) == expected, "\(text)")
  }

  @Test func aRenderNeverCountsMoreFallbackGlyphsThanItLaidOut() {
    #expect(RenderCounts(pixels: 0, glyphs: 3, lines: 1, fallbackGlyphs: 10).fallbackGlyphs == 3)
  }
}
