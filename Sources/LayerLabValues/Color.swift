/// An sRGB colour with 8-bit channels, straight (not premultiplied) alpha.
///
/// Why one 8-bit type for the model and the renderer: scripts write colours as `#RRGGBBAA`,
/// UIKit's bitmap contexts hold 8 bits a channel, and cairo's ARGB32 surfaces keep no more,
/// so finer components could never reach a pixel. Bytes also make a non-finite colour
/// impossible to state, which spares the renderer a check per draw.
public struct Color: Sendable, Equatable, Hashable, CustomStringConvertible {
  public var r: UInt8
  public var g: UInt8
  public var b: UInt8
  public var a: UInt8

  public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  public static let black = Color(r: 0, g: 0, b: 0)
  public static let white = Color(r: 255, g: 255, b: 255)
  public static let clear = Color(r: 0, g: 0, b: 0, a: 0)

  /// True when the colour lets what is behind it show through (alpha below 1).
  public var isTranslucent: Bool { a < 255 }

  /// `#RRGGBB`, or `#RRGGBBAA` when not fully opaque. Written byte by byte: a synthetic
  /// feed's rows carry their avatar colour this way, a thousand rows a table.
  public var description: String {
    let channels = a == 255 ? [r, g, b] : [r, g, b, a]
    return String(unsafeUninitializedCapacity: 1 + 2 * channels.count) { text in
      text[0] = UInt8(ascii: "#")
      for (index, channel) in channels.enumerated() {
        text[1 + 2 * index] = Color.hexDigit(channel >> 4)
        text[2 + 2 * index] = Color.hexDigit(channel & 0xF)
      }
      return 1 + 2 * channels.count
    }
  }

  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
  }
}
