/// A text label: YYLabel on a YYAsyncLayer by default, or AsyncDraw's ADLabel on an ADLayer
/// (`layerClass=ad`); the layer's class decides the rest (`LayerClass`).
///
/// Like YYLabel it displays synchronously by default and, when asynchronous, clears its
/// contents before a redraw (`clearContentsBeforeAsynchronouslyDisplay`), so a changed label
/// shows blank until the new bitmap lands. An ADLabel always draws asynchronously, never
/// clears or fades, and its setters defer the redraw through ADManager's task set.
///
/// A table cell's labels under strategy sync stand for UIKit's UILabels. A UILabel measures
/// its text before drawing it (`drawTextInRect:` centres the text vertically, so it sizes it
/// first: an xtrace of UILabel's drawing, Stack Overflow 30759598, shows `_drawTextInRect:
/// baselineCalculationOnly:` handing `drawWithRect:` a rect exactly as tall as the text) and
/// draws from the layout that measure made — the drawing context it measures with keeps it
/// (`NSStringDrawingContext`'s layout caching, read from UIKit's class dumps: SECONDARY; no
/// primary source says it typesets twice) — so its draw is priced as one layout, like a
/// YYLabel's. Issue 41: pricing a second typeset added 63 % to a 320-glyph sync label.
public final class LabelView: View {
  public let name: String
  public let kind = ViewKind.label
  public let layer: Layer
  public internal(set) var text = ""
  /// How it sets its text: font, colour, lines, alignment, highlights, shadow, decorations.
  public internal(set) var style = LabelStyle()
  public internal(set) var clearContentsBeforeAsynchronouslyDisplay = true
  /// YYLabel's `fadeOnAsynchronouslyDisplay` (default YES): new contents from an async draw
  /// fade in over `kAsyncFadeDuration`, a CATransition on `contents` (ibireme/YYText
  /// `YYLabel.m`, `newAsyncDisplayTask`'s didDisplay).
  public internal(set) var fadeOnAsynchronouslyDisplay = true
  public internal(set) var commit = CommitMode.direct
  /// The last text scanned for highlights, in which colour, and what was found: a label's
  /// draw is captured more than once from the same text (when its cell is configured, for
  /// the renderer to begin its layout, then when it is displayed), and the scan's regular
  /// expressions cost more than the rest of the capture.
  private var scanned: (text: String, color: Color, highlights: [Highlight])?

  init(name: String, frame: Rect) {
    self.name = name
    self.layer = Layer(name: name, frame: frame)
  }

  /// Label methods: the common ones only.
  public static let methods = MethodInfo.common

  /// A label always draws its text: an empty layer is a blank.
  public var expectsContent: Bool { true }

  public func drawContent() -> DrawContent? {
    .label(drawing)
  }

  /// The label's text attributes as a draw task captures them.
  public var drawing: LabelDrawing { style.drawing(of: text, highlights: highlights) }

  /// The highlights its text shows (none unless the style scans for them).
  private var highlights: [Highlight] {
    guard style.highlights else { return [] }
    let color = style.highlightColor
    if let scanned, scanned.color == color, scanned.text == text { return scanned.highlights }
    let found = HighlightScanner.scan(text, color: color)
    scanned = (text, color, found)
    return found
  }
}
