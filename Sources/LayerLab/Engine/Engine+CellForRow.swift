/// `cellForRow` under each strategy: the reused cell is given its row and drawn the
/// strategy's way.
extension Engine {
  /// UITableView's `cellForRow`: configure a (possibly reused) cell for `row`.
  ///
  /// Every strategy first throws away what the cell showed for its previous row — VVebo's
  /// `clear`, YYLabel's clear before an async display, a sync layer's redraw in this commit —
  /// then re-marks or starts its draws.
  func cellForRow(_ row: Int, cell: CellView, in table: TableView) {
    guard table.posts.indices.contains(row), table.layouts.indices.contains(row),
      let layout = table.layouts[row]
    else { return }
    table.tally.configured += 1
    main.charge(costs.cellConfigure)
    log(.layout, "cellForRow", layer: cell.name, detail: "row \(row) of \(table.name)")
    switch table.strategy {
    case .vvebo:
      clearCell(cell)
      configure(cell, with: table.posts[row], layout: layout, row: row, in: table)
      if table.scrollingToTop || (!table.needLoad.isEmpty && !table.needLoad.contains(row)) {
        table.tally.skipped += 1
        let why = table.scrollingToTop ? "scrolling to top" : "not in needLoad"
        log(.display, "skip", layer: cell.name, detail: "row \(row) left blank: \(why)")
        return
      }
      drawCell(cell)
    case .sync, .async:
      configure(cell, with: table.posts[row], layout: layout, row: row, in: table)
      for view in family(of: cell) where !view.layer.hidden {
        if let label = view as? LabelView { clearBeforeAsyncDisplay(label) }
        drawing.setNeedsDisplay(view)
      }
    case .texture:
      configure(cell, with: table.posts[row], layout: layout, row: row, in: table)
      drawing.textureDisplay(cell)
    }
  }

  /// Gives a cell a post and its cached layout, and puts it at its row's place.
  private func configure(
    _ cell: CellView, with post: FeedPost, layout: CellLayout, row: Int, in table: TableView
  ) {
    cell.author = post.name
    cell.subtitle = post.subtitle
    cell.text = post.text
    cell.retweet = post.retweet
    cell.textLabel.text = post.text
    cell.retweetLabel.text = post.retweet
    cell.avatarColor = post.avatarColor
    cell.reposts = post.reposts
    cell.comments = post.comments
    cell.layout = layout
    cell.row = row
    cell.y = screenY(ofRow: row, in: table)
    configureThumbnails(cell, post: post, in: table, load: table.strategy != .vvebo)
    placeLayers(cell, x: table.frame.x, clip: table.frame)
  }

  /// VVebo's `loadContent`: draw every visible cell (a drawn one ignores it), unless a
  /// scroll to the top is running.
  func loadContent(_ table: TableView) {
    guard table.strategy == .vvebo, !table.scrollingToTop else { return }
    let cells = table.visibleRows.compactMap { table.visible[$0] }
    let blank = cells.filter { !$0.drawn }.count
    log(.display, "loadContent", layer: table.name, detail: "\(blank) of \(cells.count) to draw")
    for cell in cells { drawCell(cell) }
  }
}
