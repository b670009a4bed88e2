/// Draws a layer's contents: the one place where the model reaches real pixels.
///
/// The model calls it with a snapshot of the layer's drawable state and gets a bitmap and
/// the host time of each stage back. It must behave as a pure function of the request, so
/// the engine may run it early or charge cancelled work at its true cost. The Pango/Cairo
/// implementation lives outside this module; tests use a double.
public protocol LayerRenderer: AnyObject {
  /// Renders `request` and reports how long each stage took on the host.
  func render(_ request: RenderRequest) throws(ModelError) -> RenderResult
  /// Renders `request` and reports the stages of the fastest of `timingRuns` renders of it,
  /// each laying its text out as the first did (afresh or from the cache): what `clock
  /// measured` charges (see `PangoLayerRenderer`).
  func render(_ request: RenderRequest, timingRuns: Int) throws(ModelError) -> RenderResult
  /// Runs `body` with every text laid out afresh, as if no layout were cached: how the
  /// reference workload is timed however often it is measured in one process.
  func withFreshLayouts<T>(_ body: () throws(ModelError) -> T) throws(ModelError) -> T
  /// The laid-out height of a label's text at a wrap width, for VVebo-style cell heights
  /// that follow their text.
  func measure(_ label: LabelDrawing, width: Double) -> TextMeasure
  /// The heights of many labels at one wrap width, in order: what a table's reload asks for
  /// every row. A renderer may spread the work over the host's cores (the answers are the
  /// same as one `measure` each, so the model cannot tell).
  func measure(_ labels: [LabelDrawing], width: Double) -> [TextMeasure]
  /// `measure(_:width:)` of many labels, begun now and read with
  /// ``Pending/finish()``: a renderer may measure them on the host's other cores
  /// while the caller builds the next batch.
  func startMeasuring(_ labels: [LabelDrawing], width: Double) -> Pending<[TextMeasure]>
  /// Says a render of `request` is queued and will run under `clock model` (one untimed run,
  /// its pixels drawn only when read): a renderer may lay its text out on another core
  /// meanwhile, for that render to take. What the render returns must not change.
  func prefetch(_ request: RenderRequest)
  /// The picture the image pipeline would show for `url`, made without the pipeline, for
  /// `clock measured`'s calibration probes; nil when the renderer cannot make pictures.
  func probePicture(url: String) -> ImageAsset?
  /// Paints `screen` into one screen-sized bitmap: `save screen`. The renderer owns how a
  /// `LayerStyle` becomes pixels, here as in the layers it draws, so the shell composites
  /// nothing itself.
  func composite(_ screen: ScreenComposite) throws(ModelError) -> any Bitmap
  /// `bitmap` encoded as a PNG file's bytes; nil when this renderer did not make it.
  func pngData(of bitmap: any Bitmap) throws(ModelError) -> [UInt8]?
}

extension LayerRenderer {
  /// Renderers without pixels (test doubles) cannot paint a screen.
  public func composite(_ screen: ScreenComposite) throws(ModelError) -> any Bitmap {
    throw ModelError("this renderer draws no pixels; save screen needs the Pango/Cairo renderer")
  }

  /// Renderers without pixels (test doubles) have none to encode.
  public func pngData(of bitmap: any Bitmap) throws(ModelError) -> [UInt8]? { nil }

  /// Renderers that make no pictures (test doubles) calibrate without one.
  public func probePicture(url: String) -> ImageAsset? { nil }

  /// Renderers whose timings are not real (test doubles) render once.
  public func render(_ request: RenderRequest, timingRuns: Int) throws(ModelError) -> RenderResult {
    try render(request)
  }

  /// One label after another.
  public func measure(_ labels: [LabelDrawing], width: Double) -> [TextMeasure] {
    labels.map { measure($0, width: width) }
  }

  /// Renderers without helper threads (test doubles) begin nothing.
  public func prefetch(_ request: RenderRequest) {}

  /// Renderers that measure on one thread (test doubles) measure at once.
  public func startMeasuring(_ labels: [LabelDrawing], width: Double) -> Pending<[TextMeasure]> {
    Pending(measure(labels, width: width))
  }

  /// Renderers without a layout cache (test doubles) just run `body`.
  public func withFreshLayouts<T>(_ body: () throws(ModelError) -> T) throws(ModelError) -> T {
    try body()
  }
}

/// A measured text block: its height, and what laying it out produced — the glyphs and lines
/// a draw's layout stage is priced by (`RenderCounts`), so that a row height measured on main
/// costs what the same text costs to lay out in a draw.
public struct TextMeasure: Sendable, Equatable {
  /// The widest line's width (a `fit` width: the text unwrapped, as `sizeToFit` gives it).
  public var width: Double
  public var height: Double
  public var lines: Int
  /// Glyphs in all the layout's runs, as `RenderCounts.glyphs` counts them for a render.
  public var glyphs: Int
  /// Broken by character (`lineBreakMode=char`), as `RenderCounts.characterWrapped` says for
  /// a render of the same label.
  public var characterWrapped: Bool
  /// Glyphs set in a cascade font, as `RenderCounts.fallbackGlyphs` counts them.
  public var fallbackGlyphs: Int

  public init(
    height: Double, lines: Int, glyphs: Int, characterWrapped: Bool = false, width: Double = 0,
    fallbackGlyphs: Int = 0
  ) {
    self.width = width
    self.fallbackGlyphs = min(fallbackGlyphs, glyphs)
    self.height = height
    self.lines = lines
    self.glyphs = glyphs
    self.characterWrapped = characterWrapped
  }

  /// The layout formula's inputs for this text (no pixels: measuring draws nothing).
  public var layoutCounts: RenderCounts {
    RenderCounts(
      pixels: 0, glyphs: glyphs, lines: lines, characterWrapped: characterWrapped,
      fallbackGlyphs: fallbackGlyphs)
  }
}

/// What a layer looks like at the moment it was displayed: everything a render needs.
public struct RenderRequest: Sendable, Equatable {
  public var width: Double
  public var height: Double
  public var scale: Double
  public var opaque: Bool
  public var background: Color?
  public var content: DrawContent

  public init(
    width: Double, height: Double, scale: Double, opaque: Bool, background: Color?,
    content: DrawContent
  ) {
    self.width = width
    self.height = height
    self.scale = scale
    self.opaque = opaque
    self.background = background
    self.content = content
  }

  /// Device pixels the bitmap will have.
  public var pixelWidth: Int { Int((width * scale).rounded(.up)) }
  public var pixelHeight: Int { Int((height * scale).rounded(.up)) }
}

/// The drawable state of a view, captured on main at display time.
public enum DrawContent: Sendable, Equatable {
  case label(LabelDrawing)
  /// A prototype cell's flattened views, drawn into its one bitmap (VVebo's pattern).
  case flattened(FlattenedDrawing)
  /// An image view: a PNG decoded and drawn scaled into the layer, or its placeholder.
  case image(ImageDrawing)
  /// A UIImageView's image decoded (on main in the commit, or in the background): one stage,
  /// the pass "decode", priced by the decoded pixels.
  case decode(ImageDecoding)
}
