/// A YYLabel-like text label whose layer is a YYAsyncLayer.
///
/// Like YYLabel it displays synchronously by default and, when asynchronous, clears its
/// contents before a redraw (`clearContentsBeforeAsynchronouslyDisplay`), so a changed label
/// shows blank until the new bitmap lands.
public final class LabelView: View {
  public let name: String
  public let kind = ViewKind.label
  public let layer: Layer
  public internal(set) var text = ""
  public internal(set) var font = "DejaVu Sans 17"
  public internal(set) var textColor = Color.black
  public internal(set) var numberOfLines = 1
  public internal(set) var lineSpacing = 0.0
  public internal(set) var textAlignment = TextAlignment.natural
  public internal(set) var clearContentsBeforeAsynchronouslyDisplay = true
  public internal(set) var commit = CommitMode.direct
  public internal(set) var highlights = true
  public internal(set) var highlightColor = Highlight.vveboBlue
  public internal(set) var shadowColor: Color?
  public internal(set) var shadowOffset = (x: 0.0, y: 1.0)
  public internal(set) var shadowBlur = 0.0
  public internal(set) var underline = false
  public internal(set) var strikethrough = false

  init(name: String, frame: Rect) {
    self.name = name
    self.layer = Layer(name: name, frame: frame)
  }

  /// Every property `new label` and `NAME.PROP = VALUE` accept, in `show` order.
  public static let properties: [PropertyInfo] = [
    PropertyInfo("text", .text, "the string drawn"),
    PropertyInfo("font", .font, "a Pango font description, e.g. \"DejaVu Sans 17\""),
    PropertyInfo("textColor", .color(optional: false), "colour of the text"),
    PropertyInfo("backgroundColor", .color(optional: true), "layer background; nil for none"),
    PropertyInfo("opaque", .bool, "opaque layers fill their bitmap (white under translucency)"),
    PropertyInfo("frame", .rect, "x,y,width,height in points"),
    PropertyInfo("numberOfLines", .integer(0...1000), "0 = unlimited; else truncate with …"),
    PropertyInfo("lineSpacing", .number(0...1000), "extra points between lines"),
    PropertyInfo(
      "textAlignment", .choice(TextAlignment.allCases.map(\.rawValue)), "horizontal alignment"),
    PropertyInfo("displaysAsynchronously", .bool, "draw on a render queue instead of main"),
    PropertyInfo(
      "clearContentsBeforeAsynchronouslyDisplay", .bool,
      "blank the old bitmap when an async redraw starts"),
    PropertyInfo(
      "commit", .choice(CommitMode.allCases.map(\.rawValue)),
      "direct: setters call setNeedsDisplay; transaction: through YYTransaction"),
    PropertyInfo("highlights", .bool, "colour @mentions, #topics# and URLs (VVeboLabel); off/on"),
    PropertyInfo("highlightColor", .color(optional: false), "the colour of highlights"),
    PropertyInfo("shadowColor", .color(optional: true), "text shadow colour; nil for none"),
    PropertyInfo("shadowOffset", .size(-100...100), "text shadow offset dx,dy in points"),
    PropertyInfo("shadowBlur", .number(0...100), "text shadow blur radius in points"),
    PropertyInfo("underline", .bool, "underline the text (its own drawing pass)"),
    PropertyInfo("strikethrough", .bool, "strike the text through (its own drawing pass)"),
  ]

  /// Label methods: the common ones only.
  public static let methods = MethodInfo.common

  public func drawContent() -> DrawContent {
    .label(drawing)
  }

  /// The label's text attributes as a draw task captures them.
  public var drawing: LabelDrawing {
    LabelDrawing(
      text: text, font: font, textColor: textColor, alignment: textAlignment,
      lineSpacing: lineSpacing, numberOfLines: numberOfLines,
      highlights: highlights ? HighlightScanner.scan(text, color: highlightColor) : [],
      shadow: shadowColor.map {
        TextShadowStyle(
          color: $0, offsetX: shadowOffset.x, offsetY: shadowOffset.y, blur: shadowBlur)
      }, underline: underline, strikethrough: strikethrough)
  }

  public func value(of property: String) -> PropertyValue? {
    switch property {
    case "text": .text(text)
    case "font": .text(font)
    case "textColor": .color(textColor)
    case "backgroundColor": .color(layer.backgroundColor)
    case "opaque": .bool(layer.opaque)
    case "frame": .rect(layer.frame)
    case "numberOfLines": .integer(numberOfLines)
    case "lineSpacing": .number(lineSpacing)
    case "textAlignment": .choice(textAlignment.rawValue)
    case "displaysAsynchronously": .bool(layer.displaysAsynchronously)
    case "clearContentsBeforeAsynchronouslyDisplay":
      .bool(clearContentsBeforeAsynchronouslyDisplay)
    case "commit": .choice(commit.rawValue)
    case "highlights": .bool(highlights)
    case "highlightColor": .color(highlightColor)
    case "shadowColor": .color(shadowColor)
    case "shadowOffset": .size(shadowOffset.x, shadowOffset.y)
    case "shadowBlur": .number(shadowBlur)
    case "underline": .bool(underline)
    case "strikethrough": .bool(strikethrough)
    default: nil
    }
  }
}
