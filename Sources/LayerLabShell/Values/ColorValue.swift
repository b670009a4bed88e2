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

/// Parses colour values: `#RRGGBB`, `#RRGGBBAA`, the shorthands `#RGB` and `#RGBA` (each digit
/// doubled, as CSS writes them), or a UIKit colour name.
///
/// The names are those of UIColor's class properties: the fixed ones (`lightGray`, `orange`, …)
/// with UIKit's own component values, so a session that sets `textColor = lightGray` draws what
/// the app would, and the adaptive system colours (`systemBlue`, `label`, …) at their light
/// appearance. Names match case-insensitively, and `grey` spellings are accepted next to `gray`.
public enum ColorValue {
  /// The names in the order used for suggestions (common ones first) with their colours.
  public static let names: [(name: String, color: RGBA8)] =
    [
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
    ] + systemNames

  /// UIKit's adaptive system colours at their light appearance: the values Apple's Human
  /// Interface Guidelines listed for iOS 13 (its Color page, 2019; transcribed in the gist
  /// nummi/e17673d45120a587a82c9da08925ae4c, 2019-07-16). Apple says the values may change
  /// from release to release (iOS 15 moved `systemTeal`); `systemGray2` is left out, as the
  /// transcription's 151,151,151 could not be checked against the guidelines.
  static let systemNames: [(name: String, color: RGBA8)] = [
    ("systemRed", RGBA8(r: 255, g: 59, b: 48)),
    ("systemOrange", RGBA8(r: 255, g: 149, b: 0)),
    ("systemYellow", RGBA8(r: 255, g: 204, b: 0)),
    ("systemGreen", RGBA8(r: 52, g: 199, b: 89)),
    ("systemTeal", RGBA8(r: 90, g: 200, b: 250)),
    ("systemBlue", RGBA8(r: 0, g: 122, b: 255)),
    ("systemIndigo", RGBA8(r: 88, g: 86, b: 214)),
    ("systemPurple", RGBA8(r: 175, g: 82, b: 222)),
    ("systemPink", RGBA8(r: 255, g: 45, b: 85)),
    ("systemGray", RGBA8(r: 142, g: 142, b: 147)),
    ("systemGray3", RGBA8(r: 199, g: 199, b: 204)),
    ("systemGray4", RGBA8(r: 209, g: 209, b: 214)),
    ("systemGray5", RGBA8(r: 229, g: 229, b: 234)),
    ("systemGray6", RGBA8(r: 242, g: 242, b: 247)),
    ("label", RGBA8(r: 0, g: 0, b: 0)),
    ("secondaryLabel", RGBA8(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)),
    ("tertiaryLabel", RGBA8(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)),
    // UIColor.systemBackground: "a white primary background in a light environment" (UIKit
    // documentation).
    ("systemBackground", RGBA8(r: 255, g: 255, b: 255)),
  ]

  private static let help = "(use #RRGGBB, #RRGGBBAA, #RGB or a name like 'white' or 'systemBlue')"

  /// Parses `#RRGGBB`, `#RRGGBBAA`, `#RGB`, `#RGBA` (hex digits in either case) or a colour
  /// name.
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

  /// Decodes 6 or 8 hex digits, or 3 or 4 (each one doubled: `#F80` is `#FF8800`).
  private static func hexColor(_ digits: Substring.UnicodeScalarView) -> RGBA8? {
    if digits.count == 3 || digits.count == 4 {
      var doubled = ""
      for scalar in digits { doubled.unicodeScalars.append(contentsOf: [scalar, scalar]) }
      return hexColor(Substring(doubled).unicodeScalars)
    }
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
