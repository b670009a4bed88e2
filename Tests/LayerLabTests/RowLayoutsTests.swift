import Testing

@testable import LayerLab

/// The height cache keeps measurements, not layouts: every layout a table makes comes back
/// equal from them.
struct RowLayoutsTests {
  @Test func feedLayoutsComeBackEqual() {
    var generator = SeededGenerator(seed: 5)
    var made: [CellLayout] = []
    for _ in 0..<300 {
      let text = Double(generator.below(4000)) / 7
      let retweet = generator.chance(30) ? Double(generator.below(2000)) / 3 : nil
      made.append(
        CellLayout(
          width: 375, textHeight: text, retweetHeight: retweet, thumbnails: generator.below(10)))
    }
    var cache = RowLayouts(count: made.count + 1)
    for (row, layout) in made.enumerated() {
      cache.store(MeasuredRow(layout: .cell(layout), texts: []), at: row)
    }
    for (row, layout) in made.enumerated() {
      #expect(cache[row]?.cellLayout == layout, "row \(row)")
    }
    #expect(cache[made.count] == nil && !cache.isMeasured(made.count))
    #expect(cache.count == made.count + 1)
  }

  /// Each row keeps what its texts laid out, so laying it out again is priced the same.
  @Test func theTextsCountsComeBackWithTheRow() {
    var cache = RowLayouts(count: 3)
    let layout = RowLayout.cell(CellLayout(width: 375, textHeight: 40, retweetHeight: nil))
    let one = TextMeasure(height: 40, lines: 2, glyphs: 70, characterWrapped: true)
    let other = TextMeasure(height: 20, lines: 1, glyphs: 12)
    cache.store(MeasuredRow(layout: layout, texts: [one]), at: 0)
    cache.store(MeasuredRow(layout: layout, texts: [one, other]), at: 1)
    cache.store(MeasuredRow(layout: layout, texts: [one, other, one]), at: 2)
    #expect(cache.layoutCounts(of: 0) == [one.layoutCounts])
    #expect(cache.layoutCounts(of: 1) == [one.layoutCounts, other.layoutCounts])
    #expect(cache.layoutCounts(of: 2) == [one.layoutCounts, other.layoutCounts, one.layoutCounts])
  }
}
