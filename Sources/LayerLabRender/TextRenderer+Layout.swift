import CPangoCairo

/// A forced PangoLayout plus what the renderer needs from it. Whoever receives one from
/// `layOut` owns one reference to `layout` and unrefs it when done; the layout cache holds its
/// own.
struct LaidOutText {
  /// The PangoLayout, already laid out.
  let layout: OpaquePointer
  /// Top of the logical rectangle in points (normally 0); subtracted when positioning.
  let top: Double
  /// Logical width in points: the widest line, not the wrap width.
  let width: Double
  /// Logical height in points, including line spacing between lines.
  let height: Double
  /// Visible lines after ellipsizing.
  let lineCount: Int
  /// Glyphs in all runs, the ellipsis included.
  let glyphCount: Int
  /// Square points covered by colour bitmap glyphs (emoji): their runs' logical boxes.
  let colorGlyphArea: Double
  /// Bytes of `LabelDrawing.text`'s UTF-8, for the cache's memory estimate.
  let textBytes: Int
  /// How many leading bytes of the Pango text are laid out verbatim: all of them, unless the
  /// line limit cut the text by hand and appended "…". Highlights are clipped to this.
  let keptBytes: Int
  /// Per `LabelDrawing.highlights` element, its rectangles in points relative to the layout's
  /// origin (see `highlightRects`).
  let highlightRects: [[Rect]]

  /// Whether `layout` only stands in for the text's: an empty layout kept with the counts a
  /// `LayoutPrefetcher` found on another thread. Nothing is drawn from it; a render that
  /// draws pixels lays the text out first (`LayoutCache.replaceStandIn`).
  var standsIn = false

  /// The cache's estimate of this layout's memory; see `LayoutCache`.
  var estimatedBytes: Int { textBytes + 64 * glyphCount + 512 }

  /// Everything a render reads of a laid-out text but the PangoLayout: what may cross from
  /// the thread that laid it out to another renderer's.
  struct Counts: Sendable {
    let top, width, height: Double
    let lineCount, glyphCount: Int
    let colorGlyphArea: Double
    let textBytes, keptBytes: Int
    let highlightRects: [[Rect]]
  }
}

extension LaidOutText {
  /// The counts, the layout given back (its owner's reference dropped).
  func releasingCounts() -> Counts {
    g_object_unref(UnsafeMutableRawPointer(layout))
    return Counts(
      top: top, width: width, height: height, lineCount: lineCount, glyphCount: glyphCount,
      colorGlyphArea: colorGlyphArea, textBytes: textBytes, keptBytes: keptBytes,
      highlightRects: highlightRects)
  }

  /// A text laid out elsewhere: its counts, with `standIn` (an empty layout of this thread's
  /// context, owned by the caller) in place of its layout.
  init(standIn: OpaquePointer, _ counts: Counts) {
    self.init(
      layout: standIn, top: counts.top, width: counts.width, height: counts.height,
      lineCount: counts.lineCount, glyphCount: counts.glyphCount,
      colorGlyphArea: counts.colorGlyphArea, textBytes: counts.textBytes,
      keptBytes: counts.keptBytes, highlightRects: counts.highlightRects, standsIn: true)
  }
}

/// A laid-out text's size, with the lines and glyphs the layout made: what a measure returns,
/// so that a height measured for a table row can be priced as the layout it is (by the same
/// counts a render reports).
public struct TextSize: Sendable, Equatable {
  public var width = 0.0
  public var height = 0.0
  public var lines = 0
  /// Glyphs in all runs, the ellipsis included (`LaidOutText.glyphCount`).
  public var glyphs = 0

  public init() {}

  /// The size of a label with no text, or whose text could not be laid out: its insets.
  init(insets: EdgeInsets) {
    width = insets.horizontal
    height = insets.vertical
  }

  /// The size of a label whose text laid out as `laidOut` inside `insets`.
  init(_ laidOut: LaidOutText, insets: EdgeInsets) {
    width = laidOut.width + insets.horizontal
    height = laidOut.height + insets.vertical
    lines = laidOut.lineCount
    glyphs = laidOut.glyphCount
  }
}

/// Layout: turning a `LabelDrawing` and a wrap width into a forced PangoLayout.
///
/// Why render and measure share this code: a label's size must be computed by exactly the layout
/// that is later drawn, or `sizeThatFits` and the bitmap disagree by a line.
extension TextRenderer {
  /// Lays `style` out for a wrap width in points, the way `UILabel` would, and returns its size.
  /// A width that is not a positive finite number means "do not wrap" (like
  /// `sizeThatFits(CGSize(width: .greatestFiniteMagnitude, ...))`). Empty text measures 0 x 0
  /// with no lines, like an empty `UILabel`. Never throws: if Pango cannot make a layout the
  /// size is zero.
  ///
  /// `width` is the label's: its insets are taken off before the text wraps and added to the
  /// size returned, as a padded label's `sizeThatFits` does.
  public func measure(_ style: LabelDrawing, width: Double) -> TextSize {
    let inner = style.insets.innerWidth(width)
    guard let laidOut = try? layOut(style, width: inner).text else {
      return TextSize(insets: style.insets)
    }
    defer { g_object_unref(UnsafeMutableRawPointer(laidOut.layout)) }
    return TextSize(laidOut, insets: style.insets)
  }

  /// `measure` without the layout cache: for measuring thousands of texts once each (a
  /// table's row heights), where caching would only evict the layouts about to be drawn.
  /// Measuring is never timed, so a text any renderer of the process measured before is
  /// answered from `MeasuredSizes`, and a short text laid out before is reused
  /// (`ReusedLayouts`). With `keeping` false the store is neither asked nor filled:
  /// `BatchMeasurer` looks a whole batch up and keeps it under one lock, not two a text on
  /// each of its threads.
  public func measureAfresh(_ style: LabelDrawing, width: Double, keeping: Bool = true) -> TextSize
  {
    let inner = style.insets.innerWidth(width)
    func measure() -> TextSize {
      let reused = try? reusedLayouts.layout(style, width: inner, reusing: true) {
        () throws(RenderError) in try buildLayout(style, width: inner)
      }
      guard let laidOut = reused else { return TextSize(insets: style.insets) }
      defer { g_object_unref(UnsafeMutableRawPointer(laidOut.layout)) }
      return TextSize(laidOut, insets: style.insets)
    }
    return keeping
      ? MeasuredSizes.shared.size(of: style, width: inner, measure: measure) : measure()
  }

  /// The forced layout for `style` at a wrap width in points, from the layout cache when an
  /// equal key was laid out before, else built and cached. The caller owns one reference.
  /// Why `measure` goes through the cache too: a `sizeThatFits` pass followed by a render of
  /// the same label at the same width should lay out once, as `YYTextLayout` does.
  func layOut(_ style: LabelDrawing, width: Double) throws(RenderError) -> (
    text: LaidOutText, cacheHit: Bool
  ) {
    if bypassesLayoutCache { return (try buildLayout(style, width: width), false) }
    let key = LayoutKey(style, width: width)
    if let cached = layoutCache.lookup(key) {
      g_object_ref(UnsafeMutableRawPointer(cached.layout))
      return (cached, true)
    }
    // Laid out on a helper when no host time and no pixel will be read from this render:
    // the counts, with a stand-in layout (see `LayoutPrefetcher`).
    let built: LaidOutText
    if untimed, !drawsPixels, let counts = prefetcher?.take(key, helpingWith: self),
      let pangoContext, let standIn = pango_layout_new(pangoContext)
    {
      built = LaidOutText(standIn: standIn, counts)
    } else {
      built = try buildLayout(style, width: width)
    }
    layoutCache.insert(key, built)
    return (built, false)
  }

  /// Builds and forces the layout for one style, bypassing the cache: font, wrap width (word,
  /// falling back to characters, like `NSLineBreakByWordWrapping` on an unbreakable word; or
  /// characters only, `NSLineBreakByCharWrapping`),
  /// alignment, spacing, highlight attributes, text, then the line limit. The caller owns the
  /// returned layout.
  func buildLayout(_ style: LabelDrawing, width: Double) throws(RenderError) -> LaidOutText {
    guard let pangoContext, let layout = pango_layout_new(pangoContext) else {
      throw RenderError("pango could not create a layout; check that fontconfig works (fc-list)")
    }
    var points = 17.0
    if let font = fontDescription(for: style.font) {
      pango_layout_set_font_description(layout, font)
      points = PangoUnits.points(pango_font_description_get_size(font))
    }
    pango_layout_set_width(layout, PangoUnits.wrapWidth(width))
    // Word wrapping, unless its forced character breaks would pass the budget.
    let byCharacters =
      style.lineBreak == .char
      || ForcedBreakBudget.exceeded(
        style.text, width: width, points: points, lineLimit: style.effectiveLineLimit)
    pango_layout_set_wrap(layout, byCharacters ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
    switch style.alignment {
    case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
    case .justified:
      pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
      pango_layout_set_justify(layout, 1)
    }
    pango_layout_set_spacing(layout, PangoUnits.of(style.effectiveLineSpacing))
    let text = style.pangoText
    let textBytes = style.highlights.isEmpty ? [] : Array(style.text.utf8)
    let fullLength = text.utf8.count
    PangoHighlights.applyHighlights(
      style.highlights, bytes: textBytes, limit: fullLength, to: layout)
    pango_layout_set_text(layout, text, -1)
    let kept = applyLineLimit(style.effectiveLineLimit, to: layout, text: text)
    if kept < fullLength, !style.highlights.isEmpty {
      // The hand-cut text ends in "…" where highlighted bytes may have been: clip them.
      PangoHighlights.applyHighlights(style.highlights, bytes: textBytes, limit: kept, to: layout)
    }

    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    if text.isEmpty {
      // Pango still makes one empty line, but an empty UILabel measures 0 x 0 and has no lines.
      return LaidOutText(
        layout: layout, top: 0, width: 0, height: 0, lineCount: 0, glyphCount: 0, colorGlyphArea: 0,
        textBytes: style.text.utf8.count, keptBytes: 0,
        highlightRects: style.highlights.map { _ in [] })
    }
    return LaidOutText(
      layout: layout, top: PangoUnits.points(logical.y), width: PangoUnits.points(logical.width),
      height: PangoUnits.points(logical.height),
      lineCount: Int(pango_layout_get_line_count(layout)),
      glyphCount: Self.glyphCount(of: layout),
      colorGlyphArea: ColorGlyphs.colorGlyphArea(of: layout),
      textBytes: style.text.utf8.count, keptBytes: kept,
      highlightRects: PangoHighlights.highlightRects(
        for: style.highlights, bytes: textBytes, in: layout, keptBytes: kept))
  }

  /// Limits the layout to `limit` lines (0 = no limit), the last one ending in "…".
  ///
  /// The normal path is Pango's own: height `-limit` with `PANGO_ELLIPSIZE_END`. But Pango
  /// applies a negative height per paragraph, so text with line breaks could still show more
  /// lines than `UILabel` would. Only then the text is cut by hand: everything before the last
  /// allowed line is kept, that line keeps its own paragraph's text plus "…" when more text
  /// follows, and a positive height equal to the kept lines lets Pango ellipsize it if it is
  /// still too wide. Returns how many leading bytes of `text` the layout still holds verbatim.
  private func applyLineLimit(_ limit: Int, to layout: OpaquePointer, text: String) -> Int {
    let length = text.utf8.count
    guard limit > 0 else { return length }
    pango_layout_set_height(layout, -Int32(clamping: limit))
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    guard Int(pango_layout_get_line_count(layout)) > limit,
      let lastLine = pango_layout_get_line_readonly(layout, Int32(clamping: limit - 1))
    else { return length }
    let bytes = Array(text.utf8)
    let start = Int(lastLine.pointee.start_index)
    guard start >= 0, start <= bytes.count else { return length }
    let bottom = Self.bottomOfLine(limit - 1, in: layout)
    let end = Self.paragraphEnd(in: bytes, from: start)
    let rest = bytes[end...].drop { $0 == 0x0A || $0 == 0x0D || $0 == 0x20 || $0 == 0x09 }
    var cut = String(decoding: bytes[..<end], as: UTF8.self)
    if !rest.isEmpty { cut += "…" }
    pango_layout_set_text(layout, cut, -1)
    if let bottom { pango_layout_set_height(layout, bottom) }
    return end
  }

  /// The bottom edge, in Pango units, of line `index`'s logical rectangle; nil if it has none.
  private static func bottomOfLine(_ index: Int, in layout: OpaquePointer) -> Int32? {
    guard let iterator = pango_layout_get_iter(layout) else { return nil }
    defer { pango_layout_iter_free(iterator) }
    for _ in 0..<index {
      guard pango_layout_iter_next_line(iterator) != 0 else { return nil }
    }
    var logical = PangoRectangle()
    pango_layout_iter_get_line_extents(iterator, nil, &logical)
    return logical.y + logical.height
  }

  /// The byte offset of the first paragraph separator (LF, CR or U+2029) at or after `start`,
  /// or the end of the text.
  private static func paragraphEnd(in bytes: [UInt8], from start: Int) -> Int {
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A || byte == 0x0D { return index }
      if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA9 {
        return index
      }
      index += 1
    }
    return index
  }

  /// Sums the glyphs of every run Pango laid out. Why glyphs and not characters: the raster
  /// pass costs per glyph, and ligatures, combining marks and the ellipsis make the two differ.
  static func glyphCount(of layout: OpaquePointer) -> Int {
    guard let iterator = pango_layout_get_iter(layout) else { return 0 }
    defer { pango_layout_iter_free(iterator) }
    var count = 0
    repeat {
      if let run = pango_layout_iter_get_run_readonly(iterator), let glyphs = run.pointee.glyphs {
        count += Int(glyphs.pointee.num_glyphs)
      }
    } while pango_layout_iter_next_run(iterator) != 0
    return count
  }

  /// The parsed font description for `name`, from the one-entry cache when possible. A
  /// description without a size gets `UILabel`'s 17 pt, because Pango's own default is 12 pt.
  func fontDescription(for name: String) -> OpaquePointer? {
    if let cachedFont, cachedFont.name == name { return cachedFont.description }
    guard let description = pango_font_description_from_string(name) else { return nil }
    let fields = pango_font_description_get_set_fields(description).rawValue
    if fields & PANGO_FONT_MASK_SIZE.rawValue == 0 {
      pango_font_description_set_size(description, 17 * PANGO_SCALE)
    }
    if let cachedFont { pango_font_description_free(cachedFont.description) }
    cachedFont = (name, description)
    return description
  }
}
