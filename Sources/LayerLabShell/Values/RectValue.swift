/// A rectangle in points, written `x,y,width,height` like a CGRect's four numbers.
///
/// The limits keep a typo from asking the renderer for an enormous bitmap: at 3x scale a
/// 20000-point side is already 60000 pixels, and no view in an experiment sits 100000 points
/// from the origin.
public struct RectValue: Equatable, Sendable, Hashable, CustomStringConvertible {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  /// The largest width or height accepted, in points.
  public static let maxSide = 20_000.0
  /// The largest magnitude accepted for any of the four numbers, in points.
  public static let maxCoordinate = 100_000.0

  /// Makes a rect from its origin and size in points.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Parses `x,y,width,height` (blanks around the numbers are allowed inside quotes), naming
  /// the property `name` in errors.
  public static func parse(_ s: String, name: String = "frame") throws(ShellError) -> RectValue {
    let fields = s.split(separator: ",", omittingEmptySubsequences: false)
    let numbers = fields.compactMap { NumberValue.decimal(trimmed($0)) }
    guard fields.count == 4, numbers.count == 4 else {
      throw ShellError(
        "bad \(name) '\(s)' (write x,y,width,height in points, e.g. 0,0,200,40)")
    }
    let rect = RectValue(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    guard rect.width >= 0, rect.height >= 0 else {
      throw ShellError("bad \(name) '\(s)': width and height must be >= 0")
    }
    guard rect.width <= maxSide, rect.height <= maxSide else {
      throw ShellError("\(name) '\(s)' is too large (at most 20000 points a side)")
    }
    guard abs(rect.x) <= maxCoordinate, abs(rect.y) <= maxCoordinate else {
      throw ShellError(
        "\(name) '\(s)' is too far out (x and y at most 100000 points from the origin)")
    }
    return rect
  }

  /// The rect written back as the parser accepts it: `20,40,300,60`.
  public var description: String {
    [x, y, width, height].map(NumberValue.format).joined(separator: ",")
  }

  /// Drops spaces and tabs around one number.
  private static func trimmed(_ field: Substring) -> Substring {
    var field = field
    while let first = field.first, first == " " || first == "\t" { field.removeFirst() }
    while let last = field.last, last == " " || last == "\t" { field.removeLast() }
    return field
  }
}
