/// Everything that decides how a label's text looks, independent of where it is drawn.
///
/// Why a separate value from `RenderSpec`: the same style is both measured (for
/// `sizeThatFits`-style layout passes, which know no height) and rendered (which does), so the
/// style must travel without a box. Values are stored as given; the renderer sanitises them
/// (negative line counts mean unlimited, negative spacing means none) the way UIKit tolerates
/// out-of-range `UILabel` properties instead of crashing.
public struct TextStyle: Sendable, Equatable, Hashable {
  /// The string to lay out. NUL characters are dropped before it reaches Pango, which would
  /// otherwise stop reading at the first one.
  public var text: String
  /// A Pango font description such as `"DejaVu Sans 17"` or `"DejaVu Sans Bold 12"`; sizes are
  /// points (the renderer runs Pango at 72 dpi). A description without a size gets 17 pt, the
  /// `UILabel` default.
  public var font: String
  /// Text colour, straight alpha.
  public var color: Color
  /// Horizontal alignment of every line.
  public var alignment: TextAlignment
  /// Extra points between lines (`NSParagraphStyle.lineSpacing`); not added after the last line.
  public var lineSpacing: Double
  /// 0 = unlimited; N > 0 = at most N lines, the last one ending in "…" when text is cut
  /// (`UILabel.numberOfLines` with truncation tail). Negative values count as 0.
  public var numberOfLines: Int
  /// Coloured ranges (links, mentions), drawn in their colour in the text pass; the render
  /// reports one list of rectangles per highlight, in this order. Empty by default.
  public var highlights: [TextHighlight]
  /// A shadow drawn in its own pass before the text; nil (the default) draws none.
  public var shadow: TextShadow?
  /// Draws a line under every laid-out line, in its own pass before the text.
  public var underline: Bool
  /// Draws a line through every laid-out line, in its own pass after the text.
  public var strikethrough: Bool

  /// The font `UILabel` uses when nothing else is said: the system font at 17 pt. DejaVu Sans
  /// stands in for San Francisco because it is the one family guaranteed to be installed.
  public static let defaultFont = "DejaVu Sans 17"

  /// Creates a style; the defaults are those of a fresh `UILabel` (17 pt, black, natural
  /// alignment, no extra spacing, one line, no highlights, shadow or decorations).
  public init(
    text: String = "",
    font: String = TextStyle.defaultFont,
    color: Color = .black,
    alignment: TextAlignment = .natural,
    lineSpacing: Double = 0,
    numberOfLines: Int = 1,
    highlights: [TextHighlight] = [],
    shadow: TextShadow? = nil,
    underline: Bool = false,
    strikethrough: Bool = false
  ) {
    self.text = text
    self.font = font
    self.color = color
    self.alignment = alignment
    self.lineSpacing = lineSpacing
    self.numberOfLines = numberOfLines
    self.highlights = highlights
    self.shadow = shadow
    self.underline = underline
    self.strikethrough = strikethrough
  }

  /// The line limit the layout really uses: negative values mean unlimited, like 0.
  var effectiveLineLimit: Int { max(0, numberOfLines) }

  /// The spacing the layout really uses: UIKit ignores negative `lineSpacing`, and a non-finite
  /// value cannot be turned into Pango units, so both become 0.
  var effectiveLineSpacing: Double {
    guard lineSpacing.isFinite, lineSpacing > 0 else { return 0 }
    return min(lineSpacing, TextStyle.maxLineSpacing)
  }

  /// Upper bound for `lineSpacing` in points, so the value always fits Pango's 32-bit units.
  static let maxLineSpacing = 100_000.0

  /// The text as handed to Pango: without NUL characters, which C strings cannot carry.
  var pangoText: String {
    text.utf8.contains(0) ? TextStyle.removingNULs(text) : text
  }

  /// Removes NUL characters; only called when one is present, so the common path never copies.
  private static func removingNULs(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\u{0}" }))
  }
}
