/// The table's layoutSubviews: the viewport's rows backed by cells from the reuse pool.
extension TableView {
  /// The table's layoutSubviews, as its strategy lays rows out (UIKit's reuse, below, unless
  /// it has its own).
  public func layoutSubviews(in engine: Engine) {
    // iOS 12+: a scroll frame that brings a new cell on screen is announced to the CPU's
    // performance controller before its work (`CPUClockMode.dynamic`).
    if scroll.motion != nil || scrollingToTop,
      geometry.rows(in: contentOffset, height: frame.height).contains(where: {
        pool.visible[$0] == nil
      })
    {
      engine.drawing.cores.hintBurst(at: engine.main.clock)
    }
    behaviour.layOutRows(of: self, in: engine)
    prefetcher.prefetch(for: self, in: engine)
  }

  /// UIKit's layoutSubviews: cells that left the viewport go to the reuse pool, cells that
  /// stayed move, rows that entered get `cellForRow` (in row order).
  func layOutReusingCells(in engine: Engine) {
    measureRowsNearViewport(in: engine)
    let rows = geometry.rows(in: contentOffset, height: frame.height)
    for row in visibleRows where !rows.contains(row) {
      guard let cell = pool.remove(row: row) else { continue }
      pool.enqueue(cell)
    }
    if let first = rows.first, let last = rows.last {
      pool.dropPrepared(
        outside: (first - TablePrefetcher.cellsAhead)...(last + TablePrefetcher.cellsAhead))
    }
    for row in rows {
      if let cell = pool.visible[row] {
        position(cell, row: row, in: engine)
      } else if let cell = pool.takePrepared(row) {
        // Configured ahead in an earlier frame's spare time: shown without cellForRow.
        pool.show(cell, at: row)
        position(cell, row: row, in: engine)
      } else if let cell = pool.dequeueCell(for: self, in: engine) {
        pool.show(cell, at: row)
        cellForRow(row, cell: cell, in: engine)
      } else {
        engine.log(.noCell(row: row), layer: name)
      }
    }
  }

  /// How the table's cells draw: its strategy's layering for its `layerClass`.
  var cellLayering: CellLayering { behaviour.layering(layerClass: layerClass) }

  /// `strategy = NAME`: the old strategy hands back the cells it holds, a fresh one takes
  /// over (no state carried across), every cell takes its layering and the visible ones are
  /// configured again — even for the same strategy (a way to redraw every cell).
  func switchStrategy(to strategy: TableStrategy, in engine: Engine) {
    workingRanges?.releaseCells(of: self, in: engine)
    behaviour = strategy.makeBehaviour()
    for cell in tableCells { cell.applyLayering(cellLayering) }
    reconfigureVisible(in: engine)
  }

  /// Where `row`'s top is on screen at the table's current offset.
  func screenY(ofRow row: Int) -> Double {
    frame.y + geometry.top(of: row) - contentOffset
  }

  /// Moves a cell's layers to its row's place in the viewport.
  func position(_ cell: any TableCell, row: Int, in engine: Engine) {
    let y = screenY(ofRow: row)
    guard cell.y != y || cell.layer.hidden else { return }
    cell.y = y
    cell.placeLayers(x: frame.x, clip: frame, in: engine)
  }

  /// Configures every visible cell again, as `reloadData` and a strategy change do.
  func reconfigureVisible(in engine: Engine) {
    workingRanges?.releaseCells(of: self, in: engine)
    // Cells prefetched for the old rows or the old strategy show nothing current.
    pool.dropPrepared(outside: nil)
    for row in visibleRows {
      if let cell = pool.visible[row] {
        behaviour.reconfigure(cell, row: row, in: self, engine: engine)
      }
    }
    engine.main.setNeedsLayout(self)
  }

  public var showDetails: [(name: String, value: String)] {
    let names = tableCells.map(\.name)
    var details = [
      ("drawn", tallySummary()),
      ("cell layers", names.isEmpty ? "none" : names.joined(separator: ", ")),
    ]
    if nodeLayoutsInFlight > 0 {
      details.append(
        ("node layouts", "\(nodeLayoutsInFlight) reload(s) laying out on background threads"))
    }
    return details
  }

  /// The visible cells and everything they draw through, by row.
  public var family: [any View] {
    pool.visibleCells.flatMap(\.family)
  }
}

extension TableView {
  /// The tally in words: cells configured and reused and rows left blank; for Texture rows
  /// that arrived rendered. `show` joins the parts with commas, `stats` with semicolons.
  public func tallySummary(separator: String = ", ") -> String {
    behaviour.tallySummary(tally, separator: separator)
  }
}
