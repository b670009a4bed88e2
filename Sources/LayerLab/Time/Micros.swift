/// Virtual time in microseconds since the session started.
///
/// The model never reads a wall clock: every piece of simulated work has a cost in these
/// units, so a `clock model` run is exactly reproducible.
public typealias Micros = Int64

extension Micros {
  /// The most one piece of simulated work (a stage of a draw, a commit's layout, a decode)
  /// may cost: one virtual hour. Not a real-world figure: a guard. No price the standard fit
  /// gives comes near it (a 2000×2000 pt label on an iPhone 4s costs well under a second),
  /// but `costs set` may fix a price a billion times the fitted one, and without a bound the
  /// product overflows `Int64` (a crash) or one event holds main for years of virtual time
  /// while every other process must be run through them (a hang). An hour is the longest
  /// `run` a statement may ask for (the shell's run-duration limit).
  public static let maxCost: Micros = 3_600_000_000

  /// A cost in µs from a computed amount: rounded by `rule`, at least 0 and at most
  /// ``maxCost``; NaN (a zero times an infinite price) costs 0. Every conversion of a
  /// computed cost to virtual time goes through this, so none can trap.
  public init(
    cost micros: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero
  ) {
    guard !micros.isNaN else {
      self = 0
      return
    }
    let rounded = micros.rounded(rule)
    if rounded <= 0 {
      self = 0
    } else {
      self = rounded >= Double(Micros.maxCost) ? Micros.maxCost : Micros(rounded)
    }
  }
}
