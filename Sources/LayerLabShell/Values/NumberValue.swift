/// Parses a plain decimal number for a property such as `lineSpacing`.
///
/// `Double(String)` alone would also take `nan`, `inf`, `0x1p3` and surrounding junk, none of
/// which a user means as a size in points, so the syntax is checked first: an optional sign,
/// digits with an optional fraction, and an optional exponent (`1e3`).
public enum NumberValue {
  /// Parses `s` as a finite number within `range`, naming the property `name` in errors.
  public static func parse(
    _ s: String, name: String, range: ClosedRange<Double>
  ) throws(ShellError) -> Double {
    let span = "from \(format(range.lowerBound)) to \(format(range.upperBound))"
    guard isDecimal(Substring(s)), let value = Double(s) else {
      throw ShellError("bad number '\(s)' for '\(name)' (a number \(span))")
    }
    guard value.isFinite, range.contains(value) else {
      throw ShellError("'\(name)' must be \(span), got \(s)")
    }
    return value
  }

  /// Parses `s` as a finite decimal number, or returns nil; shared by rects and other values.
  static func decimal(_ s: Substring) -> Double? {
    guard isDecimal(s), let value = Double(s), value.isFinite else { return nil }
    return value
  }

  /// Whether `s` is `[+-]?(digits[.digits]|.digits)([eE][+-]?digits)?` with ASCII digits.
  static func isDecimal(_ s: Substring) -> Bool {
    var scalars = s.unicodeScalars[...]
    if let first = scalars.first, first == "+" || first == "-" {
      scalars = scalars.dropFirst()
    }
    let whole = scalars.prefix { isDigit($0) }
    scalars = scalars.dropFirst(whole.count)
    var fraction = 0
    if scalars.first == "." {
      scalars = scalars.dropFirst()
      fraction = scalars.prefix { isDigit($0) }.count
      scalars = scalars.dropFirst(fraction)
    }
    guard whole.count + fraction > 0 else { return false }
    if let marker = scalars.first, marker == "e" || marker == "E" {
      scalars = scalars.dropFirst()
      if let sign = scalars.first, sign == "+" || sign == "-" {
        scalars = scalars.dropFirst()
      }
      let exponent = scalars.prefix { isDigit($0) }.count
      guard exponent > 0 else { return false }
      scalars = scalars.dropFirst(exponent)
    }
    return scalars.isEmpty
  }

  static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x30 && scalar.value <= 0x39
  }

  /// Writes a number the way a user would: `20`, `0.5`, `-3.25`, never `20.0` or `-0`.
  public static func format(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return "\(value)"
  }
}
