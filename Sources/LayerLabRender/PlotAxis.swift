/// The y axis of a plot: "nice" steps (1, 2 or 5 × 10ⁿ) and their labels.
///
/// Why labels without `String(format:)`: as for the time axis, a `clock model` session must
/// export the same bytes everywhere, so the locale and binary-fraction printing stay out.
public enum PlotAxis {
  /// The step for a y axis from 0 to `top` with at most `ticks` steps.
  public static func step(top: Double, ticks: Int = 6) -> Double {
    guard top.isFinite, top > 0 else { return 1 }
    let raw = top / Double(max(1, ticks))
    var decade = 1.0
    while decade * 10 <= raw { decade *= 10 }
    while decade > raw, decade > 1e-6 { decade /= 10 }
    for factor in [1.0, 2.0, 5.0, 10.0] where decade * factor >= raw {
      return decade * factor
    }
    return decade * 10
  }

  /// The multiples of `step` from 0 to `top`.
  public static func ticks(top: Double, step: Double) -> [Double] {
    guard step > 0, top.isFinite, top >= 0 else { return [] }
    var values: [Double] = []
    var index = 0.0
    while index * step <= top * (1 + 1e-9), values.count < 1000 {
      values.append(index * step)
      index += 1
    }
    return values
  }

  /// A value as a label: whole for whole steps, else with one decimal ("12", "2.5").
  public static func label(_ value: Double, step: Double) -> String {
    guard value.isFinite, value.magnitude < 1e15 else { return "?" }
    if step >= 1 { return String(Int64(value.rounded())) }
    let tenths = Int64((value * 10).rounded())
    let sign = tenths < 0 ? "-" : ""
    return sign + "\(tenths.magnitude / 10).\(tenths.magnitude % 10)"
  }
}
