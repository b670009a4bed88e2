import LayerLabRender
import Testing

/// Glyph counts are what the model prices text by, so they must be what a Core Text layout
/// makes: one glyph per ideograph and one per emoji cluster — a ZWJ sequence, a flag, a
/// keycap, a skin tone or a variation selector included — and no glyph Core Text does not
/// draw, such as a hyphen at a line break inside a word (UILabel does not hyphenate).
@Suite struct ClusterGlyphTests {
  func glyphs(_ text: String, width: Double = 300, lineBreak: LineBreakMode = .word) throws -> (
    glyphs: Int, lines: Int
  ) {
    let style = LabelDrawing(
      text: text, font: "DejaVu Sans 14", numberOfLines: 0, lineBreak: lineBreak)
    let output = try TextRenderer().render(
      RenderSpec(width: width, height: 400, scale: 2, text: style))
    return (output.glyphCount, output.lineCount)
  }

  @Test(arguments: [
    ("等等等等等", 5), ("😊😄😂😭💗🌹😳😫🤮😛", 10), ("❤️", 1), ("👨‍👩‍👧", 1), ("🇨🇳", 1),
    ("👍🏽", 1), ("1️⃣", 1), ("🏳️‍🌈", 1), ("此demo主要，；", 9), ("等\u{FFFD}", 2),
  ])
  func oneGlyphPerCluster(text: String, expected: Int) throws {
    #expect(text.count == expected)
    for mode in LineBreakMode.allCases {
      #expect(try glyphs(text, lineBreak: mode).glyphs == expected, "\(mode)")
    }
  }

  @Test func aCharacterWrappedLineEndingMidWordGetsNoHyphen() throws {
    let text = String(repeating: "UITableView", count: 6)
    let wrapped = try glyphs(text, width: 100, lineBreak: .char)
    #expect(wrapped.lines > 3)
    #expect(wrapped.glyphs == text.count)
  }

  @Test func aWordTooLongForItsLineBreaksWithoutAHyphen() throws {
    let text = "a " + String(repeating: "abcdefghij", count: 6)
    let wrapped = try glyphs(text, width: 100, lineBreak: .word)
    #expect(wrapped.lines > 3)
    #expect(wrapped.glyphs == text.count)
  }
}
