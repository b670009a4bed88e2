import CPangoCairo

/// Where a font puts its decoration lines, in points relative to the baseline (positive is
/// above it), read from the font's own tables through `PangoFontMetrics`.
struct DecorationMetrics {
  /// Top of the underline; usually negative (below the baseline).
  let underlinePosition: Double
  /// Underline thickness.
  let underlineThickness: Double
  /// Top of the strikethrough line.
  let strikethroughPosition: Double
  /// Strikethrough thickness.
  let strikethroughThickness: Double

  /// What a 17 pt font roughly uses, for a font Pango cannot measure.
  static let fallback = DecorationMetrics(
    underlinePosition: -1.5, underlineThickness: 1, strikethroughPosition: 5.5,
    strikethroughThickness: 1)
}

/// The drawing passes of a label, in `YYTextLayout`'s order: shadow, underline, text,
/// strikethrough (its block border, background border, attachment, inner shadow and border
/// passes have no counterpart in a `LabelDrawing`).
///
/// Why separate, separately timed passes: `YYTextLayout` polls its cancel flag before each
/// pass, so the simulation needs each one's cost to charge a cancelled draw honestly; and a
/// pass that draws nothing is not run, so it is not listed either.
extension TextRenderer {
  /// Draws every pass `style` asks for with the layout's origin at (`x`, `y`) points, and
  /// returns the passes in order with their host times. Nothing is drawn for empty text.
  func drawPasses(
    _ cr: OpaquePointer, style: LabelDrawing, laidOut: LaidOutText, x: Double, y: Double,
    scale: Double
  ) -> [PassTiming] {
    guard laidOut.lineCount > 0 else { return [] }
    var passes: [PassTiming] = []
    var mark = MonotonicClock.microseconds()
    func finish(_ name: String) {
      let now = MonotonicClock.microseconds()
      passes.append(PassTiming(name: name, micros: now - mark))
      mark = now
    }
    let color = style.textColor
    if let shadow = style.shadow {
      Self.drawShadow(cr, shadow, layout: laidOut.layout, x: x, y: y, scale: scale)
      finish("shadow")
    }
    if style.underline {
      let metrics = decorationMetrics(for: style.font)
      Self.drawLines(
        cr, layout: laidOut.layout, x: x, y: y, color: color,
        position: metrics.underlinePosition, thickness: max(metrics.underlineThickness, 1 / scale))
      finish("underline")
    }
    color.setSource(cr)
    cairo_move_to(cr, x, y)
    pango_cairo_show_layout(cr, laidOut.layout)
    finish("text")
    if style.strikethrough {
      let metrics = decorationMetrics(for: style.font)
      Self.drawLines(
        cr, layout: laidOut.layout, x: x, y: y, color: color,
        position: metrics.strikethroughPosition,
        thickness: max(metrics.strikethroughThickness, 1 / scale))
      finish("strikethrough")
    }
    return passes
  }

  /// The shadow pass: the glyphs' coverage (colour ignored, so highlighted and emoji glyphs
  /// cast the same shadow as plain ones) is captured once in a group; a hard shadow paints the
  /// shadow colour through it at the offset, a blurred one copies it into an alpha-only group,
  /// adds that up at each of `TextShadowStyle.taps` in a second alpha-only group (ADD) and paints
  /// the shadow colour through the sum.
  ///
  /// Why so fussy (measured on this host, 300 x 60 pt label @2x): cairo sizes a group by the
  /// clip, so unclipped groups cost a full-bitmap surface each, and a fractional clip becomes a
  /// clip mask on every operation, hence groups clipped to the ink, moved and grown by offset
  /// and blur, on whole pixels (1.7 ms down to about 0.5 ms); glyphs composite into ARGB three
  /// times faster than into A8, but ADD with an ARGB mask has no fast path, hence glyphs into
  /// ARGB, then one conversion to A8 for the nine adds (about 0.5 down to 0.3 ms).
  private static func drawShadow(
    _ cr: OpaquePointer, _ shadow: TextShadowStyle, layout: OpaquePointer, x: Double, y: Double,
    scale: Double
  ) {
    var inkUnits = PangoRectangle()
    pango_layout_get_extents(layout, &inkUnits, nil)
    guard inkUnits.width > 0, inkUnits.height > 0 else { return }
    let ink = Rect(
      x: x + PangoUnits.points(inkUnits.x) - 1, y: y + PangoUnits.points(inkUnits.y) - 1,
      width: PangoUnits.points(inkUnits.width) + 2, height: PangoUnits.points(inkUnits.height) + 2)
    cairo_save(cr)
    clip(cr, to: ink, scale: scale)
    cairo_push_group(cr)
    cairo_set_source_rgba(cr, 0, 0, 0, 1)
    cairo_move_to(cr, x, y)
    pango_cairo_show_layout(cr, layout)
    let group = cairo_pop_group(cr)
    cairo_restore(cr)
    guard let coverage = group else { return }
    defer { cairo_pattern_destroy(coverage) }

    let color = shadow.color
    let taps = shadow.taps(scale: scale)
    // The taps lie within blur / 2 of the offset; one more point covers antialiasing.
    let spread = (taps.count > 1 ? max(0, shadow.blur) / 2 : 0) + 1
    cairo_save(cr)
    defer { cairo_restore(cr) }
    clip(
      cr,
      to: Rect(
        x: ink.x + shadow.offsetX - spread, y: ink.y + shadow.offsetY - spread,
        width: ink.width + 2 * spread, height: ink.height + 2 * spread), scale: scale)
    if taps.count == 1, let tap = taps.first {
      color.setSource(cr)
      cairo_translate(cr, tap.dx, tap.dy)
      cairo_mask(cr, coverage)
      return
    }
    // Alpha-only copies from here on: ADD of an 8-bit mask into an 8-bit group is the one
    // combination pixman has a fast path for.
    cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
    cairo_set_source(cr, coverage)
    cairo_paint(cr)
    guard let alpha = cairo_pop_group(cr) else { return }
    defer { cairo_pattern_destroy(alpha) }
    cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
    cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
    for tap in taps {
      cairo_save(cr)
      cairo_set_source_rgba(cr, 0, 0, 0, tap.weight)
      cairo_translate(cr, tap.dx, tap.dy)
      cairo_mask(cr, alpha)
      cairo_restore(cr)
    }
    guard let blurred = cairo_pop_group(cr) else { return }
    defer { cairo_pattern_destroy(blurred) }
    color.setSource(cr)
    cairo_mask(cr, blurred)
  }

  /// Intersects the clip with a rectangle in user space, grown outwards to whole device
  /// pixels. Why whole pixels: cairo turns a fractional clip into a clip mask that every later
  /// operation has to go through, which tripled the cost of a blurred shadow.
  private static func clip(_ cr: OpaquePointer, to rect: Rect, scale: Double) {
    let left = (rect.x * scale).rounded(.down) / scale
    let top = (rect.y * scale).rounded(.down) / scale
    let right = (rect.maxX * scale).rounded(.up) / scale
    let bottom = (rect.maxY * scale).rounded(.up) / scale
    cairo_rectangle(cr, left, top, right - left, bottom - top)
    cairo_clip(cr)
  }

  /// Fills one horizontal bar per laid-out line across the line's ink extent, its top at
  /// `position` points above the baseline: the underline and strikethrough passes.
  private static func drawLines(
    _ cr: OpaquePointer, layout: OpaquePointer, x: Double, y: Double, color: Color,
    position: Double, thickness: Double
  ) {
    guard let iterator = pango_layout_get_iter(layout) else { return }
    defer { pango_layout_iter_free(iterator) }
    color.setSource(cr)
    repeat {
      var ink = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, &ink, nil)
      guard ink.width > 0 else { continue }
      let baseline = PangoUnits.points(pango_layout_iter_get_baseline(iterator))
      cairo_rectangle(
        cr, x + PangoUnits.points(ink.x), y + baseline - position, PangoUnits.points(ink.width),
        thickness)
    } while pango_layout_iter_next_line(iterator) != 0
    cairo_fill(cr)
  }

  /// The decoration metrics of a font description string, cached per string. Why the font's
  /// own strikeout position: fonts put it at about the middle of the x-height (the OpenType
  /// recommendation), which is where the strikethrough belongs, without measuring a glyph.
  func decorationMetrics(for font: String) -> DecorationMetrics {
    if let known = decorationMetricsCache[font] { return known }
    guard let pangoContext, let description = fontDescription(for: font),
      let metrics = pango_context_get_metrics(pangoContext, description, nil)
    else { return .fallback }
    defer { pango_font_metrics_unref(metrics) }
    let result = DecorationMetrics(
      underlinePosition: PangoUnits.points(pango_font_metrics_get_underline_position(metrics)),
      underlineThickness: PangoUnits.points(pango_font_metrics_get_underline_thickness(metrics)),
      strikethroughPosition: PangoUnits.points(
        pango_font_metrics_get_strikethrough_position(metrics)),
      strikethroughThickness: PangoUnits.points(
        pango_font_metrics_get_strikethrough_thickness(metrics)))
    decorationMetricsCache[font] = result
    return result
  }
}
