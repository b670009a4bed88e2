/// A text label: YYLabel on a YYAsyncLayer by default, or AsyncDraw's ADLabel on an ADLayer
/// (`layerClass=ad`); the layer's class decides the rest (`LayerClass`).
///
/// Like YYLabel it displays synchronously by default and, when asynchronous, clears its
/// contents before a redraw (`clearContentsBeforeAsynchronouslyDisplay`), so a changed label
/// shows blank until the new bitmap lands. An ADLabel always draws asynchronously, never
/// clears or fades, and its setters defer the redraw through ADManager's task set.
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
  public internal(set) var highlights = true
  public internal(set) var highlightColor = Highlight.vveboBlue
  public internal(set) var lineBreakMode = LineBreakMode.word
  /// How it gets drawn: YYLabel's display switches, and whether it is a UILabel.
  private var display = LabelDisplay()
  /// What decorates the glyphs: a shadow, underline, strikethrough.
  private var decoration = TextDecoration()

  /// YYLabel's `clearContentsBeforeAsynchronouslyDisplay` (default YES).
  public internal(set) var clearContentsBeforeAsynchronouslyDisplay: Bool {
    get { display.clearsFirst }
    set { display.clearsFirst = newValue }
  }
  /// YYLabel's `fadeOnAsynchronouslyDisplay` (default YES).
  public internal(set) var fadeOnAsynchronouslyDisplay: Bool {
    get { display.fades }
    set { display.fades = newValue }
  }
  /// How a setter gets it redrawn.
  public internal(set) var commit: CommitMode {
    get { display.commit }
    set { display.commit = newValue }
  }
  /// Whether it stands for a UILabel (``LabelDisplay/measuresBeforeDrawing``).
  var measuresBeforeDrawing: Bool {
    get { display.measuresBeforeDrawing }
    set { display.measuresBeforeDrawing = newValue }
  }
  public internal(set) var shadowColor: Color? {
    get { decoration.shadowColor }
    set { decoration.shadowColor = newValue }
  }
  public internal(set) var shadowOffset: (x: Double, y: Double) {
    get { decoration.shadowOffset }
    set { decoration.shadowOffset = newValue }
  }
  public internal(set) var shadowBlur: Double {
    get { decoration.shadowBlur }
    set { decoration.shadowBlur = newValue }
  }
  public internal(set) var underline: Bool {
    get { decoration.underline }
    set { decoration.underline = newValue }
  }
  public internal(set) var strikethrough: Bool {
    get { decoration.strikethrough }
    set { decoration.strikethrough = newValue }
  }

  init(name: String, frame: Rect) {
    self.name = name
    self.layer = Layer(name: name, frame: frame)
  }

  /// Label methods: the common ones only.
  public static let methods = MethodInfo.common

  public func drawContent() -> DrawContent? {
    .label(drawing)
  }

  /// The label's text attributes as a draw task captures them.
  public var drawing: LabelDrawing {
    LabelDrawing(
      text: text, font: font, textColor: textColor, alignment: textAlignment,
      lineSpacing: lineSpacing, numberOfLines: numberOfLines,
      highlights: highlights ? HighlightScanner.scan(text, color: highlightColor) : [],
      shadow: decoration.shadow, underline: underline, strikethrough: strikethrough,
      lineBreak: lineBreakMode)
  }
}

/// A label's display switches: YYLabel's (clear before an async draw, fade in its result, how
/// a setter asks for the redraw) and whether it stands for a UILabel.
struct LabelDisplay {
  /// YYLabel's `clearContentsBeforeAsynchronouslyDisplay` (default YES): a changed label shows
  /// blank until its new bitmap lands.
  var clearsFirst = true
  /// YYLabel's `fadeOnAsynchronouslyDisplay` (default YES): new contents from an async draw
  /// fade in over `kAsyncFadeDuration`, a CATransition on `contents` (ibireme/YYText
  /// `YYLabel.m`, `newAsyncDisplayTask`'s didDisplay).
  var fades = true
  var commit = CommitMode.direct
  /// Whether it stands for a UILabel, which measures its text before it draws it: its
  /// `drawTextInRect:` centres the text vertically in its bounds, so it sizes the text first
  /// (an xtrace of UILabel's drawing, Stack Overflow 30759598, shows `_drawTextInRect:
  /// baselineCalculationOnly:` handing `drawWithRect:` a rect exactly as tall as the text,
  /// centred in the bounds), then typesets it again to draw. A YYLabel or an ADLabel draws the
  /// one layout it made. Set for a table cell's labels under strategy sync (UIKit's labels).
  var measuresBeforeDrawing = false
}

/// What decorates a label's glyphs without moving them: a text shadow, underline and
/// strikethrough.
struct TextDecoration {
  var shadowColor: Color?
  var shadowOffset = (x: 0.0, y: 1.0)
  var shadowBlur = 0.0
  var underline = false
  var strikethrough = false

  /// The shadow as the renderer takes it (nil without a colour).
  var shadow: TextShadowStyle? {
    shadowColor.map {
      TextShadowStyle(color: $0, offsetX: shadowOffset.x, offsetY: shadowOffset.y, blur: shadowBlur)
    }
  }
}
