/// A rectangle in points (or, where a doc says so, pixels), with the origin at the top left and
/// y growing downwards like UIKit's and cairo's coordinates.
///
/// Why a type of its own instead of four loose numbers or a tuple: highlight rectangles, cell
/// boxes and composite frames travel in specs that are compared, hashed and sent across threads,
/// so the value must be `Sendable`, `Equatable` and `Hashable`, which tuples are not. It is named
/// `RectF` rather than `Rect` so that it never shadows a `Rect` of the model target.
public struct RectF: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// Left edge.
  public var x: Double
  /// Top edge.
  public var y: Double
  /// Width; negative widths are treated as empty by every drawing routine.
  public var width: Double
  /// Height; negative heights are treated as empty by every drawing routine.
  public var height: Double

  /// Creates a rectangle from its origin and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The empty rectangle at the origin.
  public static let zero = RectF(x: 0, y: 0, width: 0, height: 0)

  /// Right edge, `x + width`.
  public var maxX: Double { x + width }
  /// Bottom edge, `y + height`.
  public var maxY: Double { y + height }

  /// True when the rectangle covers no area (zero, negative or NaN width or height).
  public var isEmpty: Bool { !(width > 0 && height > 0) }

  /// True when every field is a finite number, which cairo needs before it can draw with it.
  public var isFinite: Bool {
    x.isFinite && y.isFinite && width.isFinite && height.isFinite
  }

  /// True when the point lies inside: left and top edges included, right and bottom excluded,
  /// so rectangles that tile a plane never both claim a point.
  public func contains(x px: Double, y py: Double) -> Bool {
    px >= x && px < maxX && py >= y && py < maxY
  }

  /// The overlap with `other`, or nil when they share no area. Why: composite clips each layer to
  /// the screen, and tests ask whether a pixel falls inside a highlight.
  public func intersection(_ other: RectF) -> RectF? {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return nil }
    return RectF(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The rectangle with every field multiplied by `factor`: points to device pixels.
  public func scaled(by factor: Double) -> RectF {
    RectF(x: x * factor, y: y * factor, width: width * factor, height: height * factor)
  }

  /// `(x, y, w x h)`, short enough for a test failure or an error message.
  public var description: String { "(\(x), \(y), \(width) x \(height))" }
}
