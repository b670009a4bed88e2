import Testing

@testable import LayerLab

/// The height cache: each measured row's layout, and what its texts laid out.
struct RowLayoutsTests {
  @Test func layoutsComeBackAsStored() throws {
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
      let kept = try #require(cache[row])
      #expect(kept.height == layout.height && kept.frames == layout.frames, "row \(row)")
      #expect(kept.hidden == layout.hidden && kept.widthsPending == layout.widthsPending)
      #expect(cache.isMeasured(row))
    }
    #expect(cache[made.count] == nil && !cache.isMeasured(made.count))
    #expect(cache.count == made.count + 1)
  }

  /// Rows with equal geometry hold one object (a feed has a few hundred geometries for
  /// 100 000 rows); a row that differs in any stored value — height, a frame, what it hides,
  /// pending widths — keeps its own.
  @Test func equalLayoutsAreOneObject() {
    func layout(height: Double = 40, y: Double = 10, hidden: Bool = false, pending: Bool = false)
      -> PrototypeLayout
    {
      PrototypeLayout(
        height: height, frames: [Rect(x: 0, y: y, width: 375, height: 20)], hidden: [hidden],
        widthsPending: pending)
    }
    let variants = [
      layout(), layout(height: 41), layout(y: 11), layout(hidden: true), layout(pending: true),
    ]
    var cache = RowLayouts(count: 2 * variants.count)
    for (index, variant) in variants.enumerated() {
      cache.store(MeasuredRow(layout: variant, texts: []), at: index)
    }
    for (index, variant) in variants.enumerated() {
      // A fresh object equal to an earlier row's is not kept: the earlier one is shared.
      let twin = PrototypeLayout(
        height: variant.height, frames: variant.frames, hidden: variant.hidden,
        widthsPending: variant.widthsPending)
      cache.store(MeasuredRow(layout: twin, texts: []), at: variants.count + index)
      #expect(cache[variants.count + index] === variant, "variant \(index)")
      #expect(cache[index] === variant)
    }
    let distinct = Set((0..<variants.count).map { ObjectIdentifier(cache[$0]!) })
    #expect(distinct.count == variants.count)
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
