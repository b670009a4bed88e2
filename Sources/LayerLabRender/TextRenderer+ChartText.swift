import CPangoCairo

/// One-line Pango text for the charts (`TimelineRenderer`, `PlotRenderer`): titles, axis
/// labels, lane names, slice names and legends.
///
/// Why on `TextRenderer`: it is text, laid out with the renderer's own font map, which only
/// one thread may use; the chart renderers draw their boxes and lines and ask it for words.
extension TextRenderer {
  /// Where a one-line text sits relative to its `x`.
  enum ChartTextAlignment {
    case left
    case center
    /// Ending at `x` (plot tick labels left of an axis).
    case right
  }

  /// Draws one line of text with its line box's top at `y`: starting at `x`, centred on it or
  /// ending at it, and then pushed left so it ends by `limit`. A `maxWidth` cuts it with "…".
  func drawChartText(
    _ canvas: Canvas, _ text: String, font: String, color: Color, x: Double, y: Double,
    maxWidth: Double?, align: ChartTextAlignment = .left, limit: Double = .infinity,
    backdrop: Color? = nil
  ) throws(RenderError) {
    guard !text.isEmpty else { return }
    let style = LabelDrawing(text: text, font: font, numberOfLines: 1)
    let laidOut = try buildLayout(style, width: maxWidth ?? .infinity)
    defer { g_object_unref(UnsafeMutableRawPointer(laidOut.layout)) }
    var left = x
    if align == .center { left = x - laidOut.width / 2 }
    if align == .right { left = x - laidOut.width }
    left = max(0, min(left, limit - laidOut.width))
    if let backdrop {
      canvas.fill(
        Rect(x: left - 2, y: y, width: laidOut.width + 4, height: laidOut.height), backdrop)
    }
    showChartText(canvas, laidOut, color: color, x: left, y: y)
  }

  /// Shows a laid-out text in one colour with its logical top left at (`x`, `y`).
  func showChartText(
    _ canvas: Canvas, _ laidOut: LaidOutText, color: Color, x: Double, y: Double
  ) {
    color.setSource(canvas.cr)
    cairo_move_to(canvas.cr, x, y - laidOut.top)
    pango_cairo_show_layout(canvas.cr, laidOut.layout)
  }
}
