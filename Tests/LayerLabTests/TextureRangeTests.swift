import Testing

@testable import LayerLab

/// Texture's working ranges: a node per row, rendered ahead in the display range off window,
/// one node per run-loop turn, cleared when it leaves; the ranges' sizes are
/// ASAbstractLayoutController's. Rows are 113 pt and the iphone11 shows 896 pt (rows 0–7).
struct TextureRangeTests {
  @Test func theRangesAreTexturesAndLeadInTheScrollDirection() {
    let geometry = RowGeometry(heights: Array(repeating: 100, count: 100))
    let display = TextureRangeMode.full.display
    #expect(display == TextureRangeTuning(leading: 1.0, trailing: 0.5))
    #expect(TextureRangeMode.full.preload == TextureRangeTuning(leading: 2.5, trailing: 1.5))
    #expect(TextureRangeMode.minimum.display == TextureRangeTuning(leading: 0.25, trailing: 0.25))
    #expect(TextureRangeMode.minimum.preload == TextureRangeTuning(leading: 0.5, trailing: 0.25))
    // A 500 pt viewport at 1000: moving down, a screen below and half a screen above...
    #expect(display.rows(in: geometry, offset: 1000, height: 500, movingDown: true) == 7..<20)
    // ...moving up (or not yet scrolled), the other way round; clamped at the top.
    #expect(display.rows(in: geometry, offset: 1000, height: 500, movingDown: false) == 5..<18)
    #expect(display.rows(in: geometry, offset: 0, height: 500, movingDown: false) == 0..<8)
  }

  @Test func rowsBelowTheScreenRenderAheadOutOfTheWindowOneNodePerTurn() throws {
    let h = Harness()
    try h.table(strategy: .texture)
    #expect(h.idle() == .reached)
    let updates = h.events(.layout, "range update").map(\.detail)
    // The first update uses the minimum ranges (a quarter screen: rows 8–9 render), the one
    // after the render queue drains the full ones. At rest the leading side is above the
    // screen (nothing there), so below reach the trailing screenfuls: half a screen to
    // display (rows 10–11), a screen and a half to preload (rows 12–19 get nodes and data).
    #expect(updates.first == "minimum: display 0-9, preload 0-9; 2 queued to render")
    #expect(updates.dropFirst().first == "full: display 0-11, preload 0-19; 2 queued to render")
    let callouts = h.events(.observer, "ASRunLoopQueue (render)")
    #expect(callouts.count == 4)
    #expect(Set(callouts.map(\.turn)).count == callouts.count)
    let table = try #require(h.tableView())
    #expect(table.visibleRows == Array(0...7))
    let texture = try #require(table.behaviour as? TextureStrategy)
    #expect(texture.offscreenNodes.keys.sorted() == Array(8...19))
    let onScreen = Set(h.engine.committedTree.nodes.map(\.name))
    for row in 8...19 {
      let node = try #require(texture.offscreenNodes[row])
      #expect((node.layer.contents != nil) == (row <= 11), "row \(row)")
      #expect(!node.layer.inWindow && !onScreen.contains(node.name), "row \(row)")
    }
    #expect(table.visibleRows.allSatisfy { onScreen.contains(table.cell(forRow: $0)?.name ?? "") })
  }

  /// The render queue is Texture's own (`TextureNodes`): a node queued twice goes once, and
  /// clearing it takes it off the queue.
  @Test func aNodeQueuesToRenderOnceAndClearingDropsIt() throws {
    let h = Harness()
    try h.table(strategy: .texture)
    #expect(h.idle() == .reached)
    let texture = h.engine.drawing.texture
    #expect(texture.renderQueueIsEmpty && texture.busyReasons.isEmpty)
    let node = try #require(h.tableView()?.cell(forRow: 0))
    #expect(texture.queueForDisplay(node))
    #expect(!texture.queueForDisplay(node))
    #expect(texture.isQueuedForDisplay(node) && !texture.renderQueueIsEmpty)
    texture.clear(node)
    #expect(!texture.isQueuedForDisplay(node) && texture.renderQueueIsEmpty)
  }

  @Test func aJumpClearsTheNodesItLeavesAndRendersAheadInTheNewDirection() throws {
    let h = Harness()
    try h.table(strategy: .texture)
    h.idle()
    let table = try #require(h.tableView())
    let texture = try #require(table.behaviour as? TextureStrategy)
    let before = try #require(texture.offscreenNodes[9]).name
    let start = h.engine.recording.events.count
    try h.scroll(.scrollTo(row: 200))
    #expect(h.idle() == .reached)
    // Row 9's node left every range: display suspended (its sentinel moves), contents cleared.
    let after = h.engine.recording.events.dropFirst(start).filter { $0.layer == before }
    let suspended = after.firstIndex { $0.name == "display suspended (texture)" }
    let cleared = after.firstIndex { $0.kind == .contents && $0.name == "cleared" }
    #expect(suspended != nil && cleared != nil)
    #expect(texture.offscreenNodes[9] == nil)
    let display = TextureRangeMode.full.display.rows(
      in: table.geometry, offset: table.contentOffset, height: table.frame.height,
      movingDown: true)
    // Off-screen contents only inside the display range, which now reaches a screen below.
    for (row, node) in texture.offscreenNodes {
      #expect((node.layer.contents != nil) == display.contains(row), "row \(row)")
    }
    #expect(display.upperBound > table.visibleRows.last.map { $0 + 8 } ?? 0)
  }

  @Test func aFlingBringsRowsOnScreenAlreadyRendered() throws {
    let h = Harness()
    try h.table(strategy: .texture)
    h.idle()
    try h.scroll(.fling(velocity: -3000))
    #expect(h.idle() == .reached)
    let table = try #require(h.tableView())
    #expect(table.tally.arrivedRendered > 0)
    #expect(table.tally.arrivedRendered + table.tally.arrivedRendering <= table.tally.configured)
  }

  @Test func leavingTextureReturnsItsNodesToTheWindowAsReusableCells() throws {
    let h = Harness()
    try h.table(strategy: .texture)
    h.idle()
    try h.set("feed", "strategy", .choice("sync"))
    #expect(h.idle() == .reached)
    try h.scroll(.scrollTo(row: 10))
    #expect(h.idle() == .reached)
    let table = try #require(h.tableView())
    #expect(table.behaviour is SyncStrategy && table.workingRanges == nil)
    let onScreen = Set(h.engine.committedTree.nodes.map(\.name))
    for row in table.visibleRows {
      let cell = try #require(table.cell(forRow: row))
      #expect(cell.layers.allSatisfy(\.inWindow) && onScreen.contains(cell.name), "row \(row)")
      #expect(cell.layer.contents != nil, "row \(row)")
    }
  }
}

/// Switching a scrolled UIKit table to Texture: cells from the reuse pool become nodes of
/// other rows (on screen and in the ranges), and none may show a bitmap from before.
struct TextureSwitchTests {
  @Test func cellsReusedAsNodesStartEmptyAndDrawTheirOwnRow() throws {
    let h = Harness()
    try h.table(strategy: .sync)
    h.idle()
    // Nine rows show while rows cross the edges, eight when one sits at the top: the ninth
    // cell waits in the reuse pool, still holding the row it drew.
    try h.scroll(.fling(velocity: -3000))
    h.idle()
    try h.scroll(.scrollTo(row: 40))
    h.idle()
    #expect(h.tableView()?.pool.reusable.isEmpty == false)
    try h.set("feed", "strategy", .choice("texture"))
    #expect(h.idle() == .reached)
    let switched = try #require(h.events(.input).last { $0.name.contains("strategy") }?.time)
    let table = try #require(h.tableView())
    let nodes =
      table.visibleRows.compactMap { table.cell(forRow: $0) }
      + (table.workingRanges?.heldCells ?? [])
    #expect(nodes.count > table.visibleRows.count)
    for node in nodes {
      for view in node.family {
        guard let contents = view.layer.contents else { continue }
        let draw = try #require(h.engine.recording.draw(contents.draw))
        #expect(
          draw.times.requested >= switched, "\(view.name) shows a bitmap from before the switch")
      }
    }
  }
}

/// Texture's `cellForRow` only hosts a node made and configured off main (ASTableView.mm), so
/// it costs main `cellHost`, not UIKit's `cellConfigure`: priced as a UIKit cell, the table's
/// first layout would be longer by the difference for each of the eight rows on screen.
@Suite struct TextureCellForRowCostTests {
  private static func firstLayout(hostPricedAsConfigure: Bool) throws -> Micros {
    let h = Harness()
    if hostPricedAsConfigure { h.engine.costs.table.cellHost = h.engine.costs.table.cellConfigure }
    try h.table(strategy: .texture)
    h.idle()
    let layout = try #require(
      h.engine.recording.spans.first { $0.category == "layout" && $0.layer == "feed" })
    #expect(h.events(.layout, "cellForRow").count == 8)
    return layout.end - layout.start
  }

  @Test func hostingANodeCostsLessThanConfiguringACell() throws {
    let costs = Harness().engine.costs
    let saved = 8 * (costs.table.cellConfigure - costs.table.cellHost)
    #expect(saved > 0)
    let asUIKit = try Self.firstLayout(hostPricedAsConfigure: true)
    let asTexture = try Self.firstLayout(hostPricedAsConfigure: false)
    #expect(asUIKit - asTexture == saved)
  }

  /// A node a range rendered ahead was placed where its row was then; when its row comes on
  /// screen it must join at its row's place in that same commit (it kept the old place for a
  /// frame once, and the screen showed a gap where the row should have been).
  @Test func aRowRenderedAheadJoinsTheScreenAtItsPlace() throws {
    let h = Harness()
    try h.table(strategy: .texture)
    #expect(h.idle() == .reached)
    let table = try #require(h.tableView())
    let ahead = try #require((table.behaviour as? TextureStrategy)?.offscreenNodes[8])
    #expect(ahead.layer.contents != nil)
    try h.set("feed", "contentOffset", .number(150))
    #expect(h.idle() == .reached)
    #expect(table.visibleRows.contains(8) && table.cell(forRow: 8) === ahead)
    for row in table.visibleRows {
      let cell = try #require(table.cell(forRow: row))
      #expect(cell.y == table.screenY(ofRow: row), "row \(row)")
    }
  }
}
