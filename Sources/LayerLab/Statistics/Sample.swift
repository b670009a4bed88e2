#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One figure measured over repeated runs (`compare … runs=N`): its median and the spread of
/// the middle half, as a reader of a benchmark expects them.
///
/// Quantiles interpolate linearly between order statistics (Hyndman and Fan's type 7, the
/// default of R, NumPy and Excel's PERCENTILE.INC), so two tools agree on the same numbers.
public struct Sample: Sendable, Equatable {
  /// The values, sorted; NaNs left out.
  public let sorted: [Double]

  public init(_ values: [Double]) {
    sorted = values.filter { !$0.isNaN }.sorted()
  }

  public var count: Int { sorted.count }

  /// The `p` quantile (0…1), nil for an empty sample.
  public func quantile(_ p: Double) -> Double? {
    guard let first = sorted.first else { return nil }
    guard sorted.count > 1 else { return first }
    let position = min(max(p, 0), 1) * Double(sorted.count - 1)
    let low = Int(position.rounded(.down))
    let high = min(low + 1, sorted.count - 1)
    let fraction = position - Double(low)
    return sorted[low] + (sorted[high] - sorted[low]) * fraction
  }

  public var median: Double? { quantile(0.5) }
  /// The 25th and 75th percentiles: the middle half of the runs.
  public var quartiles: (low: Double, high: Double)? {
    guard let low = quantile(0.25), let high = quantile(0.75) else { return nil }
    return (low, high)
  }
}
