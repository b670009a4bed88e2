import Testing

@testable import LayerLab

/// The height cache: each measured row's layout, and what its texts laid out.
struct RowLayoutsTests {
  @Test func layoutsComeBackAsStored() {
    var generator = SeededGenerator(seed: 5)
    var made: [PrototypeLayout] = []
    for _ in 0..<300 {
      let height = Double(generator.below(4000)) / 7
      made.append(
        PrototypeLayout(
          height: height, frames: [Rect(x: 0, y: 0, width: 375, height: height)],
          hidden: [generator.chance(30)]))
    }
    var cache = RowLayouts(count: made.count + 1)
    for (row, layout) in made.enumerated() {
      cache.store(MeasuredRow(layout: layout, texts: []), at: row)
    }
    for (row, layout) in made.enumerated() {
      #expect(cache[row] === layout, "row \(row)")
      #expect(cache.isMeasured(row))
    }
    #expect(cache[made.count] == nil && !cache.isMeasured(made.count))
    #expect(cache.count == made.count + 1)
  }

  /// Each row keeps what its texts laid out, so laying it out again is priced the same.
  @Test func theTextsCountsComeBackWithTheRow() {
    var cache = RowLayouts(count: 3)
    let layout = PrototypeLayout(height: 40, frames: [], hidden: [])
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
