/// A rectangle in points, as UIKit's `CGRect`.
public struct Rect: Sendable, Equatable, Hashable, CustomStringConvertible {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

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
