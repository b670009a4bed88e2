#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Mann–Whitney U test (Wilcoxon rank-sum): whether one set of runs tends to give larger
/// values than another, without assuming the values are normal — hitch counts and frame
/// rates are not. Two-sided, with the normal approximation corrected for ties and for
/// continuity (Mann and Whitney 1947; the same as SciPy's `mannwhitneyu(method="asymptotic")`),
/// which is close to the exact test from about eight runs a side.
public struct RankTest: Sendable, Equatable {
  /// U for the first sample: how many (a, b) pairs have a > b, ties counting a half.
  public let u: Double
  /// The two-sided p-value: the chance of a difference at least this large if both samples
  /// came from one distribution. 1 when either sample is empty or every value ties.
  public let p: Double

  public init(_ a: [Double], _ b: [Double]) {
    let n1 = Double(a.count)
    let n2 = Double(b.count)
    guard n1 > 0, n2 > 0 else {
      (u, p) = (0, 1)
      return
    }
    // Mid-ranks over both samples.
    let all = (a.map { ($0, true) } + b.map { ($0, false) }).sorted { $0.0 < $1.0 }
    var rankSumA = 0.0
    var tieTerm = 0.0
    var start = 0
    while start < all.count {
      var end = start
      while end + 1 < all.count && all[end + 1].0 == all[start].0 { end += 1 }
      let rank = Double(start + end) / 2 + 1
      let size = Double(end - start + 1)
      tieTerm += size * size * size - size
      for index in start...end where all[index].1 { rankSumA += rank }
      start = end + 1
    }
    u = rankSumA - n1 * (n1 + 1) / 2
    let n = n1 + n2
    let mean = n1 * n2 / 2
    let variance = n1 * n2 / 12 * ((n + 1) - tieTerm / (n * (n - 1)))
    guard variance > 0 else {
      p = 1
      return
    }
    let z = (abs(u - mean) - 0.5) / variance.squareRoot()
    p = min(1, erfc(max(z, 0) / 2.0.squareRoot()))
  }
}
