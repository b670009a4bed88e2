import Testing

@testable import LayerLab

/// Bad table statements are refused with a message and change nothing.
struct TableRefusalTests {
  @Test func creationChecksNameRowsAndFrame() throws {
    let h = Harness()
    #expect(throws: ModelError.self) {
      _ = try ViewCommand.createTable(
        name: "t", rows: TableRows(posts: [], source: "x"), properties: []
      ).check(in: h.engine)
    }
    #expect(throws: ModelError.self) {
      _ = try ViewCommand.createTable(
        name: "t", rows: TableRows(posts: Harness.posts(3), source: "x"),
        properties: [PropertySetting("frame", .rect(Rect(x: 0, y: 0, width: 50, height: 50)))]
      ).check(in: h.engine)
    }
    #expect(throws: ModelError.self) {
      _ = try ViewCommand.createTable(
        name: "t", rows: TableRows(posts: Harness.posts(3), source: "x"),
        properties: [PropertySetting("visibleRows", .text("1"))]
      ).check(in: h.engine)
    }
    #expect(throws: ModelError.self) {
      _ = try ViewCommand.create(kind: .table, name: "t", properties: []).check(in: h.engine)
    }
    #expect(h.engine.views.isEmpty)
  }

  @Test func scrollingChecksItsArguments() throws {
    let h = Harness()
    try h.table(rows: 10)
    h.idle()
    let count = h.engine.recording.events.count
    #expect(throws: ModelError.self) { try h.scroll(.scrollTo(row: 10)) }
    #expect(throws: ModelError.self) { try h.scroll(.scrollTo(row: -1)) }
    #expect(throws: ModelError.self) { try h.scroll(.fling(velocity: .infinity)) }
    #expect(throws: ModelError.self) { try h.scroll(.fling(velocity: 1e9)) }
    #expect(throws: ModelError.self) { try h.scroll(.drag(dy: .nan, duration: 1000)) }
    #expect(throws: ModelError.self) { try h.scroll(.drag(dy: 10, duration: 0)) }
    #expect(h.engine.recording.events.count == count)
    #expect(h.tableView()?.contentOffset == 0)
  }

  @Test func aScrollingTableRefusesANewStrategyAndATableCellRefusesSetters() throws {
    let h = Harness()
    try h.table()
    h.idle()
    try h.scroll(.fling(velocity: -3000))
    #expect(throws: ModelError.self) { try h.set("feed", "strategy", .choice("async")) }
    #expect(throws: ModelError.self) { try h.set("feed", "contentOffset", .number(10)) }
    #expect(throws: ModelError.self) { try h.set("feed.cell1", "text", .text("x")) }
    #expect(h.tableView()?.strategy == .sync)
    h.idle()
    try h.set("feed", "strategy", .choice("async"))
    #expect(h.tableView()?.strategy == .async)
  }
}
