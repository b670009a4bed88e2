import CPangoCairo

/// The pieces of a timeline: slices, their names, cancellation markers, late-frame shading,
/// and the vsync grid.
///
/// Why cairo paths here and `Canvas.fill` elsewhere: hatching and the marker's triangle need
/// clipping and paths, while every plain box goes through the canvas so colours are set
/// the same way as in every other render.
extension TimelineRenderer {
  /// Fills a slice: its style's fill, diagonal lines for hatched styles, and a thin darker
  /// edge when it is wide enough to have one, so neighbours of one colour stay apart.
  func drawSlice(_ canvas: Canvas, _ style: TimelineStyle, _ rect: Rect) {
    canvas.fill(rect, style.fill)
    let cr = canvas.cr
    if style.isHatched {
      cairo_save(cr)
      cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
      cairo_clip(cr)
      let color = style.color.unit
      cairo_set_source_rgba(cr, color.r, color.g, color.b, 0.8)
      cairo_set_line_width(cr, 1)
      var offset = (rect.x / 6).rounded(.down) * 6 - rect.height
      while offset < rect.maxX {
        cairo_move_to(cr, offset, rect.maxY)
        cairo_line_to(cr, offset + rect.height, rect.y)
        offset += 6
      }
      cairo_stroke(cr)
      cairo_restore(cr)
    }
    guard rect.width >= 4 else { return }
    let edge = style.color.unit
    cairo_set_source_rgba(cr, edge.r * 0.7, edge.g * 0.7, edge.b * 0.7, 0.9)
    cairo_set_line_width(cr, 1)
    cairo_rectangle(cr, rect.x + 0.5, rect.y + 0.5, rect.width - 1, rect.height - 1)
    cairo_stroke(cr)
  }

  /// The slice's name, left-aligned and vertically centred: whole when it fits, cut with "…"
  /// when at least `minimumCutWidth` pixels are free, else not at all. Why the threshold: a
  /// first letter and an ellipsis ("t…") in every narrow slice is noise, not a name.
  func drawSliceLabel(_ canvas: Canvas, _ slice: TimelineSlice, _ rect: Rect)
    throws(RenderError)
  {
    let room = rect.width - 8
    guard !slice.label.isEmpty, room >= 12 else { return }
    let style = LabelDrawing(text: slice.label, font: "DejaVu Sans 10", numberOfLines: 1)
    var laidOut = try textRenderer.buildLayout(style, width: .infinity)
    if laidOut.width > room {
      g_object_unref(UnsafeMutableRawPointer(laidOut.layout))
      guard room >= Self.minimumCutWidth else { return }
      laidOut = try textRenderer.buildLayout(style, width: room)
    }
    defer { g_object_unref(UnsafeMutableRawPointer(laidOut.layout)) }
    textRenderer.showChartText(
      canvas, laidOut, color: slice.style.textColor, x: rect.x + 4,
      y: rect.y + (rect.height - laidOut.height) / 2)
  }

  /// The narrowest room, in pixels, in which a name is shown cut rather than left out.
  static let minimumCutWidth = 44.0

  /// A mark: a bar three pixels wide across the slice's row with a small triangle on top, and
  /// the marker's text on a white tab to its right, all in the marker's colour (red for a
  /// cancellation).
  func drawMarker(
    _ canvas: Canvas, _ marker: TimelineMarker, lane: Int, row: Int,
    _ geometry: TimelineGeometry
  ) throws(RenderError) {
    guard marker.time >= geometry.from, marker.time <= geometry.to else { return }
    let x = geometry.x(at: marker.time).rounded(.down)
    let band = geometry.sliceBand(lane: lane, row: row)
    canvas.fill(
      Rect(x: x - 1, y: band.top - 2, width: 3, height: band.height + 4), marker.color)
    let cr = canvas.cr
    marker.color.setSource(cr)
    cairo_move_to(cr, x - 4, band.top - 3)
    cairo_line_to(cr, x + 5, band.top - 3)
    cairo_line_to(cr, x + 0.5, band.top + 3)
    cairo_close_path(cr)
    cairo_fill(cr)
    guard !marker.text.isEmpty else { return }
    let style = LabelDrawing(text: marker.text, font: "DejaVu Sans Bold 9", numberOfLines: 1)
    let laidOut = try textRenderer.buildLayout(style, width: 120)
    defer { g_object_unref(UnsafeMutableRawPointer(laidOut.layout)) }
    let tab = Rect(
      x: x + 3, y: band.top + band.height - 13, width: laidOut.width + 4, height: 12)
    canvas.fill(tab, TimelinePalette.tab)
    textRenderer.showChartText(canvas, laidOut, color: marker.color, x: tab.x + 2, y: tab.y)
  }

  /// Late frames: a translucent red wash over every lane and a solid red bar just above them.
  func drawLateFrames(_ canvas: Canvas, _ spec: TimelineSpec, _ geometry: TimelineGeometry) {
    let plot = geometry.plot
    for frame in spec.lateFrames where frame.end > spec.from && frame.start < spec.to {
      let left = max(geometry.x(at: frame.start), plot.x)
      let right = min(geometry.x(at: frame.end), plot.maxX)
      let width = max(right - left, 1)
      canvas.fill(
        Rect(x: left, y: plot.y, width: width, height: plot.height), TimelinePalette.lateShade)
      canvas.fill(
        Rect(x: left, y: plot.y - 12, width: width, height: 4), TimelinePalette.lateBar)
    }
  }

  /// One-pixel vsync lines from just above the lanes down through all of them.
  func drawVsyncs(_ canvas: Canvas, _ spec: TimelineSpec, _ geometry: TimelineGeometry) {
    let plot = geometry.plot
    for vsync in spec.vsyncs where vsync >= spec.from && vsync <= spec.to {
      let x = Canvas.crisp(geometry.x(at: vsync))
      canvas.fill(
        Rect(x: x - 0.5, y: plot.y - 6, width: 1, height: plot.height + 6),
        TimelinePalette.vsync)
    }
  }
}
