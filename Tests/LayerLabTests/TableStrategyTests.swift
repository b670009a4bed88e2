import Testing

@testable import LayerLab

/// The four strategies on the same table: where draws run, what VVebo skips, how Texture
/// lands a cell, and what drawing on main does to frames.
struct TableStrategyTests {
  @Test func asyncDrawsOnThePoolAndClearsReusedLabelsFirst() throws {
    let h = Harness()
    try h.table(strategy: .async)
    h.idle()
    #expect(h.engine.recording.draws.allSatisfy { $0.mode == .async && $0.queue != "main" })
    let table = try #require(h.tableView())
    try h.scroll(.scrollTo(row: 20))
    // Configured in this commit, not drawn yet: the reused label shows nothing (YYLabel's
    // clear before an async display), the background still has its old row.
    var steps = 0
    while table.cell(forRow: 20) == nil, steps < 50 {
      h.engine.advance(.activity)
      steps += 1
    }
    let text = try #require(table.cell(forRow: 20)?.textLabel)
    #expect(text.layer.contents == nil)
    #expect(h.idle() == .reached)
    #expect(text.layer.contents != nil)
  }

  @Test func vveboSkipsRowsFarFromAFlingsTarget() throws {
    let h = Harness()
    try h.table(strategy: .vvebo)
    h.idle()
    let table = try #require(h.tableView())
    try h.scroll(.fling(velocity: -8000))
    // 8 pt/ms × 499 = 3992 pt: the target shows rows 35–43, far more than 8 rows from row 0;
    // the scroll arrives from above, so VVebo adds the 3 rows before the target window.
    #expect(table.needLoad == Array(35...43) + [32, 33, 34])
    h.engine.advance(.duration(150_000))
    let passing = table.visibleRows.filter { !table.needLoad.contains($0) }
    #expect(!passing.isEmpty)
    for row in passing {
      let cell = try #require(table.cell(forRow: row))
      #expect(cell.drawn == false)
      #expect(cell.layer.contents == nil)
    }
    #expect(table.tally.skipped > 0)
    // A touch empties needLoad and draws every visible cell.
    try h.scroll(.tap)
    #expect(table.needLoad.isEmpty)
    #expect(h.idle() == .reached)
    for row in table.visibleRows {
      #expect(table.cell(forRow: row)?.layer.contents != nil)
    }
  }

  /// VVebo's draw block checks nothing on the global queue, only its flag on main (C4
  /// here): a cell reused for another row while its old draw runs wastes that whole draw.
  /// A fast drag (3000 pt in 60 ms) on the iPhone 4S reuses cells mid-draw; every stale draw
  /// ran to its image and was dropped on main, none stopped on the queue. Why the 4S, the
  /// slowest phone in the catalogue: reuse mid-draw needs the cells one frame brings in to
  /// take longer than a frame on the global queue's two threads; on an iPhone 6 the cells of
  /// these short posts draw fast enough at the fitted prices that its two threads keep up.
  @Test func vveboStaleDrawsRunToTheEndAndAreDroppedOnMain() throws {
    let h = Harness(device: try #require(DeviceProfile.named("iphone4s")))
    try h.table(strategy: .vvebo)
    #expect(h.idle() == .reached)
    try h.scroll(.drag(dy: -3000, duration: 60_000))
    #expect(h.idle() == .reached)
    let stale = h.engine.recording.draws.filter { $0.outcome == .cancelled }
    #expect(!stale.isEmpty, "the drag reused cells while their draws ran")
    for draw in stale {
      #expect(draw.cancelledAt == "C4", "draw \(draw.draw) stopped at \(draw.cancelledAt ?? "-")")
      #expect(draw.times.imaged != nil, "draw \(draw.draw) ran to its image")
    }
  }

  @Test func vveboDrawsEverythingWhenTheTargetIsNear() throws {
    let h = Harness()
    try h.table(strategy: .vvebo)
    h.idle()
    let table = try #require(h.tableView())
    // 1.5 pt/ms × 499 ≈ 748 pt: row 6, within 8 rows of row 0.
    try h.scroll(.fling(velocity: -1500))
    #expect(table.needLoad.isEmpty)
    #expect(h.idle() == .reached)
    #expect(table.tally.skipped == 0)
    #expect(table.visibleRows.allSatisfy { table.cell(forRow: $0)?.drawn == true })
  }

  @Test func vveboDrawsNothingWhileScrollingToTopThenTheVisibleCells() throws {
    let h = Harness()
    try h.table(strategy: .vvebo)
    h.idle()
    try h.scroll(.scrollTo(row: 200))
    h.idle()
    let table = try #require(h.tableView())
    try h.scroll(.scrollToTop)
    #expect(table.scrollingToTop)
    h.engine.advance(.duration(150_000))
    #expect(table.tally.skipped > 0)
    #expect(h.idle() == .reached)
    #expect(table.contentOffset == 0)
    #expect(!table.scrollingToTop)
    #expect(table.visibleRows.allSatisfy { table.cell(forRow: $0)?.layer.contents != nil })
  }

  @Test func textureAppliesACellsLayersTogetherAfterItsObserver() throws {
    let h = Harness()
    #expect(!h.engine.main.runLoop.observers.observers.contains { $0.role == .textureCommit })
    try h.table(strategy: .texture)
    #expect(h.idle() == .reached)
    #expect(h.engine.main.runLoop.observers.observers.last?.role == .textureCommit)
    let draws = h.engine.recording.draws
    #expect(draws.allSatisfy { $0.queue.hasPrefix("texture.display.") })
    #expect(draws.allSatisfy { $0.outcome == .committed })
    // A cell's background and text land in the same main-queue block: same finish time.
    let table = try #require(h.tableView())
    let cell = try #require(table.cell(forRow: 0))
    let background = try #require(draws.first { $0.layer == cell.name })
    let label = try #require(cell.textLabel)
    let text = try #require(draws.first { $0.layer == label.name })
    #expect(background.times.finished == text.times.finished)
    // One completion per node rendered: the 8 on screen, and those the render queue took.
    let completions = h.events(.mainqueue, "Texture completion")
    let queued = h.events(.observer, "ASRunLoopQueue (render)")
    #expect(completions.count == 8 + queued.count)
    #expect(!queued.isEmpty)
  }

  @Test func syncDrawingOnMainDropsFramesWhileScrollingAndAsyncDoesNot() throws {
    func run(_ strategy: TableStrategy) throws -> FrameSummary {
      let h = Harness(clock: .measured)
      // A text pass of 12 ms on the host (×1 on the iPhone 11): two rows in one frame
      // overrun it on main.
      h.renderer.textMicros = 12_000
      try h.table(strategy: strategy)
      h.idle()
      // The frames of the scroll only: the table's load (every row measured, priced as
      // layout) is set-up, the same under both strategies.
      let loaded = h.engine.frameRows.count
      try h.scroll(.fling(velocity: -6000))
      #expect(h.idle() == .reached)
      let e = h.engine
      return FrameSummary(
        ticks: e.recording.ticks, rows: Array(e.frameRows.dropFirst(loaded)), duration: e.now)
    }
    let sync = try run(.sync)
    let async = try run(.async)
    #expect(sync.dropped > 0)
    #expect(async.dropped == 0)
    #expect((sync.hitches.ratio ?? 0) > (async.hitches.ratio ?? 0))
  }
}
