/// Repeated measurements of one figure, summarised by their median and 90th percentile.
///
/// Why median and p90 instead of a mean: host timings on a shared VM jump by tens of percent,
/// and one descheduled repetition would drag a mean; the median says what a typical repetition
/// costs and the p90 how bad the tail is, which is what frame budgets care about.
struct Samples {
  /// The measurements, in the order they were taken.
  private(set) var values: [Double] = []

  /// Adds one measurement.
  mutating func add(_ value: Double) {
    values.append(value)
  }

  /// How many measurements there are.
  var count: Int { values.count }

  /// The middle value (the mean of the two middle ones for an even count); 0 when empty.
  var median: Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let half = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2
  }

  /// The nearest-rank 90th percentile: the smallest value at least 90 % of the samples do not
  /// exceed; 0 when empty.
  var p90: Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let rank = (sorted.count * 9 + 9) / 10
    return sorted[min(max(rank, 1), sorted.count) - 1]
  }
}
