/// `cellForRow` under each strategy: the reused cell is given its row and drawn the
/// strategy's way.
extension TableView {
  /// UITableView's `cellForRow`: configure a (possibly reused) cell for `row`.
  ///
  /// Every strategy first throws away what the cell showed for its previous row — VVebo's
  /// `clear`, YYLabel's clear before an async display, a sync layer's redraw in this commit —
  /// then re-marks or starts its draws (an ADLabel only adds `asyncDraw` to ADManager's set:
  /// it has no clear, and it is marked after this turn's commit).
  func cellForRow(_ row: Int, cell: any TableCell, in engine: Engine) {
    guard (0..<rowCount).contains(row), layouts.indices.contains(row),
      let layout = layouts[row]
    else { return }
    tally.configured += 1
    engine.main.charge(strategy == .texture ? engine.costs.cellHost : engine.costs.cellConfigure)
    engine.log(.cellForRow(row: row, table: name), layer: cell.name)
    switch strategy {
    case .vvebo:
      cell.clear(in: engine)
      configure(cell, row: row, layout: layout, in: engine)
      if scrollingToTop || (!needLoad.isEmpty && !needLoad.contains(row)) {
        tally.skipped += 1
        let why: TraceEvent.SkipReason = scrollingToTop ? .scrollingToTop : .notInNeedLoad
        engine.log(.skip(row: row, why: why), layer: cell.name)
        return
      }
      cell.draw(in: engine)
    case .sync, .async:
      configure(cell, row: row, layout: layout, in: engine)
      chargeNewsAttributedText(cell, in: engine)
      for view in cell.family where !view.layer.hidden { view.redrawForNewRow(in: engine) }
      // The demo's sync cell downloads its picture on main, in willDisplay.
      if cellStyle == .news, strategy == .sync, showsThumbnails, let cell = cell as? CellView {
        for (view, url) in zip(cell.thumbViews, cell.thumbURLs) {
          engine.images.loadSynchronously(view, url)
        }
      }
    case .texture:
      // The row's own node: configured once, and rendered already if a range reached it.
      if cell.row == row, cell.drawn {
        let ready = cell.family.allSatisfy {
          !$0.draws || $0.layer.hidden || $0.layer.contents != nil
        }
        if ready { tally.arrivedRendered += 1 } else { tally.arrivedRendering += 1 }
      }
      if cell.row != row { configure(cell, row: row, layout: layout, in: engine) }
      if !cell.drawn { engine.drawing.textureDisplay(cell) }
    }
  }

  /// Gives a cell its row's data and cached layout, and puts it at its row's place.
  func configure(_ cell: any TableCell, row: Int, layout: RowLayout, in engine: Engine) {
    if let cell = cell as? CellView, let layout = layout.cellLayout {
      configure(cell, with: posts[row], layout: layout, row: row, in: engine)
    } else if let cell = cell as? PrototypeCell, case .prototype(let layout) = layout {
      cell.configure(with: record(row), layout: layout, row: row)
      cell.y = screenY(ofRow: row)
      // VVebo asks for a row's images only when the cell draws.
      if strategy != .vvebo { cell.loadImages(in: engine) }
      cell.placeLayers(x: frame.x, clip: frame, in: engine)
    }
  }

  /// Gives a demo cell a post and its cached layout, and puts it at its row's place.
  func configure(
    _ cell: CellView, with post: FeedPost, layout: CellLayout, row: Int, in engine: Engine
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
    cell.updatePartTexts()
    cell.layout = layout
    cell.row = row
    cell.y = screenY(ofRow: row)
    // VVebo asks for a row's images only when the cell draws.
    cell.configureImages(
      thumbnails: showsThumbnails ? post.thumbnails : [],
      avatar: showsThumbnails ? post.avatar : "",
      load: strategy != .vvebo && !(cellStyle == .news && strategy == .sync), in: engine)
    cell.placeLayers(x: frame.x, clip: frame, in: engine)
  }

  /// VVebo's `loadContent`: draw every visible cell (a drawn one ignores it), unless a
  /// scroll to the top is running.
  func loadContent(in engine: Engine) {
    guard strategy == .vvebo, !scrollingToTop else { return }
    let cells = visibleRows.compactMap { visible[$0] }
    let blank = cells.filter { !$0.drawn }.count
    engine.log(.loadContent(blank: blank, visible: cells.count), layer: name)
    for cell in cells { cell.draw(in: engine) }
  }
}
