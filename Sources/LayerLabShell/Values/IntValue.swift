/// Parses a whole number for a property or argument such as `numberOfLines` or `step N`.
///
/// Only plain decimal is accepted (an optional sign and ASCII digits): `Int(String)` would
/// take other scripts' digits in some toolchains and `1e3`/`0x10` would surprise more than
/// help. Digits are accumulated with overflow checks, so a pasted 40-digit number is reported as
/// out of range instead of trapping the shell.
public enum IntValue {
  /// Parses `s` as a whole number within `range`, naming the property `name` in errors, and
  /// `limit` (a row of `help limits`, e.g. "repeat count") when the upper bound is one.
  public static func parse(
    _ s: String, name: String, range: ClosedRange<Int>, limit: String? = nil
  ) throws(ShellError) -> Int {
    let span = "from \(range.lowerBound) to \(range.upperBound)"
    guard let parsed = wholeNumber(s) else {
      throw ShellError("bad number '\(s)' for '\(name)' (a whole number \(span))")
    }
    guard let value = parsed, range.contains(value) else {
      let over = parsed.map { $0 > range.upperBound } ?? !s.hasPrefix("-")
      let which = over ? limit.map { " (the \($0) limit)" } ?? "" : ""
      throw ShellError("'\(name)' must be \(span)\(which), got \(s)")
    }
    return value
  }

  /// Reads `[+-]?digits`: nil when the text is not such a number, `.some(nil)` when it is one
  /// but does not fit in an `Int`.
  static func wholeNumber(_ s: String) -> Int?? {
    var scalars = s.unicodeScalars[...]
    var negative = false
    if let first = scalars.first, first == "+" || first == "-" {
      negative = first == "-"
      scalars = scalars.dropFirst()
    }
    guard !scalars.isEmpty, scalars.allSatisfy(NumberValue.isDigit) else { return nil }
    var value = 0
    var fits = true
    for scalar in scalars {
      let digit = Int(scalar.value) - 0x30
      // Accumulate towards the sign so that Int.min itself is representable.
      let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
      let (next, overflowB) =
        negative
        ? shifted.subtractingReportingOverflow(digit)
        : shifted.addingReportingOverflow(digit)
      if overflowA || overflowB {
        fits = false
        break
      }
      value = next
    }
    return .some(fits ? value : nil)
  }
}
