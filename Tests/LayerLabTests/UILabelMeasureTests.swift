import Testing

@testable import LayerLab

/// Issue 41: a UILabel measures its text before it draws it and draws from the layout the
/// measure made, so a table cell's labels under strategy sync pay one layout per draw, as a
/// YYLabel or an ADLabel does — not a measure and then a second typeset.
@Suite struct UILabelMeasureTests {
  /// A feed table whose first screen of cells has been made and drawn.
  func drawnTable(_ strategy: TableStrategy) throws -> Harness {
    let h = Harness()
    try h.table(strategy: strategy)
    _ = h.engine.advance(.idle)
    return h
  }

  @Test func aSyncCellsLabelDrawPaysItsStagesAndNoSecondLayout() throws {
    let h = try drawnTable(.sync)
    let label = try #require(h.tableView()?.cell(forRow: 0)?.textLabel)
    let priced = try #require(try h.engine.drawing.priceDraw(of: label))
    #expect(priced.stages.map(\.name) == ["context", "layout", "text", "image"])
    #expect(priced.stages.filter { $0.name == "layout" }.count == 1)
    let draw = try #require(
      h.engine.recording.draws.last { $0.layer == label.name && $0.mode == .sync })
    // The first draw of a fresh text misses the layout cache, so it pays every stage once.
    #expect(draw.drawCost == priced.stages.reduce(0) { $0 + $1.micros })
  }

  @Test(arguments: [TableStrategy.sync, .async, .vvebo, .texture])
  func everyStrategysLabelsPriceTheSameStages(_ strategy: TableStrategy) throws {
    let h = try drawnTable(strategy)
    let cell = try #require(h.tableView()?.tableCells.first as? PrototypeCell)
    let text = try #require(cell.textLabel)
    let priced = try #require(try h.engine.drawing.priceDraw(of: text))
    #expect(!priced.stages.contains { $0.name == "measure" })
  }
}
