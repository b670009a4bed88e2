import CPangoCairo

/// Draws `RenderSpec`s into bitmaps with Pango and Cairo and times every stage.
///
/// Why it is a class that is NOT `Sendable`: it owns a private `PangoFontMap` and `PangoContext`,
/// and Pango crashes or deadlocks when two threads use one font map at once (measured: SIGSEGV
/// and `g_cond_wait` hangs). Each thread, task or actor therefore makes its own renderer; the
/// compiler keeps one from being shared. The map is private rather than the thread's default,
/// lent by `FontMapPool` for the renderer's life; `PangoContextFactory` says why and sets the
/// context up.
public final class TextRenderer {
  /// The largest bitmap, in pixels, a render may allocate: 4096 x 4096 (64 MiB of ARGB32), far
  /// beyond any real layer, small enough that a typo such as `100000 x 100000` is refused
  /// instead of exhausting memory.
  public static let maxPixels = 4096 * 4096

  /// The renderer's own font map while it lives (lent by `fontMaps`); nil only if Pango could
  /// not create one.
  let fontMap: UnsafeMutablePointer<PangoFontMap>?
  private let fontMaps: FontMapPool
  /// The Pango context every layout is made from: 72 dpi, no metric hinting, no hint style,
  /// grey antialiasing, unrounded glyph positions.
  let pangoContext: OpaquePointer?
  /// The most recently used font description and the string it was parsed from. Labels of one
  /// screen usually share a font, so one entry saves nearly every parse.
  var cachedFont: (name: String, description: OpaquePointer)?
  /// The buffer every render's surface draws into; see `SurfaceScratch`.
  let scratch = SurfaceScratch()
  /// Forced layouts by everything that shaped them; see `LayoutCache`.
  let layoutCache = LayoutCache()
  /// When true, layouts are built afresh without looking in or adding to the layout cache:
  /// how a repeated render times a first draw's layout again (see `PangoLayerRenderer`).
  public var bypassesLayoutCache = false
  /// Where label layouts begun on another thread are taken from; see `LayoutPrefetcher`.
  /// Nil (the default) begins none.
  public var prefetcher: LayoutPrefetcher?
  /// Short texts' layouts reused by flattened draws and measures; see `ReusedLayouts`.
  let reusedLayouts = ReusedLayouts()
  /// Set by a caller whose renders' host times no figure reads (`clock model`): flattened
  /// draws then reuse short texts' layouts, and pictures are decoded once
  /// (`DecodedImages`). Off by default, so a timed render lays every text out and decodes
  /// every picture, as the phone would.
  public var untimed = false
  /// False when no pixel of what is rendered will be read (a compared run whose script saves,
  /// exports and plots nothing, under `clock model`): renders lay their texts out, count and
  /// name their passes as they would drawn, and skip the surface, the drawing and the copy —
  /// a quarter of a repeated compare's host time (perf: pixman, cairo, the copies). True by
  /// default.
  public var drawsPixels = true
  /// Fonts (description and scale) a throwaway draw has already loaded; see `warmUp`.
  var warmedFonts: Set<String> = []
  /// Underline and strikethrough metrics by font description string.
  var decorationMetricsCache: [String: DecorationMetrics] = [:]

  /// Creates the font map and context, then performs one throwaway render so the 7-14 ms of
  /// fontconfig and font-file set-up of a first render is never charged to a measured one.
  /// Fonts other than `LabelDrawing.defaultFont` still pay their own (smaller) first load. The
  /// warm-up leaves the layout cache empty and its counters at 0.
  public convenience init() {
    self.init(fontMaps: .shared)
  }

  /// A renderer on a font map of `fontMaps`, given back when it goes.
  init(fontMaps: FontMapPool) {
    HostAllocator.configured
    self.fontMaps = fontMaps
    let lent = fontMaps.borrow()
    (fontMap, pangoContext) = (lent?.fontMap, lent?.context)
    _ = try? render(Self.warmUpSpec)
    _ = try? renderFlattened(
      Self.warmUpCell, width: 120, height: 100, scale: 2, opaque: true, background: .white)
    warmedFonts.insert(Self.warmUpKey(LabelDrawing.defaultFont, scale: 2))
    layoutCache.reset()
  }

  deinit {
    // Layouts first: they hold references to the context, which holds the font map.
    layoutCache.reset()
    reusedLayouts.removeAll()
    if let cachedFont { pango_font_description_free(cachedFont.description) }
    if let fontMap, let pangoContext {
      fontMaps.giveBack(FontMapPool.Lent(fontMap: fontMap, context: pangoContext))
    }
  }

  /// The layout cache's limits: at most `entries` layouts and `bytes` estimated bytes (defaults
  /// 256 and 8 MiB; see `LayoutCache` for the estimate, `text.utf8.count + 64 * glyphs + 512`
  /// per layout). Setting them evicts least recently used layouts at once; 0 entries turns the
  /// cache off. Negative values count as 0.
  public var layoutCacheLimits: (entries: Int, bytes: Int) {
    get { (layoutCache.entryLimit, layoutCache.byteLimit) }
    set { layoutCache.setLimits(entries: newValue.entries, bytes: newValue.bytes) }
  }

  /// Lookups that found a layout (`hits`) or had to build one (`misses`) since the renderer was
  /// made, and what the cache holds now. `measure` counts as well as `render`.
  public var layoutCacheStats: (hits: Int, misses: Int, entries: Int, bytes: Int) {
    (layoutCache.hits, layoutCache.misses, layoutCache.count, layoutCache.bytes)
  }

  /// The render `init` throws away: two lines of the default font at @2x, so shaping, line
  /// breaking, the glyph cache and the raster path all run once.
  /// The fallback fonts (CJK, emoji) load on first use, at ~10 ms each; warming them here
  /// keeps that one-time cost out of the first feed cell's measured draw.
  static let warmUpSpec = RenderSpec(
    width: 120, height: 48, scale: 2, opaque: true, background: .white,
    text: LabelDrawing(text: "Warm-up 0123456789 … 中文 🙂", numberOfLines: 2))

  /// The feed cell's flattened texts (`Prototypes/feed.lab`: initials, name, subtitle,
  /// counts and dots) use their own sizes and weights; a flattened draw does not warm its
  /// fonts one by one, so the first cell's would pay their loading.
  static let warmUpCell = FlattenedDrawing(
    elements: [
      "DejaVu Sans Bold 16", "DejaVu Sans 14", "DejaVu Sans 9", "DejaVu Sans 12",
      "DejaVu Sans 11",
    ].enumerated().map { index, font in
      FlattenedDrawing.Element(
        frame: Rect(x: 0, y: Double(index) * 20, width: 120, height: 20),
        background: Color(r: 140, g: 168, b: 204), cornerRadius: 0,
        text: LabelDrawing(text: "Warm 中文 1", font: font, numberOfLines: 1))
    })

  /// Renders one spec: surface and fill, then layout (from the layout cache when possible,
  /// plus the highlight rectangles), then the drawing passes, then the copy into an immutable
  /// image, timing each stage and each pass with the monotonic clock.
  ///
  /// Throws for a size that is not finite, has no pixels or exceeds `maxPixels`, for non-finite
  /// line spacing or shadows, and when cairo cannot allocate; it never traps.
  public func render(_ spec: RenderSpec) throws(RenderError) -> RenderOutput {
    let size = try spec.pixelSize()
    try Self.checkValues(spec)
    if let style = spec.text {
      warmUp(font: style.font, scale: spec.scale)
      if drawsPixels, layoutCache.standIns > 0 {
        // A stand-in kept for this text is laid out for real before the timed stages.
        let inner = style.insets.innerWidth(spec.width)
        layoutCache.replaceStandIn(LayoutKey(style, width: inner)) { () throws(RenderError) in
          try buildLayout(style, width: inner)
        }
      }
    }
    let start = MonotonicClock.microseconds()
    let canvas =
      drawsPixels
      ? try Canvas(
        pixelWidth: size.width, pixelHeight: size.height, scale: spec.scale, scratch: scratch)
      : nil
    if let canvas { Self.fill(canvas.cr, spec) }
    let contextDone = MonotonicClock.microseconds()

    var laidOut: LaidOutText?
    var cacheHit = false
    defer { if let laidOut { g_object_unref(UnsafeMutableRawPointer(laidOut.layout)) } }
    var rects: [[Rect]] = []
    // The layout is drawn inside the insets with its logical top at the vertical centre, or
    // at the top inset when too tall.
    var origin = (x: 0.0, y: 0.0)
    if let style = spec.text {
      let box = style.insets.inset(Rect(x: 0, y: 0, width: spec.width, height: spec.height))
      let result = try layOut(style, width: style.insets.innerWidth(spec.width))
      laidOut = result.text
      cacheHit = result.cacheHit
      origin = (box.x, box.y + max(0, (box.height - result.text.height) / 2) - result.text.top)
      rects = result.text.highlightRects.map { line in
        line.map {
          Rect(x: $0.x + origin.x, y: $0.y + origin.y, width: $0.width, height: $0.height)
        }
      }
    }
    let layoutDone = MonotonicClock.microseconds()

    var passes: [PassTiming] = []
    if let laidOut, let style = spec.text {
      if let canvas {
        passes = drawPasses(
          canvas.cr, style: style, laidOut: laidOut, x: origin.x, y: origin.y,
          scale: spec.scale)
      } else {
        passes = style.passNames(lineCount: laidOut.lineCount).map {
          PassTiming(name: $0, micros: 0)
        }
      }
    }
    try canvas?.checkStatus()
    let textDone = MonotonicClock.microseconds()
    let image = try canvas?.makeImage()
    let imageDone = MonotonicClock.microseconds()

    let timing = RenderTiming(
      context: contextDone - start, layout: layoutDone - contextDone,
      text: PassTiming.total(passes), image: imageDone - textDone)
    guard let image else {
      return RenderOutput(
        undrawnWidth: size.width, height: size.height, timing: timing,
        glyphCount: laidOut?.glyphCount ?? 0, lineCount: laidOut?.lineCount ?? 0,
        passes: passes, highlightRects: rects, layoutCacheHit: cacheHit,
        colorGlyphPixels: Int(
          ((laidOut?.colorGlyphArea ?? 0) * spec.scale * spec.scale).rounded()))
    }
    return RenderOutput(
      image: image, timing: timing, glyphCount: laidOut?.glyphCount ?? 0,
      lineCount: laidOut?.lineCount ?? 0, passes: passes, highlightRects: rects,
      layoutCacheHit: cacheHit,
      colorGlyphPixels: Int(((laidOut?.colorGlyphArea ?? 0) * spec.scale * spec.scale).rounded()))
  }

  /// The `YYAsyncLayer` fill: an opaque layer gets white under a missing or translucent
  /// background, then the background; a non-opaque layer gets nothing, because the compositor
  /// draws `backgroundColor` itself and drawing it here too would double it.
  private static func fill(_ cr: OpaquePointer, _ spec: RenderSpec) {
    guard spec.opaque else { return }
    let background = spec.background
    if (background?.a ?? 0) < 255 {
      cairo_set_source_rgba(cr, 1, 1, 1, 1)
      cairo_paint(cr)
    }
    if let background {
      background.setSource(cr)
      cairo_paint(cr)
    }
  }

  /// Rejects NaN or infinite line spacing and shadows, which cairo and Pango would turn into
  /// garbage (colours are bytes and always drawable); `measure` instead treats such spacing as 0 because it cannot throw.
  private static func checkValues(_ spec: RenderSpec) throws(RenderError) {
    guard let style = spec.text else { return }
    if !style.lineSpacing.isFinite {
      throw RenderError("line spacing \(style.lineSpacing) is not finite; use points >= 0")
    }
    if let shadow = style.shadow, !shadow.isFinite {
      throw RenderError("shadow \(shadow) is not finite; use finite colour, offsets and blur")
    }
  }
}
