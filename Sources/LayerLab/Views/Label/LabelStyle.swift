/// How a label sets its text: UILabel's and YYLabel's text properties (font, colour, lines,
/// spacing, alignment, wrapping, VVeboLabel's highlights, the glyph shadow, decorations and
/// insets),
/// as one value. The property table reads and writes it, a prototype's cells copy it, and a
/// draw captures it with the text (``drawing(of:)``) — the `LabelDrawing` the renderer speaks.
///
/// Why a value of its own: these fields change together as "the label's look" and mean the
/// same in every layer class, while the label itself keeps what is about its display (its
/// layer, its class's switches, how it commits).
public struct LabelStyle: Sendable {
  public var font = "DejaVu Sans 17"
  public var textColor = Color.black
  public var numberOfLines = 1
  public var lineSpacing = 0.0
  public var textAlignment = TextAlignment.natural
  public var lineBreakMode = LineBreakMode.word
  /// VVeboLabel's colouring of @mentions, #topics# and URLs.
  public var highlights = true
  public var highlightColor = Highlight.vveboBlue
  /// The glyphs' shadow (`shadowColor` nil for none), in points.
  public var shadowColor: Color?
  public var shadowOffset = (x: 0.0, y: 1.0)
  public var shadowBlur = 0.0
  public var underline = false
  public var strikethrough = false
  /// Padding between the bounds and the text (YYLabel's `textContainerInset`).
  public var textContainerInset = EdgeInsets.zero

  public init() {}

  /// What a draw of `text` in this style captures, with the highlights found in it (scanned
  /// by the label, which keeps its last scan: see `LabelView`).
  func drawing(of text: String, highlights: [Highlight]) -> LabelDrawing {
    LabelDrawing(
      text: text, font: font, textColor: textColor, alignment: textAlignment,
      lineSpacing: lineSpacing, numberOfLines: numberOfLines,
      highlights: highlights,
      shadow: shadowColor.map {
        TextShadowStyle(
          color: $0, offsetX: shadowOffset.x, offsetY: shadowOffset.y, blur: shadowBlur)
      }, underline: underline, strikethrough: strikethrough, lineBreak: lineBreakMode,
      insets: textContainerInset)
  }
}
