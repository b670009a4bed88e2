/// A highlighted range of a label's text: an @mention, a #topic# or a URL, as `VVeboLabel`
/// colours them and keeps their rectangles so taps can be matched.
///
/// Why UTF-8 byte offsets and not `String.Index` or character counts: they are what Pango's
/// attributes and hit-testing speak, they survive `Sendable`/`Hashable` transport (an index
/// does not outlive its string), and they are unambiguous for CJK and emoji, where
/// "characters" means three different things. The renderer widens offsets inside a multi-byte
/// character to the whole character; a range that is empty or lies outside the text colours
/// nothing.
public struct Highlight: Sendable, Equatable, Hashable {
  /// What the pattern found.
  public enum Kind: String, Sendable {
    case mention
    case topic
    case url
  }

  public var kind: Kind
  /// The range as UTF-8 byte offsets, half-open: what Pango's attributes take.
  public var utf8Start: Int
  public var utf8End: Int
  /// The highlighted text itself, for `show`.
  public var text: String
  /// The colour the range is drawn in, replacing the label's text colour there.
  public var color: Color

  public init(kind: Kind, utf8Start: Int, utf8End: Int, text: String, color: Color) {
    self.kind = kind
    self.utf8Start = utf8Start
    self.utf8End = utf8End
    self.text = text
    self.color = color
  }

  /// VVeboLabel's highlight colour, (106, 140, 181).
  public static let vveboBlue = Color(r: 106, g: 140, b: 181)
}
