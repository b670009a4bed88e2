import Testing

@testable import LayerLab

/// `estimatedRowHeight`: rows keep the estimate until they near the viewport, as
/// UITableView asks `heightForRow` only for rows about to show (issue 13: big tables).
@Suite struct EstimatedRowHeightTests {
  func table(_ h: Harness, rows: Int, estimate: String?) throws {
    try h.table(rows: rows, strategy: .async, estimate: estimate)
  }

  @Test func onlyRowsNearTheScreenAreMeasuredAndScrollingMeasuresMore() throws {
    let h = Harness()
    try table(h, rows: 20_000, estimate: "300")
    let table = try #require(h.tableView())
    #expect(table.measuredRows == 0, "reloadData measures nothing")
    #expect(table.geometry.contentHeight == 300 * 20_000)
    #expect(h.idle() == .reached)
    let first = table.measuredRows
    // The viewport plus a screen below: a few dozen rows, not 20 000.
    #expect(first > 0 && first < 60)
    #expect(h.renderer.measureCalls < 200)
    try h.scroll(.drag(dy: -3000, duration: 300_000))
    #expect(h.idle() == .reached)
    #expect(table.measuredRows > first)
    #expect(table.measuredRows < 200)
    // Measured rows have their real heights; the rest keep the estimate.
    let measured = (0..<20_000).filter { table.heights.layouts[$0] != nil }
    #expect(measured.count == table.measuredRows)
    for row in measured.prefix(5) {
      #expect(table.geometry.height(of: row) == table.heights.layouts[row]?.height)
    }
    #expect(table.geometry.height(of: 19_999) == 300)
  }

  @Test func exactHeightsMeasureEveryRowAtReloadAsBefore() throws {
    let h = Harness()
    try table(h, rows: 500, estimate: "0")
    let table = try #require(h.tableView())
    #expect(table.measuredRows == 500)
  }

  /// Rows measured above the first visible row move the offset by their change in height,
  /// so a still table's first visible row stays at the top of the screen.
  @Test func measuringRowsAboveKeepsTheVisibleRowsInPlace() throws {
    let h = Harness()
    try table(h, rows: 5_000, estimate: "400")
    let table = try #require(h.tableView())
    try h.set("feed", "contentOffset", .number(400 * 2_000))
    #expect(h.idle() == .reached)
    #expect(table.heights.layouts[1_999] != nil, "half a screen above was measured")
    #expect(table.geometry.top(of: 1_999) != 400 * 1_999, "and its heights differ from 400")
    #expect(table.visibleRows.first == 2_000)
    #expect(table.geometry.top(of: 2_000) == table.contentOffset)
  }

  @Test func theRowsLimitIsNamedInItsRefusal() {
    let h = Harness()
    let post = FeedPost(name: "a", text: "b")
    let rows = TableRows(
      posts: Array(repeating: post, count: SyntheticFeed.maxRows + 1), source: "test")
    #expect(SyntheticFeed.maxRows == 100_000)
    #expect(throws: ModelError.self) {
      try h.engine.input(.createTable(name: "big", rows: rows, properties: []), text: "new table")
    }
    do {
      try h.engine.input(.createTable(name: "big", rows: rows, properties: []), text: "new table")
    } catch {
      #expect(error.message.contains("table-rows limit"))
      #expect(error.message.contains("100000"))
    }
  }
}
