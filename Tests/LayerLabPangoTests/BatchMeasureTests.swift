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

  @Test func theAdapterAnswersInOrderAndSmallBatchesStayOnOneThread() {
    let (plain, _) = Self.drawings(count: 20)
    let adapter = PangoLayerRenderer()
    let batch = adapter.measure(plain, width: 200)
    #expect(batch == plain.map { adapter.measure($0, width: 200) })
  }
}
