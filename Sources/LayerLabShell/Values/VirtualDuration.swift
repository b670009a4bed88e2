/// Durations of virtual time (`250us`, `16.7ms`, `2s`), kept as whole microseconds.
///
/// Virtual time is an integer count of microseconds, so a duration must land on a whole
/// microsecond. The conversion is done on the decimal digits themselves rather than through
/// `Double`, so `16.7ms` is exactly 16700 µs and a value exactly halfway (`0.5us`) always rounds
/// up, with no binary-fraction surprises. A unit is required: a bare `16` is ambiguous between
/// milliseconds (what a frame budget is usually quoted in) and seconds.
public enum VirtualDuration {
  /// The longest duration accepted: one hour, far beyond any run-loop experiment, small enough
  /// that a typo such as `5000s` is caught instead of silently simulating for ages.
  public static let maxMicroseconds: Int64 = 3_600_000_000

  /// A unit: multiply the number by `factor`, then shift the decimal point `shift` places right.
  private struct Unit {
    let factor: UInt8
    let shift: Int
  }

  /// Accepted units, lowercased. `µs` (micro sign) and `μs` (Greek mu) both mean microseconds;
  /// `min` and `h` are accepted so that `2h` gets a "too long" answer rather than a puzzle.
  private static let units: [String: Unit] = [
    "us": Unit(factor: 1, shift: 0),
    "\u{B5}s": Unit(factor: 1, shift: 0),
    "\u{3BC}s": Unit(factor: 1, shift: 0),
    "ms": Unit(factor: 1, shift: 3),
    "s": Unit(factor: 1, shift: 6),
    "min": Unit(factor: 6, shift: 7),
    "h": Unit(factor: 36, shift: 8),
  ]

  private static let examples = "250us, 16.7ms, 2s"

  /// Parses a moment of the session (`stats from 7000s`, `export … --to 2h`): a duration
  /// from the session's start, which may be later than the longest `run` — a session is
  /// many runs — up to 12 digits of microseconds (999999s, about eleven days).
  public static func parseMoment(_ s: String) throws(ShellError) -> Int64 {
    try parse(s, limit: nil)
  }

  /// Parses a duration such as `250us`, `16.7ms`, `2s` or `0.5s` into microseconds, rounding a
  /// fraction of a microsecond to the nearest (halves up).
  ///
  /// - Parameter limit: the longest accepted (the run-duration limit); nil for a moment.
  public static func parse(_ s: String, limit: Int64? = maxMicroseconds) throws(ShellError)
    -> Int64
  {
    let scalars = Array(s.unicodeScalars)
    if scalars.first == "-" || scalars.first == "\u{2212}" {
      throw ShellError("bad duration '\(s)' (a duration cannot be negative; write e.g. 5ms)")
    }
    let numberEnd = scalars.firstIndex { !(NumberValue.isDigit($0) || $0 == ".") } ?? scalars.count
    let number = scalars[..<numberEnd]
    let unitText = String(String.UnicodeScalarView(scalars[numberEnd...])).lowercased()
    let dots = number.filter { $0 == "." }.count
    guard number.count > dots, dots <= 1 else {
      throw ShellError("bad duration '\(s)' (write a number and a unit: \(examples))")
    }
    guard !unitText.isEmpty else {
      throw ShellError("bad duration '\(s)' (give a unit: \(examples))")
    }
    if let exponent = unitText.unicodeScalars.first, exponent == "e",
      unitText.unicodeScalars.dropFirst().first.map({
        NumberValue.isDigit($0) || $0 == "-" || $0 == "+"
      })
        == true
    {
      throw ShellError(
        "bad duration '\(s)' (no exponents in durations; write the digits out: \(examples))")
    }
    guard let unit = units[unitText] else {
      throw ShellError(
        "bad duration '\(s)' (unknown unit '\(unitText)'; use us, ms or s: \(examples))")
    }
    let micros = microseconds(number, unit: unit)
    if let limit, (micros ?? .max) > limit {
      throw ShellError(
        "duration '\(s)' is too long (at most \(format(limit)), the run-duration limit)")
    }
    guard let micros else {
      throw ShellError("duration '\(s)' is too long (at most 999999s, about eleven days)")
    }
    return micros
  }

  /// The exact value of the digits times the unit, rounded to whole microseconds; nil when it
  /// is far too large to matter (more than 12 integer digits).
  private static func microseconds(_ number: ArraySlice<Unicode.Scalar>, unit: Unit) -> Int64? {
    var digits: [UInt8] = []
    var pointAt: Int?
    for scalar in number {
      if scalar == "." {
        pointAt = digits.count
      } else {
        digits.append(UInt8(truncatingIfNeeded: scalar.value &- 0x30))
      }
    }
    var point = pointAt ?? digits.count
    // Multiply the digit string by the unit's small factor, from the right, carrying left.
    var carry = 0
    for index in digits.indices.reversed() {
      let product = Int(digits[index]) * Int(unit.factor) + carry
      digits[index] = UInt8(product % 10)
      carry = product / 10
    }
    while carry > 0 {
      digits.insert(UInt8(carry % 10), at: 0)
      carry /= 10
      point += 1
    }
    point += unit.shift
    if digits.count < point + 1 {
      digits += [UInt8](repeating: 0, count: point + 1 - digits.count)
    }
    let whole = digits[..<point].drop { $0 == 0 }
    guard whole.count <= 12 else { return nil }
    var value: Int64 = 0
    for digit in whole {
      value = value * 10 + Int64(digit)
    }
    return digits[point] >= 5 ? value + 1 : value
  }

  /// Writes microseconds in the shortest exact form: `250us`, `16.667ms`, `1.5s`, `2s`.
  ///
  /// Seconds when the value is at least a second (or a whole number of them, including 0),
  /// milliseconds from a millisecond, microseconds below; trailing zeros are dropped, so the
  /// result always parses back to the same number.
  public static func format(_ us: Int64) -> String {
    let sign = us < 0 ? "-" : ""
    let magnitude = us.magnitude
    if magnitude % 1_000_000 == 0 {
      return "\(sign)\(magnitude / 1_000_000)s"
    }
    if magnitude >= 1_000_000 {
      return sign + decimal(magnitude, places: 6) + "s"
    }
    if magnitude >= 1000 {
      return sign + decimal(magnitude, places: 3) + "ms"
    }
    return "\(sign)\(magnitude)us"
  }

  /// `value / 10^places` written exactly, without trailing zeros in the fraction.
  private static func decimal(_ value: UInt64, places: Int) -> String {
    var scale: UInt64 = 1
    for _ in 0..<places { scale *= 10 }
    var fraction = String(value % scale)
    fraction = String(repeating: "0", count: places - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return fraction.isEmpty ? "\(value / scale)" : "\(value / scale).\(fraction)"
  }
}
