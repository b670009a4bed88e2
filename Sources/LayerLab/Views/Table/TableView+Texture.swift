/// A table under `strategy=texture`: an `ASTableNode`, one node per row, kept ready by
/// working ranges rather than configured on reuse.
///
/// Texture does not reuse cells: each row has its own `ASCellNode`, laid out in the background
/// when the data loads (`ASDataController`), and UITableView's cell only hosts the node's view.
/// Which nodes hold contents is the range controller's choice (`TextureRanges`): a row in the
/// display range renders before it scrolls in, and one that leaves it clears its contents.
/// The model keeps node objects only for rows in a range; a node leaving every range has no
/// contents and no data, so it is recycled for the next row that enters (a saving of the
/// model's, invisible to the render path).
extension TableView {
  /// The table's layoutSubviews under Texture: a row leaving the screen keeps its node (off
  /// window), a row entering hosts its node (made now if no range reached it), and the
  /// range controller is asked for an update, as `ASTableView`'s `scrollViewDidScroll` does.
  func layoutTextureNodes(in engine: Engine) {
    measureRowsNearViewport(in: engine)
    let rows = geometry.rows(in: contentOffset, height: frame.height)
    for row in visibleRows where !rows.contains(row) {
      guard let node = visible.removeValue(forKey: row) else { continue }
      setInWindow(node, false, in: engine)
      offscreenNodes[row] = node
    }
    for row in rows {
      if let node = visible[row] {
        position(node, row: row, in: engine)
      } else if let node = node(forRow: row, in: engine) {
        visible[row] = node
        setInWindow(node, true, in: engine)
        cellForRow(row, cell: node, in: engine)
        // A node a range made earlier kept the place it had then; it joins at its row's.
        position(node, row: row, in: engine)
      } else {
        engine.log(.noCell(row: row), layer: name)
      }
    }
    if textureRanges.offset != contentOffset || textureRanges.mode == nil {
      scheduleRangeUpdate(in: engine)
    }
  }

  /// The row's node: the one already made for it, else a recycled or new one configured now.
  private func node(forRow row: Int, in engine: Engine) -> (any TableCell)? {
    if let node = offscreenNodes.removeValue(forKey: row) { return node }
    guard let node = dequeueCell(in: engine) else { return nil }
    node.row = nil
    // A cell left over from a UIKit strategy may still hold another row's bitmaps (a CA
    // commit marked it drawn): a new node starts empty.
    if node.drawn || node.family.contains(where: { $0.layer.contents != nil }) {
      engine.drawing.clearTextureNode(node)
    }
    return node
  }

  /// `ASRangeController`'s `scheduleRangeUpdate`: coalesced, run from the main queue.
  func scheduleRangeUpdate(in engine: Engine) {
    guard !textureRanges.updateQueued else { return }
    textureRanges.updateQueued = true
    engine.main.post(.textureRangeUpdate(name), at: engine.main.clock)
  }

  /// `_updateVisibleNodeIndexPaths`: the first update of a visible table uses the minimum
  /// ranges, every later one the full ranges. Rows that enter the preload range get a node and
  /// their data (images); rows that enter the display range are queued to render; rows that
  /// leave the display range clear their contents; nodes that leave every range are recycled.
  func performRangeUpdate(in engine: Engine) {
    textureRanges.updateQueued = false
    guard strategy == .texture, !visible.isEmpty else { return }
    let first = textureRanges.mode == nil
    let mode: TextureRangeMode = first ? .minimum : .full
    if contentOffset != textureRanges.offset {
      textureRanges.movingDown = contentOffset > textureRanges.offset
    }
    textureRanges.offset = contentOffset
    textureRanges.mode = mode
    let down = textureRanges.movingDown
    let display = mode.display.rows(
      in: geometry, offset: contentOffset, height: frame.height, movingDown: down)
    let preload = mode.preload.rows(
      in: geometry, offset: contentOffset, height: frame.height, movingDown: down)
    var queued = 0
    // In row order: the log and the recycling order must not follow a dictionary's hashing.
    for row in offscreenNodes.keys.sorted() {
      guard let node = offscreenNodes[row] else { continue }
      if !display.contains(row), node.drawn || engine.drawing.isQueuedForDisplay(node) {
        engine.drawing.clearTextureNode(node)
      }
      if !preload.contains(row) {
        offscreenNodes[row] = nil
        reusePool.append(node)
      }
    }
    for row in preload where visible[row] == nil {
      let node: any TableCell
      if let existing = offscreenNodes[row] {
        node = existing
      } else {
        guard (0..<rowCount).contains(row), layouts.indices.contains(row),
          let layout = layouts[row]
        else { continue }
        guard let made = self.node(forRow: row, in: engine) else { break }
        // Entering the preload range: the node fetches its data (its images).
        configure(made, row: row, layout: layout, in: engine)
        setInWindow(made, false, in: engine)
        offscreenNodes[row] = made
        node = made
      }
      if display.contains(row), !node.drawn, engine.drawing.queueForDisplay(node) { queued += 1 }
    }
    engine.log(
      .rangeUpdate(
        mode: mode.rawValue, display: TableView.span(Array(display)),
        preload: TableView.span(Array(preload)), queued: queued),
      layer: name)
    // After its first update the controller waits for what it queued to render, then
    // updates again — in the full ranges (`scheduledNodesDidDisplay:`).
    if first { engine.drawing.texture.tablesAwaitingDrain.insert(name) }
  }

  /// Puts a node's layers in or out of the window; the next commit tells the render server.
  func setInWindow(_ node: any TableCell, _ inWindow: Bool, in engine: Engine) {
    for view in node.family where view.layer.inWindow != inWindow {
      view.layer.inWindow = inWindow
      view.layer.changedSinceCommit = true
      engine.main.transaction.open()
    }
  }

  /// Drops every off-screen node (their contents cleared, back to the spare pool, hidden) and
  /// starts the range controller afresh, as a reload or a change of strategy does.
  func releaseOffscreenNodes(in engine: Engine) {
    for node in offscreenNodeList {
      engine.drawing.clearTextureNode(node)
      for layer in node.layers where !layer.hidden {
        layer.hidden = true
        layer.changedSinceCommit = true
      }
      reusePool.append(node)
    }
    offscreenNodes = [:]
    textureRanges = TextureRangeState()
  }

  /// `show`'s cells line: UIKit's cells and reuse pool, or Texture's nodes by range.
  var cellCounts: String {
    guard strategy == .texture else {
      return "\(cellsMade) made, \(visible.count) on screen, \(reusePool.count) in the reuse pool"
    }
    return "\(cellsMade) nodes made, \(visible.count) on screen, \(offscreenNodes.count) off "
      + "screen in a range, \(reusePool.count) spare"
  }

  /// The tally in words: cells configured and reused and rows left blank; for Texture (no
  /// reuse: recycled node objects are the model's economy) rows that arrived rendered.
  /// `show` joins the parts with commas, `stats` with semicolons.
  public func tallySummary(separator: String = ", ") -> String {
    guard strategy == .texture else {
      return "cellForRow \(tally.configured) (\(tally.reused) reused)\(separator)"
        + "\(tally.skipped) left blank"
    }
    return "cellForRow \(tally.configured)\(separator)\(tally.arrivedRendered) arrived rendered, "
      + "\(tally.arrivedRendering) still rendering"
  }

  /// Nodes in a working range but off screen, in row order (for `show`).
  var offscreenNodeList: [any TableCell] {
    offscreenNodes.keys.sorted().compactMap { offscreenNodes[$0] }
  }
}
