import Testing

@testable import LayerLab

/// Issue 43: the spread and significance of repeated runs, pinned on hand-made samples whose
/// answers were computed independently (NumPy's `percentile`, SciPy 1.17's
/// `mannwhitneyu(alternative="two-sided", method="asymptotic", use_continuity=True)`).
struct StatisticsTests {
  @Test func quartilesInterpolateAsNumPyDoes() throws {
    let sample = Sample([3, 1, 4, 1, 5, 9, 2, 6])
    let quartiles = try #require(sample.quartiles)
    #expect(quartiles.low == 1.75 && sample.median == 3.5 && quartiles.high == 5.25)
    #expect(Sample([7]).median == 7 && Sample([]).median == nil)
    #expect(Sample([2, .nan, 4]).median == 3, "a NaN is left out")
  }

  @Test(arguments: [
    ([0.0, 1, 2, 0, 1], [0.0, 0, 0, 0, 0], 20.0, 0.07070114486598297),
    ([31.0, 29, 35, 30, 33, 28, 32, 34], [1.0, 2, 0, 1, 3, 1, 0, 2], 64.0, 0.000891015907586499),
    ([1.0, 2, 3, 4, 5], [3.0, 4, 5, 6, 7], 4.5, 0.11384629800665805),
    ([5.0, 5, 5], [5.0, 5, 5], 4.5, 1.0),
  ])
  func theRankTestMatchesSciPy(_ a: [Double], _ b: [Double], _ u: Double, _ p: Double) {
    let test = RankTest(a, b)
    #expect(test.u == u)
    #expect(abs(test.p - p) < 1e-9, "\(test.p) vs \(p)")
  }

  @Test func anEmptySideIsNoEvidence() {
    #expect(RankTest([], [1, 2]).p == 1)
  }
}
