import CPangoCairo

/// Rounded rectangles, for `cornerRadius`: a layer's background is always rounded, its
/// contents only with `masksToBounds` (CALayer's cornerRadius documentation).
extension Canvas {
  /// Adds `rect` (points) to the current path, its corners rounded by `radius` (which the
  /// caller has fitted to half the shorter side); 0 adds a plain rectangle.
  func addPath(_ rect: Rect, radius: Double) {
    guard radius > 0 else {
      cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
      return
    }
    let quarter = Double.pi / 2
    cairo_new_sub_path(cr)
    cairo_arc(cr, rect.maxX - radius, rect.y + radius, radius, -quarter, 0)
    cairo_arc(cr, rect.maxX - radius, rect.maxY - radius, radius, 0, quarter)
    cairo_arc(cr, rect.x + radius, rect.maxY - radius, radius, quarter, 2 * quarter)
    cairo_arc(cr, rect.x + radius, rect.y + radius, radius, 2 * quarter, 3 * quarter)
    cairo_close_path(cr)
  }

  /// Fills `rect` with `color`, its corners rounded by `radius` (OVER operator).
  func fill(_ rect: Rect, _ color: Color, radius: Double) {
    guard radius > 0 else {
      fill(rect, color)
      return
    }
    guard !rect.isEmpty else { return }
    color.setSource(cr)
    addPath(rect, radius: radius)
    cairo_fill(cr)
  }
}
