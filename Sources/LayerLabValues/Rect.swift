/// A rectangle in points, as UIKit's `CGRect` (or, where a doc says so, pixels), with the
/// origin at the top left and y growing downwards like UIKit's and cairo's coordinates.
///
/// Why one type for the model and the renderer: a cell's retweet box, a layer's frame and a
/// highlight's rectangles cross from one side to the other, and a mirrored copy on each side
/// needed converting at every crossing. `Sendable`, `Equatable` and `Hashable` because
/// rectangles travel in draw requests that are compared, hashed and sent across threads.
public struct Rect: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// Left edge.
  public var x: Double
  /// Top edge.
  public var y: Double
  /// Width; negative widths are treated as empty by every drawing routine.
  public var width: Double
  /// Height; negative heights are treated as empty by every drawing routine.
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

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

  /// The overlap with `other`, or nil when they share no area. Why: composite clips each layer
  /// to the screen, and tests ask whether a pixel falls inside a highlight.
  public func intersection(_ other: Rect) -> Rect? {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return nil }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The rectangle with every field multiplied by `factor`: points to device pixels.
  public func scaled(by factor: Double) -> Rect {
    Rect(x: x * factor, y: y * factor, width: width * factor, height: height * factor)
  }

  /// `x,y,w,h` with the shortest exact decimals, the same form the shell reads.
  public var description: String {
    [x, y, width, height].map(Rect.format).joined(separator: ",")
  }

  /// Formats a point value without a trailing `.0` so `0,0,200,40` reads back as written.
  public static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }
}
