/// A colour with straight (un-premultiplied) components in 0...1.
///
/// Why a value type of its own instead of a tuple: render specs are compared, hashed and
/// sent across threads (the model diffs specs to decide whether a layer needs a redraw), so the
/// colour must be `Sendable`, `Equatable` and `Hashable`. Components are stored exactly as given;
/// the renderer clamps finite values into 0...1 when it draws and rejects non-finite ones, the
/// way a UIKit sRGB context clamps extended-range colours.
public struct RGBA: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// Red, 0...1.
  public var r: Double
  /// Green, 0...1.
  public var g: Double
  /// Blue, 0...1.
  public var b: Double
  /// Alpha (coverage), 0 = transparent ... 1 = opaque.
  public var a: Double

  /// Creates a colour from straight components; alpha defaults to opaque.
  public init(r: Double, g: Double, b: Double, a: Double = 1) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  /// A grey level, like `UIColor(white:alpha:)`.
  public init(white: Double, alpha: Double = 1) {
    self.init(r: white, g: white, b: white, a: alpha)
  }

  /// Parses `#rgb`, `#rrggbb` or `#rrggbbaa` (the leading `#` is optional), so scripts and
  /// exporters can spell colours the way designers hand them over. Returns nil for anything else.
  public init?(hex: String) {
    var digits = Substring(hex)
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    guard digits.allSatisfy(\.isHexDigit) else { return nil }
    let values = digits.compactMap { $0.hexDigitValue }
    switch values.count {
    case 3:
      self.init(
        r: Double(values[0] * 17) / 255, g: Double(values[1] * 17) / 255,
        b: Double(values[2] * 17) / 255)
    case 6, 8:
      var bytes: [Double] = []
      for index in stride(from: 0, to: values.count, by: 2) {
        bytes.append(Double(values[index] * 16 + values[index + 1]) / 255)
      }
      self.init(r: bytes[0], g: bytes[1], b: bytes[2], a: bytes.count == 4 ? bytes[3] : 1)
    default:
      return nil
    }
  }

  /// Opaque black, `UILabel`'s default text colour.
  public static let black = RGBA(r: 0, g: 0, b: 0)
  /// Opaque white, the fill `YYAsyncLayer` lays under an opaque layer's contents.
  public static let white = RGBA(r: 1, g: 1, b: 1)
  /// Fully transparent black, what a fresh ARGB32 surface starts as.
  public static let clear = RGBA(r: 0, g: 0, b: 0, a: 0)

  /// True when every component is a finite number. Cairo silently turns NaN into garbage, so the
  /// renderer checks this before drawing.
  public var isFinite: Bool { r.isFinite && g.isFinite && b.isFinite && a.isFinite }

  /// The colour with every component clamped into 0...1 (non-finite components become 0), the
  /// form handed to `cairo_set_source_rgba`.
  public var clamped: RGBA {
    RGBA(r: Self.unit(r), g: Self.unit(g), b: Self.unit(b), a: Self.unit(a))
  }

  /// `rgba(r, g, b, a)`: lowercase, so it can sit inside a `RenderError` message.
  public var description: String { "rgba(\(r), \(g), \(b), \(a))" }

  /// Clamps one component; NaN and infinities map to 0 so the result is always drawable.
  private static func unit(_ value: Double) -> Double {
    guard value.isFinite else { return 0 }
    return min(max(value, 0), 1)
  }
}
