import LayerLab

/// Number formats shared by transcripts and tables; no Foundation, so output never depends
/// on the locale.
enum Format {
  /// Microseconds as milliseconds with three decimals: `16666` → `16.666 ms`.
  static func ms(_ us: Micros) -> String {
    ms(us, padTo: 0)
  }

  /// ``ms(_:)`` left-padded with blanks to `width` characters, as ``pad(_:_:)`` would.
  ///
  /// Written into one buffer, digit by digit, rather than joined from pieces: every line of a
  /// transcript starts with one, so it is on the path of every statement that prints.
  static func ms(_ us: Micros, padTo width: Int) -> String {
    let whole = us.magnitude / 1000
    var digitCount = 1
    var rest = whole / 10
    while rest > 0 {
      digitCount += 1
      rest /= 10
    }
    // The sign, the whole milliseconds, a point, three decimals and " ms".
    let length = (us < 0 ? 1 : 0) + digitCount + 7
    let padding = max(0, width - length)
    return String(unsafeUninitializedCapacity: padding + length) { buffer in
      var at = 0
      func put(_ byte: UInt8) {
        buffer[at] = byte
        at += 1
      }
      for _ in 0..<padding { put(UInt8(ascii: " ")) }
      if us < 0 { put(UInt8(ascii: "-")) }
      var left = whole
      at += digitCount
      for offset in 1...digitCount {
        buffer[at - offset] = UInt8(ascii: "0") + UInt8(left % 10)
        left /= 10
      }
      put(UInt8(ascii: "."))
      let fraction = us.magnitude % 1000
      put(UInt8(ascii: "0") + UInt8(fraction / 100))
      put(UInt8(ascii: "0") + UInt8(fraction / 10 % 10))
      put(UInt8(ascii: "0") + UInt8(fraction % 10))
      for byte in " ms".utf8 { put(byte) }
      return at
    }
  }

  /// Microseconds as seconds with three decimals: `3833333` → `3.833 s`.
  static func seconds(_ us: Micros) -> String {
    let ms = (us + (us >= 0 ? 500 : -500)) / 1000
    let fraction = ms.magnitude % 1000
    let digits = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
    return (ms < 0 ? "-" : "") + "\(ms.magnitude / 1000).\(digits) s"
  }

  /// A whole number with thin grouping for readability in summaries: `1234567` → `1,234,567`.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var out = ""
    for (offset, ch) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { out.append(",") }
      out.append(ch)
    }
    return (value < 0 ? "-" : "") + out
  }

  /// Bytes in binary units: `32000` → `31.3 KiB`.
  static func bytes(_ value: Int) -> String {
    if value < 1024 { return "\(value) B" }
    let units = ["KiB", "MiB", "GiB"]
    var scaled = Double(value) / 1024
    var unit = 0
    while scaled >= 1024, unit < units.count - 1 {
      scaled /= 1024
      unit += 1
    }
    let tenths = Int((scaled * 10).rounded())
    return "\(tenths / 10).\(tenths % 10) \(units[unit])"
  }

  /// A rectangle in points to one decimal, `x,y,w,h`: enough to find a tappable range.
  static func rect(_ r: Rect) -> String {
    [r.x, r.y, r.width, r.height].map(tenths).joined(separator: ",")
  }

  /// One decimal, without a trailing `.0`: `74.41` → `74.4`, `25.0` → `25`.
  static func tenths(_ value: Double) -> String {
    guard value.isFinite else { return "?" }
    let scaled = Int64((value * 10).rounded())
    let sign = scaled < 0 ? "-" : ""
    let magnitude = scaled.magnitude
    let fraction = magnitude % 10
    return sign + String(magnitude / 10) + (fraction == 0 ? "" : "." + String(fraction))
  }

  /// `1 turn`, `2 turns`, `2 passes`.
  static func count(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : noun.hasSuffix("s") ? "es" : "s")"
  }

  /// Left-pads to `width` characters.
  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }
}
