/// The time axis: "nice" tick steps (1, 2 or 5 × 10ⁿ µs) and their labels in milliseconds.
///
/// Why integer arithmetic and no Foundation formatting: virtual time is whole microseconds,
/// and the picture of a `clock model` session must be identical byte for byte on every run and
/// every machine; `String(format:)` would bring the locale and binary-fraction rounding in.
public enum TimelineAxis {
  /// The smallest step from 1, 2, 5, 10, 20, 50, … µs that is at least `minimum` µs.
  public static func niceStep(atLeast minimum: Int64) -> Int64 {
    var decade: Int64 = 1
    while true {
      for factor: Int64 in [1, 2, 5] where decade * factor >= minimum {
        return decade * factor
      }
      guard decade <= Int64.max / 100 else { return decade * 10 }
      decade *= 10
    }
  }

  /// The tick step for a window of `span` µs drawn `pixels` wide: ticks at least `spacing`
  /// pixels apart, so labels never touch.
  public static func step(span: Int64, pixels: Double, spacing: Double = 110) -> Int64 {
    guard span > 0, pixels > 0 else { return 1 }
    let ticks = max(1, (pixels / spacing).rounded(.down))
    let raw = (Double(span) / ticks).rounded(.up)
    return niceStep(atLeast: Int64(min(raw, 9e15)))
  }

  /// The multiples of `step` in `from...to`.
  public static func ticks(from: Int64, to: Int64, step: Int64) -> [Int64] {
    guard step > 0, from <= to else { return [] }
    var tick = from >= 0 ? (from + step - 1) / step * step : from / step * step
    var result: [Int64] = []
    while tick <= to {
      result.append(tick)
      tick += step
    }
    return result
  }

  /// How many decimals a label needs so that ticks `step` µs apart read differently in ms:
  /// 0 for whole milliseconds, up to 3 for single microseconds.
  public static func decimals(forStep step: Int64) -> Int {
    switch step {
    case 1000...: 0
    case 100...: 1
    case 10...: 2
    default: 3
    }
  }

  /// `time` µs as milliseconds with `decimals` decimals (rounded half away from zero) and the
  /// unit: `label(12_500, decimals: 1)` is "12.5 ms".
  public static func label(_ time: Int64, decimals: Int) -> String {
    millis(time, decimals: decimals) + " ms"
  }

  /// The number part of `label`.
  public static func millis(_ time: Int64, decimals: Int) -> String {
    let places = min(max(decimals, 0), 3)
    var unit: UInt64 = 1
    for _ in 0..<(3 - places) { unit *= 10 }
    let magnitude = time.magnitude
    let scaled = (magnitude + unit / 2) / unit
    var perMilli: UInt64 = 1
    for _ in 0..<places { perMilli *= 10 }
    let whole = String(scaled / perMilli)
    let sign = time < 0 && scaled > 0 ? "-" : ""
    guard places > 0 else { return sign + whole }
    let fraction = String(scaled % perMilli)
    return sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
  }

  /// A duration in the shortest of µs, ms or s that reads well: "850 µs", "12.3 ms", "2.05 s".
  public static func duration(_ micros: Int64) -> String {
    let magnitude = micros.magnitude
    switch magnitude {
    case ..<1000: return "\(micros) µs"
    case ..<10_000: return millis(micros, decimals: 2) + " ms"
    case ..<1_000_000: return millis(micros, decimals: 1) + " ms"
    default: return millis(micros / 1000, decimals: 2) + " s"
    }
  }
}
