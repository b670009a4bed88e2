/// A rectangle of whole device pixels, half-open (`x0..<x1`, `y0..<y1`), in screen pixels.
///
/// Why integers: the GPU writes whole pixels, and exact integer areas let the occlusion grid
/// add up to the pixel without rounding drift over a whole session.
public struct PixelRect: Sendable, Equatable, Hashable {
  public var x0: Int
  public var y0: Int
  public var x1: Int
  public var y1: Int

  public init(x0: Int, y0: Int, x1: Int, y1: Int) {
    self.x0 = x0
    self.y0 = y0
    self.x1 = x1
    self.y1 = y1
  }

  /// The pixels a rectangle in points covers at `scale`: each edge rounded to the nearest
  /// pixel boundary, then cut to `bounds`. Nil when nothing is left, or the rectangle is not
  /// finite (a user's number never reaches `Int(_:)` unchecked).
  public init?(points rect: Rect, scale: Double, within bounds: PixelRect) {
    guard rect.isFinite, !rect.isEmpty else { return nil }
    func edge(_ value: Double, _ low: Int, _ high: Int) -> Int {
      let pixel = (value * scale).rounded()
      if !(pixel > Double(low)) { return low }
      if !(pixel < Double(high)) { return high }
      return Int(pixel)
    }
    let clipped = PixelRect(
      x0: edge(rect.x, bounds.x0, bounds.x1), y0: edge(rect.y, bounds.y0, bounds.y1),
      x1: edge(rect.maxX, bounds.x0, bounds.x1), y1: edge(rect.maxY, bounds.y0, bounds.y1))
    guard !clipped.isEmpty else { return nil }
    self = clipped
  }

  public var width: Int { x1 - x0 }
  public var height: Int { y1 - y0 }
  public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
  /// Pixels covered (0 when empty).
  public var area: Int { isEmpty ? 0 : width * height }

  /// The overlap, or nil when there is none.
  public func intersection(_ other: PixelRect) -> PixelRect? {
    let result = PixelRect(
      x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1),
      y1: min(y1, other.y1))
    return result.isEmpty ? nil : result
  }

  /// The smallest rectangle holding both.
  public func union(_ other: PixelRect) -> PixelRect {
    PixelRect(
      x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1),
      y1: max(y1, other.y1))
  }

  /// The rectangle in points at `scale`, for drawing an overlay over it.
  public func points(scale: Double) -> Rect {
    Rect(
      x: Double(x0) / scale, y: Double(y0) / scale, width: Double(width) / scale,
      height: Double(height) / scale)
  }
}
