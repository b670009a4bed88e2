/// A label's text attributes as its draw task sees them: everything that decides how the text
/// looks, independent of where it is drawn.
///
/// Why the model and the renderer share this one type: the model captures it at display time
/// and the renderer lays it out, measures it and draws it, so a mirrored copy on each side
/// only added a field-by-field conversion per draw. Why it carries no box: the same text is
/// both measured (for `sizeThatFits`-style layout passes, which know no height) and rendered
/// (which does). Values are stored as given; the renderer sanitises them (negative line counts
/// mean unlimited, negative spacing means none) the way UIKit tolerates out-of-range
/// `UILabel` properties instead of crashing.
public struct LabelDrawing: Sendable, Equatable, Hashable {
  /// The string to lay out. NUL characters are dropped before it reaches Pango, which would
  /// otherwise stop reading at the first one.
  public var text: String
  /// A Pango font description such as `"DejaVu Sans 17"` or `"DejaVu Sans Bold 12"`; sizes are
  /// points (the renderer runs Pango at 72 dpi). A description without a size gets 17 pt.
  public var font: String
  /// Text colour, straight alpha.
  public var textColor: Color
  /// Horizontal alignment of every line.
  public var alignment: TextAlignment
  /// Extra points between lines (`NSParagraphStyle.lineSpacing`); not added after the last line.
  public var lineSpacing: Double
  /// 0 = unlimited; N > 0 = at most N lines, the last one ending in "…" when text is cut
  /// (`UILabel.numberOfLines` with truncation tail). Negative values count as 0.
  public var numberOfLines: Int
  /// Mentions, topics and URLs to colour (VVeboLabel), in the order found; the render reports
  /// one list of rectangles per highlight, in this order.
  public var highlights: [Highlight]
  /// A shadow drawn in its own pass before the text; nil draws none.
  public var shadow: TextShadowStyle?
  /// Draws a line under every laid-out line, in its own pass before the text.
  public var underline: Bool
  /// Draws a line through every laid-out line, in its own pass after the text.
  public var strikethrough: Bool
  /// Where lines may break (UILabel's `lineBreakMode`, wrapping modes only).
  public var lineBreak: LineBreakMode
  /// Space between the bounds and the text (`textContainerInset`): the text wraps at the
  /// width inside them, is drawn inside them, and every measured size includes them.
  public var insets: EdgeInsets

  /// The font `UILabel` uses when nothing else is said: the system font at 17 pt. DejaVu Sans
  /// stands in for San Francisco because it is the one family guaranteed to be installed.
  public static let defaultFont = "DejaVu Sans 17"

  /// Creates a label's drawing; the defaults are those of a fresh `UILabel` (17 pt, black,
  /// natural alignment, no extra spacing, one line, no highlights, shadow, decorations or
  /// insets).
  public init(
    text: String = "", font: String = LabelDrawing.defaultFont, textColor: Color = .black,
    alignment: TextAlignment = .natural, lineSpacing: Double = 0, numberOfLines: Int = 1,
    highlights: [Highlight] = [], shadow: TextShadowStyle? = nil, underline: Bool = false,
    strikethrough: Bool = false, lineBreak: LineBreakMode = .word, insets: EdgeInsets = .zero
  ) {
    self.text = text
    self.font = font
    self.textColor = textColor
    self.alignment = alignment
    self.lineSpacing = lineSpacing
    self.numberOfLines = numberOfLines
    self.highlights = highlights
    self.shadow = shadow
    self.underline = underline
    self.strikethrough = strikethrough
    self.lineBreak = lineBreak
    self.insets = insets
  }
}
