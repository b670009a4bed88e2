/// A highlighted range of a label's text: an @mention, a #topic# or a URL (VVeboLabel).
public struct Highlight: Sendable, Equatable {
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
