import Testing

@testable import LayerLab

/// The Weibo cell's text layout (issue 41): the work the `weibo-*` observations price is the
/// mean of YYKit's demo statuses kept in the repo, laid out as `WBStatusLayout` does.
struct WeiboObservationTests {
  @Test func theObservationsWorkIsTheSampleStatusesMean() throws {
    let mean = try WeiboCellTexts.meanWork()
    print(
      "weibo sample: \(mean.count) statuses, per cell \(mean.glyphs) glyphs, \(mean.lines) lines, \(mean.fallback) fallback"
    )
    #expect(mean.count == 53)
    let work = Observation.weiboCell.amounts
    #expect(abs((work[.layoutGlyph] ?? 0) - mean.glyphs) < 0.5)
    #expect(abs((work[.layoutLine] ?? 0) - mean.lines) < 0.05)
    #expect(abs((work[.fallbackGlyph] ?? 0) - mean.fallback) < 0.5)
  }
}
