import Testing

@testable import LayerLab

/// The height cache keeps measurements, not layouts: every layout a table makes comes back
/// equal from them.
struct RowLayoutsTests {
  @Test func feedAndNewsLayoutsComeBackEqual() {
    var generator = SeededGenerator(seed: 5)
    var made: [CellLayout] = []
    for _ in 0..<300 {
      let text = Double(generator.below(4000)) / 7
      let retweet = generator.chance(30) ? Double(generator.below(2000)) / 3 : nil
      made.append(
        CellLayout(
          width: 375, textHeight: text, retweetHeight: retweet, thumbnails: generator.below(10)))
      made.append(CellLayout.news(width: 375, contentHeight: Double(generator.below(9000)) / 9))
    }
    var cache = RowLayouts(count: made.count + 1)
    for (row, layout) in made.enumerated() { cache[row] = .cell(layout) }
    for (row, layout) in made.enumerated() {
      #expect(cache[row]?.cellLayout == layout, "row \(row)")
    }
    #expect(cache[made.count] == nil && !cache.isMeasured(made.count))
    cache[0] = nil
    #expect(cache[0] == nil && cache.count == made.count + 1)
  }
}
