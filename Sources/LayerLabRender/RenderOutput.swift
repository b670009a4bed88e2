/// What one render hands back: the finished bitmap, where the time went, how much text was
/// drawn, and where the highlighted ranges ended up.
///
/// Why glyph and line counts travel with the image: the simulated pipeline prices text work by
/// glyphs and lines, and reading them off the layout that was actually drawn avoids a second,
/// possibly different, layout pass. Why the pass list: `YYTextLayout` polls its cancel flag
/// before each drawing pass, so the simulation needs the cost of every pass to know how much
/// work a cancelled draw really did. Why highlight rectangles: `VVeboLabel` keeps the frames
/// of its links to match taps, and they can only come from the layout that was drawn.
public struct RenderOutput: Sendable {
  /// The finished, immutable bitmap — a 1 × 1 stand-in when `drawn` is false.
  public let image: RenderedImage
  /// False when the renderer was told no pixel would be read (`TextRenderer.drawsPixels`):
  /// the counts, passes and size are a drawn render's, the pixels were never made.
  public private(set) var drawn: Bool
  /// The bitmap's size in device pixels, drawn or not.
  public private(set) var pixelWidth: Int
  public private(set) var pixelHeight: Int
  /// Host microseconds per stage; `timing.text` is the sum of `passes`.
  public let timing: RenderTiming
  /// Glyphs Pango laid out, including an ellipsis glyph; 0 without text or with empty text.
  /// For a cell: the glyphs of all its small texts.
  public let glyphCount: Int
  /// Visible lines after ellipsizing; 0 without text or with empty text; 1 for a cell.
  public let lineCount: Int
  /// Device pixels covered by colour bitmap glyphs (emoji), which are drawn as pictures
  /// (`ColorGlyphs.colorGlyphArea`); 0 for a cell or an image.
  public let colorGlyphPixels: Int
  /// The drawing passes that drew something, in drawing order, each with its host time.
  public let passes: [PassTiming]
  /// One list per `LabelDrawing.highlights` element, in the same order: the rectangles, in points
  /// and bitmap coordinates, that the highlighted range covers, one per laid-out line it spans.
  /// Empty for a range that is out of bounds or hidden by truncation.
  public let highlightRects: [[Rect]]
  /// True when the layout came from the renderer's layout cache instead of being built.
  public let layoutCacheHit: Bool
  /// Device pixels of the boxes a flattened cell filled behind its texts (0 otherwise).
  public let filledPixels: Int

  /// Bundles the results of one render. The newer fields default to "none", so code written
  /// before passes, highlights and the cache existed keeps compiling.
  public init(
    image: RenderedImage,
    timing: RenderTiming,
    glyphCount: Int,
    lineCount: Int,
    passes: [PassTiming] = [],
    highlightRects: [[Rect]] = [],
    layoutCacheHit: Bool = false,
    colorGlyphPixels: Int = 0,
    filledPixels: Int = 0
  ) {
    self.filledPixels = filledPixels
    self.image = image
    self.drawn = true
    self.pixelWidth = image.pixelWidth
    self.pixelHeight = image.pixelHeight
    self.timing = timing
    self.glyphCount = glyphCount
    self.lineCount = lineCount
    self.colorGlyphPixels = colorGlyphPixels
    self.passes = passes
    self.highlightRects = highlightRects
    self.layoutCacheHit = layoutCacheHit
  }

  /// An output whose pixels were not drawn: `drawn` false, a `width` × `height` px size and
  /// a 1 × 1 stand-in image; everything else as a drawn render's.
  public init(
    undrawnWidth width: Int, height: Int, timing: RenderTiming, glyphCount: Int,
    lineCount: Int, passes: [PassTiming], highlightRects: [[Rect]] = [],
    layoutCacheHit: Bool = false, colorGlyphPixels: Int = 0, filledPixels: Int = 0
  ) {
    self.init(
      image: RenderedImage.standIn, timing: timing, glyphCount: glyphCount,
      lineCount: lineCount, passes: passes, highlightRects: highlightRects,
      layoutCacheHit: layoutCacheHit, colorGlyphPixels: colorGlyphPixels,
      filledPixels: filledPixels)
    self.drawn = false
    self.pixelWidth = width
    self.pixelHeight = height
  }

  /// The pass names in order, e.g. `["shadow", "underline", "text", "strikethrough"]`.
  public var passNames: [String] { passes.map(\.name) }
}

/// The host time of one drawing pass.
///
/// Why names and not an enum: label passes follow `YYTextLayout` ("shadow", "underline",
/// "text", "strikethrough"), a flattened cell's follow VVebo's `draw` ("fills", "texts") and
/// an image's its pipeline ("decode", "draw"); the simulation only shows and sums them, and
/// strings keep the list open for other kinds of drawing without breaking callers that switch
/// over it.
public struct PassTiming: Sendable, Equatable {
  /// The pass, e.g. `"text"`.
  public var name: String
  /// Host microseconds spent in it (monotonic clock).
  public var micros: Double

  /// Creates a pass timing.
  public init(name: String, micros: Double) {
    self.name = name
    self.micros = micros
  }

  /// The sum of the passes' times, added in order, so that it equals `RenderTiming.text` to
  /// the last bit.
  static func total(_ passes: [PassTiming]) -> Double {
    passes.reduce(0) { $0 + $1.micros }
  }
}
