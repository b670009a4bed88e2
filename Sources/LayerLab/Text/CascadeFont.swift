/// Which characters of a text iOS sets in a font other than the one asked for: what the
/// `fallback.glyph` price is paid on.
///
/// The system font (San Francisco) covers Latin, Greek and Cyrillic, general punctuation and
/// currency signs; a character outside it — Chinese, Japanese, Korean, Arabic, Thai, an emoji —
/// makes Core Text look it up in the font's cascade list (PingFang, Hiragino, Apple Color
/// Emoji, …) and lay that stretch out as a run in the other font (Apple's Core Text reference:
/// `CTFontCopyDefaultCascadeListForLanguages`, `kCTFontCascadeListAttribute`). The count is
/// made from the text, not from the host's fonts, because the host's fallbacks are not the
/// phone's: it is what an iPhone would fall back on, whatever Pango found here.
///
/// A character is counted once: an emoji sequence (joiners, variation selectors, skin-tone
/// modifiers) is one glyph, as Core Text draws it; an object replacement character (YYText's
/// attachments: emoticon images, link icons) counts as one, a run apart from the font's text —
/// an ESTIMATE that its cost is a fallback run's.
public enum CascadeFont {
  /// How many characters of `text` iOS would set in a cascade font.
  public static func count(in text: String) -> Int {
    var count = 0
    var joined = false
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x0530 {
        joined = false
        continue
      }
      if isJoiningMark(value) {
        joined = value == 0x200D
        continue
      }
      if !joined && !isSystemFont(value) { count += 1 }
      joined = false
    }
    return count
  }

  /// Scalars that join or modify the character before them rather than being one.
  static func isJoiningMark(_ value: UInt32) -> Bool {
    value == 0x200D || (0xFE00...0xFE0F).contains(value)
      || (0x1F3FB...0x1F3FF).contains(value) || (0xE0020...0xE007F).contains(value)
  }

  /// Ranges San Francisco covers beyond the first 0x530 scalars (Latin, IPA, Greek,
  /// Cyrillic): Latin Extended Additional, Greek Extended, general punctuation, super- and
  /// subscripts, currency signs, letterlike symbols and number forms.
  static func isSystemFont(_ value: UInt32) -> Bool {
    (0x1E00...0x1FFF).contains(value) || (0x2000...0x218F).contains(value)
  }
}
