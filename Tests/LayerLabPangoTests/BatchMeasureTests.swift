import LayerLab
import LayerLabPango
import LayerLabRender
import Testing

/// A table's reload measures its rows in batches spread over the host's cores, without the
/// layout cache and without the highlights a cell's label would scan for. Both shortcuts must
/// give exactly the heights the one-label-at-a-time path gives, or a row's height would depend
/// on how it was measured.
@Suite struct BatchMeasureTests {
  /// Feed texts as the table measures them, plus the same with highlights (mentions, tags,
  /// links coloured) as a cell's label draws them.
  static func drawings(count: Int) -> (plain: [LabelDrawing], highlighted: [LabelDrawing]) {
    let posts = SyntheticFeed.posts(count: count, seed: 7)
    let texts = posts.flatMap { [$0.text, $0.retweet] }.filter { !$0.isEmpty }
    let plain = texts.map {
      LabelDrawing(text: $0, font: "Helvetica 15", lineSpacing: 3, numberOfLines: 0)
    }
    let highlighted = plain.map { drawing in
      var copy = drawing
      copy.highlights = HighlightScanner.scan(drawing.text, color: Highlight.vveboBlue)
      return copy
    }
    return (plain, highlighted)
  }

  @Test func batchHeightsOnSeveralThreadsEqualOneByOneWithHighlights() throws {
    let (plain, highlighted) = Self.drawings(count: 400)
    try #require(plain.count > BatchMeasurer.parallelThreshold)
    #expect(highlighted.contains { !$0.highlights.isEmpty })
    let width = 355.0
    let serial = TextRenderer()
    let oneByOne = highlighted.map { serial.measure($0, width: width) }
    // Three threads even on a one-core host, so the split is exercised everywhere.
    let threaded = BatchMeasurer(threads: 3).measure(plain, width: width, primary: TextRenderer())
    #expect(threaded.count == oneByOne.count)
    let differing = zip(threaded, oneByOne).filter {
      $0.0.height != $0.1.height || $0.0.lines != $0.1.lines
    }
    #expect(differing.isEmpty, "\(differing.count) of \(oneByOne.count) texts measured apart")
    #expect(Set(oneByOne.map(\.lines)).count > 2, "the texts should wrap to varied line counts")
  }

  /// A reload begins a batch before it reads the one ahead (so the helpers measure while
  /// main builds the next): batches begun together, read in either order, give each text the
  /// size it has measured alone.
  @Test func batchesBegunBeforeTheOnesAheadAreReadMeasureTheirOwnTexts() throws {
    // Texts of their own, so no other test's measures are found in the process's store.
    let texts = Self.drawings(count: 300).plain.map { drawing in
      var copy = drawing
      copy.text = "begun " + drawing.text
      return copy
    }
    try #require(texts.count > 3 * BatchMeasurer.parallelThreshold)
    let third = texts.count / 3
    let batches = [texts[..<third], texts[third..<(2 * third)], texts[(2 * third)...]].map(
      Array.init)
    let width = 320.0
    let serial = TextRenderer()
    let expected = batches.map { $0.map { serial.measureAfresh($0, width: width, keeping: false) } }
    let measurer = BatchMeasurer(threads: 3)
    let primary = TextRenderer()
    let begun = batches.map { measurer.start($0, width: width, primary: primary) }
    // The last first: its helpers' work waits behind the others' on each helper.
    #expect(begun[2].finish() == expected[2])
    #expect(begun[0].finish() == expected[0])
    #expect(begun[1].finish() == expected[1])
    #expect(begun[1].finish() == expected[1], "read twice, measured once")
  }

  @Test func theAdapterAnswersInOrderAndSmallBatchesStayOnOneThread() {
    let (plain, _) = Self.drawings(count: 20)
    let adapter = PangoLayerRenderer()
    let batch = adapter.measure(plain, width: 200)
    #expect(batch == plain.map { adapter.measure($0, width: 200) })
  }
}
