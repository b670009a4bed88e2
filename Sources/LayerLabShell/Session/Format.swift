import LayerLab

/// Number formats shared by transcripts and tables; no Foundation, so output never depends
/// on the locale.
enum Format {
  /// Microseconds as milliseconds with three decimals: `16666` → `16.666 ms`.
  static func ms(_ us: Micros) -> String {
    let sign = us < 0 ? "-" : ""
    let magnitude = us.magnitude
    let fraction = String(magnitude % 1000)
    return sign + String(magnitude / 1000) + "." + String(repeating: "0", count: 3 - fraction.count)
      + fraction + " ms"
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

  /// `1 turn`, `2 turns`.
  static func count(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
  }

  /// Left-pads to `width` characters.
  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }
}
