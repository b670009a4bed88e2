import CPangoCairo

/// VVeboTableViewCell's small drawing into the cell's one bitmap: the avatar circle with its
/// initials centred by their ink, and the one-line texts (name, subtitle, counts, the dots) laid
/// out and drawn in one call each, as `drawInContext:withPosition:andFont:…` does. It draws on
/// one canvas with the renderer's layouts (`TextRenderer.renderCell` times the passes).
struct FeedCellPainter {
  let renderer: TextRenderer
  let canvas: Canvas

  /// The avatar circle and its initials, centred by their ink so that letters without
  /// descenders sit in the middle. Returns the glyphs drawn.
  func drawAvatar(_ cell: CellDrawing) throws(RenderError) -> Int {
    typealias Metrics = CellMetrics
    let radius = Metrics.avatar / 2
    let centreX = Metrics.gapLeft + radius
    let centreY = Metrics.gapTop + radius
    let color = cell.avatarColor.unit
    cairo_set_source_rgba(canvas.cr, color.r, color.g, color.b, color.a)
    cairo_new_path(canvas.cr)
    cairo_arc(canvas.cr, centreX, centreY, radius, 0, 2 * Double.pi)
    cairo_fill(canvas.cr)
    guard !cell.initials.isEmpty else { return 0 }
    let style = LabelDrawing(
      text: cell.initials, font: "\(Metrics.family) Bold 16", textColor: .white, numberOfLines: 1)
    let laidOut = try renderer.buildLayout(style, width: Metrics.avatar)
    defer { g_object_unref(UnsafeMutableRawPointer(laidOut.layout)) }
    var ink = PangoRectangle()
    pango_layout_get_extents(laidOut.layout, &ink, nil)
    let x = centreX - PangoUnits.points(ink.x) - PangoUnits.points(ink.width) / 2
    let y = centreY - PangoUnits.points(ink.y) - PangoUnits.points(ink.height) / 2
    show(laidOut, color: .white, x: x, y: y)
    return laidOut.glyphCount
  }

  /// Lays out one line of DejaVu Sans at `size` points (cut with "…" at `width` when given)
  /// and draws it with its line box's top left at (`x`, `y`). Returns the glyphs drawn.
  func drawSmallText(
    _ text: String, size: Int, color: Color, width: Double?, x: Double,
    y: Double
  ) throws(RenderError) -> Int {
    guard !text.isEmpty else { return 0 }
    let laidOut = try renderer.buildLayout(smallStyle(text, size: size), width: width ?? .infinity)
    defer { g_object_unref(UnsafeMutableRawPointer(laidOut.layout)) }
    show(laidOut, color: color, x: x, y: y)
    return laidOut.glyphCount
  }

  /// The same, right-aligned so the text ends at `rightEdge`; also returns its left edge.
  func drawSmallText(
    _ text: String, size: Int, color: Color, width: Double?,
    rightEdge: Double, y: Double
  ) throws(RenderError) -> (glyphs: Int, left: Double) {
    let laidOut = try renderer.buildLayout(smallStyle(text, size: size), width: width ?? .infinity)
    defer { g_object_unref(UnsafeMutableRawPointer(laidOut.layout)) }
    let left = rightEdge - laidOut.width
    show(laidOut, color: color, x: left, y: y)
    return (laidOut.glyphCount, left)
  }

  /// A one-line style in the cell's family at `size` points.
  private func smallStyle(_ text: String, size: Int) -> LabelDrawing {
    LabelDrawing(text: text, font: "\(CellMetrics.family) \(size)", numberOfLines: 1)
  }

  /// Draws a laid-out text in one colour with its logical top left at (`x`, `y`).
  private func show(_ laidOut: LaidOutText, color: Color, x: Double, y: Double) {
    color.setSource(canvas.cr)
    cairo_move_to(canvas.cr, x, y - laidOut.top)
    pango_cairo_show_layout(canvas.cr, laidOut.layout)
  }
}
