import Testing

@testable import LayerLab

/// UITableView's reuse pool and `cellForRow`, the height cache, and scrolling's run-loop mode.
struct TableReuseTests {
  @Test func theViewportsRowsGetCellsAndDraw() throws {
    let h = Harness()
    try h.table()
    #expect(h.idle() == .reached)
    let table = try #require(h.tableView())
    #expect(table.visibleRows == Array(0...7))
    #expect(table.geometry.contentHeight == 1000 * Harness.rowHeight)
    #expect(table.pool.made == 8)
    #expect(table.tally.configured == 8)
    // Sync: the background and the text of each cell, drawn on main in the commit.
    let draws = h.engine.recording.draws
    #expect(draws.count == 16)
    #expect(draws.allSatisfy { $0.queue == "main" && $0.outcome == .committed })
    #expect(table.cell(forRow: 3)?.layer.frame.y == 3 * Harness.rowHeight)
  }

  @Test func scrollingReusesTheCellsThatLeft() throws {
    let h = Harness()
    try h.table()
    h.idle()
    let table = try #require(h.tableView())
    let before = Set(table.cells.map(\.name))
    try h.scroll(.scrollTo(row: 20))
    #expect(h.idle() == .reached)
    #expect(table.contentOffset == 20 * Harness.rowHeight)
    #expect(table.visibleRows == Array(20...27))
    #expect(Set(table.cells.map(\.name)) == before)
    #expect(table.pool.made == 8)
    #expect(table.tally.reused == 8)
    let cell = try #require(table.cell(forRow: 20))
    #expect(cell.row == 20)
    #expect((cell.member("name") as? LabelView)?.text == "author 20")
    #expect(cell.layer.frame.y == 0)
    // The reused cell was drawn again for its new row and that is what it shows.
    let last = try #require(h.engine.recording.draws.last { $0.layer == cell.name })
    #expect(cell.layer.contents?.draw == last.draw)
  }

  @Test func aSmallScrollKeepsCellsAndMovesThem() throws {
    let h = Harness()
    try h.table()
    h.idle()
    let table = try #require(h.tableView())
    let first = try #require(table.cell(forRow: 1))
    try h.set("feed", "contentOffset", .number(50))
    h.idle()
    #expect(table.cell(forRow: 1) === first)
    #expect(first.layer.frame.y == Harness.rowHeight - 50)
    // Rows 0–8 now intersect the viewport: one new cell, no redraw of the others.
    #expect(table.visibleRows == Array(0...8))
    #expect(table.tally.configured == 9)
  }

  @Test func reloadDataConfiguresTheVisibleCellsAgainFromTheHeightCache() throws {
    let h = Harness()
    try h.table()
    h.idle()
    let measured = h.renderer.measureCalls
    try h.scroll(.reloadData)
    h.idle()
    let table = try #require(h.tableView())
    // No row's height is measured again; each configured cell sizes its comment and repost
    // counts to fit (`frame=…,fit,14` in Prototypes/feed.lab): one measure call a cell.
    #expect(table.tally.configured == 16)
    #expect(h.renderer.measureCalls - measured == table.tally.configured)
  }

  @Test func theRunLoopTracksWhileDraggingAndDecelerating() throws {
    let h = Harness()
    try h.table()
    h.idle()
    try h.scroll(.fling(velocity: -2000))
    h.engine.advance(.duration(100_000))
    #expect(h.engine.main.mode == .tracking)
    #expect(h.tableView()?.state == "decelerating")
    #expect(h.idle() == .reached)
    #expect(h.engine.main.mode == .default)
    let modes = Set(h.engine.recording.events.filter { $0.kind == .commit }.map(\.mode))
    #expect(modes == [.default, .tracking])
  }

  @Test func aFlingDeceleratesToUIKitsProjectedTarget() throws {
    let h = Harness()
    try h.table()
    h.idle()
    // Finger up at 1000 pt/s: the content moves down by 1 pt/ms × 0.998 / 0.002 = 499 pt.
    try h.scroll(.fling(velocity: -1000))
    #expect(h.idle() == .reached)
    let table = try #require(h.tableView())
    #expect(table.contentOffset == 499)
    #expect(table.scroll.motion == nil)
  }

  @Test func aFlingBouncesAtTheEdgesAndSettlesOnThem() throws {
    let h = Harness()
    try h.table(rows: 20)
    h.idle()
    let table = try #require(h.tableView())
    // A fling towards the top at the top goes past it and springs back.
    try h.scroll(.fling(velocity: 5000))
    #expect(table.state == "decelerating")
    h.engine.advance(.duration(100_000))
    #expect(table.contentOffset < -50)
    #expect(h.idle() == .reached)
    #expect(table.contentOffset == 0)
    try h.scroll(.fling(velocity: -100_000))
    #expect(h.idle() == .reached)
    #expect(table.contentOffset == 20 * Harness.rowHeight - 896)
  }

  @Test func withoutBouncesAFlingStopsDeadAtTheEdges() throws {
    let h = Harness()
    try h.table(rows: 20)
    h.idle()
    let table = try #require(h.tableView())
    try h.set("feed", "bounces", .bool(false))
    try h.scroll(.fling(velocity: 5000))
    #expect(table.scroll.motion == nil)
    #expect(table.contentOffset == 0)
    try h.scroll(.fling(velocity: -100_000))
    #expect(h.idle() == .reached)
    #expect(table.contentOffset == 20 * Harness.rowHeight - 896)
  }

  /// A drag past the top is rubber-banded — the content moves less than the finger — and
  /// springs back when the finger lifts.
  @Test func aDragPastTheTopIsRubberBandedAndSpringsBack() throws {
    let h = Harness()
    try h.table(rows: 20)
    h.idle()
    let table = try #require(h.tableView())
    try h.scroll(.drag(dy: 300, duration: 200_000))
    h.engine.advance(.duration(190_000))
    // (1 − 1 / (x·0.55 / d + 1))·d for the finger's x past the edge, d the viewport.
    let x = 300.0 * 190 / 200
    let d = table.frame.height
    let expected = -(1 - 1 / (x * 0.55 / d + 1)) * d
    #expect(abs(table.contentOffset - expected) < 10, "\(table.contentOffset) against \(expected)")
    #expect(h.idle() == .reached)
    #expect(table.contentOffset == 0)
  }

  @Test func aTapStopsADeceleration() throws {
    let h = Harness()
    try h.table()
    h.idle()
    try h.scroll(.fling(velocity: -5000))
    h.engine.advance(.duration(200_000))
    let table = try #require(h.tableView())
    let offset = table.contentOffset
    try h.scroll(.tap)
    #expect(table.scroll.motion == nil)
    h.idle()
    #expect(table.contentOffset == offset)
  }

  @Test func aDragMovesTheContentByTheFingersDistance() throws {
    let h = Harness()
    try h.table()
    h.idle()
    try h.scroll(.drag(dy: -300, duration: 250_000))
    #expect(throws: ModelError.self) { try h.scroll(.tap) }
    #expect(h.idle() == .reached)
    #expect(h.tableView()?.contentOffset == 300)
  }
}
