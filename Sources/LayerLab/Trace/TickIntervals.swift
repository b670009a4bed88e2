/// The intervals between display-link callbacks in a window: how many, their nearest-rank
/// percentiles in µs, and the "1 % low" frame rate they give.
public struct TickIntervals: Sendable, Equatable {
  /// How many intervals the percentiles come from.
  public var count = 0
  public var p50: Micros?
  public var p95: Micros?
  public var p99: Micros?

  /// The intervals between consecutive `ticks`.
  public init(_ ticks: [TickRecord]) {
    let intervals = zip(ticks.dropFirst(), ticks).map { $0.fired - $1.fired }.sorted()
    count = intervals.count
    p50 = FrameSummary.percentile(intervals, 50)
    p95 = FrameSummary.percentile(intervals, 95)
    p99 = FrameSummary.percentile(intervals, 99)
  }

  /// "1 % low": the rate matching the 99th-percentile interval between callbacks. Nil under a
  /// hundred intervals, where a 99th percentile means nothing.
  public var onePercentLowFPS: Double? {
    guard count >= 100 else { return nil }
    return p99.map { 1_000_000 / Double(max(1, $0)) }
  }
}
