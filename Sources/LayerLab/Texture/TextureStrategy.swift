/// A table under `strategy=texture`: an `ASTableNode`, one node per row, kept ready by
/// working ranges rather than configured on reuse.
///
/// Texture does not reuse cells: each row has its own `ASCellNode`, laid out in the background
/// when the data loads (`ASDataController`, `TableView+NodeLayout`, ``TableHeights``), and
/// UITableView's cell only hosts the node's view. Which nodes hold contents is the range
/// controller's choice (`TextureRanges`): a row in the display range renders before it
/// scrolls in, and one that leaves it clears its contents. The model keeps node objects only
/// for rows in a range; a node leaving every range has no contents and no data, so it is
/// recycled for the next row that enters (a saving of the model's, invisible to the render
/// path).
final class TextureStrategy: WorkingRangeStrategy {
  static let strategy = TableStrategy.texture
  static let summary =
    "Texture: a node per row, rendered ahead in its display range; results together at INT_MAX"
  /// ASTableView's init sets UITableView's estimatedRowHeight to 0 on iOS 11 and later
  /// ("iOS 11 automatically uses estimated heights, so disable those", TextureGroup/Texture
  /// ASTableView.mm, PR #485): a Texture table lays every row out at reload unless the
  /// statement sets an estimate.
  static let initialEstimatedRowHeight: RowHeightEstimate? = .exact
  /// `ASDataController` lays every row's node out on background threads; the model keeps
  /// UIKit's near-viewport asking for a Texture table given an estimate.
  static let laysOutRowsOffMain = true

  /// Nodes of rows in a working range but off screen, by row.
  private(set) var offscreenNodes: [Int: any TableCell] = [:]
  /// The range controller's state.
  private(set) var ranges = TextureRangeState()

  init() {}

  /// Hosting a node in UITableView's cell, cheaper than configuring a UIKit cell.
  func configureCost(in engine: Engine) -> Micros { engine.costs.table.cellHost }

  /// The row's own node: configured once, and rendered already if a range reached it.
  func cellForRow(
    _ row: Int, cell: any TableCell, layout: PrototypeLayout, in table: TableView, engine: Engine
  ) {
    if cell.row == row, cell.drawn {
      let ready = cell.family.allSatisfy {
        !$0.draws || $0.layer.hidden || $0.layer.contents != nil
      }
      if ready { table.tally.arrivedRendered += 1 } else { table.tally.arrivedRendering += 1 }
    }
    if cell.row != row { cell.configure(row: row, layout: layout, in: table, engine: engine) }
    if !cell.drawn { engine.drawing.texture.display(cell) }
  }

  /// Texture makes its nodes again, so each renders afresh.
  func reconfigure(_ cell: any TableCell, row: Int, in table: TableView, engine: Engine) {
    engine.drawing.texture.clear(cell)
    table.cellForRow(row, cell: cell, in: engine)
  }

  /// The table's layoutSubviews under Texture: a row leaving the screen keeps its node (off
  /// window), a row entering hosts its node (made now if no range reached it), and the
  /// range controller is asked for an update, as `ASTableView`'s `scrollViewDidScroll` does.
  func layOutRows(of table: TableView, in engine: Engine) {
    table.measureRowsNearViewport(in: engine)
    let rows = table.geometry.rows(in: table.contentOffset, height: table.frame.height)
    for row in table.visibleRows where !rows.contains(row) {
      guard let node = table.pool.remove(row: row) else { continue }
      setInWindow(node, false, in: engine)
      offscreenNodes[row] = node
    }
    for row in rows {
      if let node = table.pool.visible[row] {
        table.position(node, row: row, in: engine)
      } else if let node = node(forRow: row, of: table, in: engine) {
        table.pool.show(node, at: row)
        setInWindow(node, true, in: engine)
        table.cellForRow(row, cell: node, in: engine)
        // A node a range made earlier kept the place it had then; it joins at its row's.
        table.position(node, row: row, in: engine)
      } else {
        engine.log(.noCell(row: row), layer: table.name)
      }
    }
    if ranges.offset != table.contentOffset || ranges.mode == nil {
      scheduleRangeUpdate(of: table, in: engine)
    }
  }

  /// The row's node: the one already made for it, else a recycled or new one configured now.
  private func node(forRow row: Int, of table: TableView, in engine: Engine) -> (any TableCell)? {
    if let node = offscreenNodes.removeValue(forKey: row) { return node }
    guard let node = table.pool.dequeueCell(for: table, in: engine) else { return nil }
    node.row = nil
    // A cell left over from a UIKit strategy may still hold another row's bitmaps (a CA
    // commit marked it drawn): a new node starts empty.
    if node.drawn || node.family.contains(where: { $0.layer.contents != nil }) {
      engine.drawing.texture.clear(node)
    }
    return node
  }

  /// `ASRangeController`'s `scheduleRangeUpdate`: coalesced, run from the main queue.
  func scheduleRangeUpdate(of table: TableView, in engine: Engine) {
    guard !ranges.updateQueued else { return }
    ranges.updateQueued = true
    engine.main.post(.textureRangeUpdate(table.name), at: engine.main.clock)
  }

  /// `_updateVisibleNodeIndexPaths`: the first update of a visible table uses the minimum
  /// ranges, every later one the full ranges. Rows that enter the preload range get a node and
  /// their data (images); rows that enter the display range are queued to render; rows that
  /// leave the display range clear their contents; nodes that leave every range are recycled.
  func performRangeUpdate(of table: TableView, in engine: Engine) {
    ranges.updateQueued = false
    guard !table.pool.visible.isEmpty else { return }
    let first = ranges.mode == nil
    let mode: TextureRangeMode = first ? .minimum : .full
    let offset = table.contentOffset
    if offset != ranges.offset { ranges.movingDown = offset > ranges.offset }
    ranges.offset = offset
    ranges.mode = mode
    let down = ranges.movingDown
    let height = table.frame.height
    let display = mode.display.rows(
      in: table.geometry, offset: offset, height: height, movingDown: down)
    let preload = mode.preload.rows(
      in: table.geometry, offset: offset, height: height, movingDown: down)
    var queued = 0
    // In row order: the log and the recycling order must not follow a dictionary's hashing.
    for row in offscreenNodes.keys.sorted() {
      guard let node = offscreenNodes[row] else { continue }
      if !display.contains(row), node.drawn || engine.drawing.texture.isQueuedForDisplay(node) {
        engine.drawing.texture.clear(node)
      }
      if !preload.contains(row) {
        offscreenNodes[row] = nil
        table.pool.recycle(node)
      }
    }
    for row in preload where table.pool.visible[row] == nil {
      let node: any TableCell
      if let existing = offscreenNodes[row] {
        node = existing
      } else {
        guard (0..<table.rowCount).contains(row), table.heights.layouts.indices.contains(row),
          let layout = table.heights.layouts[row]
        else { continue }
        guard let made = self.node(forRow: row, of: table, in: engine) else { break }
        // Entering the preload range: the node fetches its data (its images).
        made.configure(row: row, layout: layout, in: table, engine: engine)
        setInWindow(made, false, in: engine)
        offscreenNodes[row] = made
        node = made
      }
      if display.contains(row), !node.drawn, engine.drawing.texture.queueForDisplay(node) {
        queued += 1
      }
    }
    engine.log(
      .rangeUpdate(
        mode: mode.rawValue, display: RowSpan(Array(display)).description,
        preload: RowSpan(Array(preload)).description, queued: queued),
      layer: table.name)
    // After its first update the controller waits for what it queued to render, then
    // updates again — in the full ranges (`scheduledNodesDidDisplay:`).
    if first { engine.drawing.texture.awaitDrain(table.name) }
  }

  /// Puts a node's layers in or out of the window; the next commit tells the render server.
  private func setInWindow(_ node: any TableCell, _ inWindow: Bool, in engine: Engine) {
    for view in node.family where view.layer.inWindow != inWindow {
      view.layer.inWindow = inWindow
      view.layer.markChanged(in: engine)
    }
  }

  /// Drops every off-screen node (their contents cleared, back to the spare pool, hidden) and
  /// starts the range controller afresh, as a reload or a change of strategy does.
  func releaseCells(of table: TableView, in engine: Engine) {
    for node in heldCells {
      engine.drawing.texture.clear(node)
      for layer in node.layers where !layer.hidden {
        layer.hidden = true
        layer.commitState.changed = true
      }
      table.pool.recycle(node)
    }
    offscreenNodes = [:]
    ranges = TextureRangeState()
  }

  /// Nodes in a working range but off screen, in row order.
  var heldCells: [any TableCell] {
    offscreenNodes.keys.sorted().compactMap { offscreenNodes[$0] }
  }

  /// Texture's nodes by range rather than UIKit's reuse pool.
  func cellCounts(of table: TableView) -> String {
    "\(table.pool.made) nodes made, \(table.pool.visible.count) on screen, "
      + "\(offscreenNodes.count) off screen in a range, \(table.pool.reusable.count) spare"
  }

  /// No reuse (recycled node objects are the model's economy): the rows that arrived
  /// rendered instead.
  func tallySummary(_ tally: TableTally, separator: String) -> String {
    "cellForRow \(tally.configured)\(separator)\(tally.arrivedRendered) arrived rendered, "
      + "\(tally.arrivedRendering) still rendering"
  }
}

/// `ASRangeController`'s state for one table.
struct TextureRangeState {
  /// The mode of the last update; nil before the first.
  var mode: TextureRangeMode?
  /// The content offset at the last update, and whether the content was moving down the list.
  var offset = 0.0
  var movingDown = false
  /// An update is posted to the main queue and not yet run (updates coalesce).
  var updateQueued = false
}
