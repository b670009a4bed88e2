import LayerLab

/// The shell's colours are the model's: 8-bit sRGB with straight alpha.
public typealias RGBA8 = Color

extension Color {
  /// Makes a colour from UIKit-style components in 0...1, rounded to the nearest 8-bit step, so
  /// UIKit's definitions (`gray` is white 0.5) can be written down as Apple documents them.
  init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    func byte(_ component: Double) -> UInt8 {
      UInt8((min(max(component, 0), 1) * 255).rounded())
    }
    self.init(r: byte(red), g: byte(green), b: byte(blue), a: byte(alpha))
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; upper-case hex, the form the parser accepts.
  public var hex: String { description }
}

/// Parses colour values: `#RRGGBB`, `#RRGGBBAA` or one of UIKit's fixed system colour names.
///
/// The names are those of UIColor's class properties (`lightGray`, `orange`, …) with UIKit's
/// own component values, so a session that sets `textColor = lightGray` draws what the app
/// would. Names match case-insensitively, and `grey` spellings are accepted next to `gray`.
public enum ColorValue {
  /// The names in the order used for suggestions (common ones first) with their colours.
  public static let names: [(name: String, color: RGBA8)] = [
    ("black", RGBA8(red: 0, green: 0, blue: 0)),
    ("white", RGBA8(red: 1, green: 1, blue: 1)),
    ("clear", RGBA8(red: 0, green: 0, blue: 0, alpha: 0)),
    ("red", RGBA8(red: 1, green: 0, blue: 0)),
    ("green", RGBA8(red: 0, green: 1, blue: 0)),
    ("blue", RGBA8(red: 0, green: 0, blue: 1)),
    ("cyan", RGBA8(red: 0, green: 1, blue: 1)),
    ("yellow", RGBA8(red: 1, green: 1, blue: 0)),
    ("magenta", RGBA8(red: 1, green: 0, blue: 1)),
    ("orange", RGBA8(red: 1, green: 0.5, blue: 0)),
    ("purple", RGBA8(red: 0.5, green: 0, blue: 0.5)),
    ("brown", RGBA8(red: 0.6, green: 0.4, blue: 0.2)),
    ("gray", RGBA8(red: 0.5, green: 0.5, blue: 0.5)),
    ("grey", RGBA8(red: 0.5, green: 0.5, blue: 0.5)),
    ("lightGray", RGBA8(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)),
    ("lightGrey", RGBA8(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)),
    ("darkGray", RGBA8(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)),
    ("darkGrey", RGBA8(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)),
  ]

  private static let help = "(use #RRGGBB, #RRGGBBAA or a name like 'white')"

  /// Parses `#RRGGBB`, `#RRGGBBAA` (hex digits in either case) or a colour name.
  public static func parse(_ s: String) throws(ShellError) -> RGBA8 {
    if s.hasPrefix("#") {
      guard let color = hexColor(s.unicodeScalars.dropFirst()) else {
        throw ShellError("bad colour '\(s)' \(help)")
      }
      return color
    }
    let key = s.lowercased()
    if let match = names.first(where: { $0.name.lowercased() == key }) {
      return match.color
    }
    if let guess = Suggest.closest(to: s, among: names.map(\.name)) {
      throw ShellError("unknown colour '\(s)'; did you mean '\(guess)'? \(help)")
    }
    throw ShellError("unknown colour '\(s)' \(help)")
  }

  /// The first name whose colour is exactly `color`, for showing values back (`white`, not
  /// `#FFFFFF`); nil when the colour has no name.
  public static func name(of color: RGBA8) -> String? {
    names.first { $0.color == color }?.name
  }

  /// Decodes 6 or 8 hex digits.
  private static func hexColor(_ digits: Substring.UnicodeScalarView) -> RGBA8? {
    guard digits.count == 6 || digits.count == 8 else { return nil }
    var bytes: [UInt8] = []
    var high: UInt8?
    for scalar in digits {
      guard let nibble = hexValue(scalar) else { return nil }
      if let first = high {
        bytes.append(first << 4 | nibble)
        high = nil
      } else {
        high = nibble
      }
    }
    guard bytes.count >= 3 else { return nil }
    return RGBA8(r: bytes[0], g: bytes[1], b: bytes[2], a: bytes.count == 4 ? bytes[3] : 255)
  }

  private static func hexValue(_ scalar: Unicode.Scalar) -> UInt8? {
    switch scalar {
    case "0"..."9": return UInt8(scalar.value - 0x30)
    case "a"..."f": return UInt8(scalar.value - 0x61 + 10)
    case "A"..."F": return UInt8(scalar.value - 0x41 + 10)
    default: return nil
    }
  }
}
