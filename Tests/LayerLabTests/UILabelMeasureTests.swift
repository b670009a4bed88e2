import Testing

@testable import LayerLab

/// Issue 24: a UILabel measures its text before it draws it (its `drawTextInRect:` centres
/// the text vertically, so it sizes it first), then typesets it again to draw: a table cell's
/// labels under strategy sync pay one more layout per draw than the draw's own stages. A
/// YYLabel or an ADLabel (every other strategy) draws the one layout it made.
@Suite struct UILabelMeasureTests {
  /// A feed table whose first screen of cells has been made and drawn.
  func drawnTable(_ strategy: TableStrategy) throws -> Harness {
    let h = Harness()
    try h.table(strategy: strategy)
    _ = h.engine.advance(.idle)
    return h
  }

  @Test func aSyncCellsLabelPricesAMeasureAsLongAsItsLayout() throws {
    let h = try drawnTable(.sync)
    let label = try #require(h.tableView()?.cell(forRow: 0)?.textLabel)
    let priced = try #require(try h.engine.drawing.priceDraw(of: label))
    let measure = try #require(priced.stages.first { $0.name == "measure" })
    let layout = try #require(priced.stages.first { $0.name == "layout" })
    #expect(measure.micros > 0)
    #expect(measure.micros == layout.micros)
  }

  @Test func theSyncDrawOnMainPaysTheMeasure() throws {
    let h = try drawnTable(.sync)
    let label = try #require(h.tableView()?.cell(forRow: 0)?.textLabel)
    let priced = try #require(try h.engine.drawing.priceDraw(of: label))
    let draw = try #require(
      h.engine.recording.draws.last { $0.layer == label.name && $0.mode == .sync })
    let measure = try #require(priced.stages.first { $0.name == "measure" }).micros
    let total = priced.stages.reduce(0) { $0 + $1.micros }
    // The first draw of a fresh text misses the layout cache, so it pays every stage.
    #expect(draw.drawCost == total)
    #expect(try #require(draw.drawCost) > total - measure)
  }

  @Test(arguments: [TableStrategy.async, .vvebo, .texture])
  func otherStrategiesLabelsDrawTheirOneLayout(_ strategy: TableStrategy) throws {
    let h = try drawnTable(strategy)
    let cell = try #require(h.tableView()?.tableCells.first as? PrototypeCell)
    let text = try #require(cell.textLabel)
    let priced = try #require(try h.engine.drawing.priceDraw(of: text))
    #expect(!priced.stages.contains { $0.name == "measure" })
    #expect(!text.measuresBeforeDrawing)
  }

  @Test func switchingAwayFromSyncStopsTheMeasure() throws {
    let h = try drawnTable(.sync)
    let text = try #require(h.tableView()?.cell(forRow: 0)?.textLabel)
    #expect(text.measuresBeforeDrawing)
    try h.set("feed", "strategy", .choice("async"))
    _ = h.engine.advance(.idle)
    #expect(
      h.tableView()?.tableCells.allSatisfy { cell in
        (cell as? PrototypeCell)?.textLabel?.measuresBeforeDrawing == false
      } == true)
  }
}
