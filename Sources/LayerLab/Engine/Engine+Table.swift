/// Tables: creation, the height cache, and the layout pass that keeps the viewport's rows
/// backed by cells from the reuse pool.
extension Engine {
  /// Checks `new table NAME …` with its posts already loaded, and returns its effect.
  ///
  /// - Parameters:
  ///   - posts: the rows (synthetic or from a file), 1…`SyntheticFeed.maxRows` of them.
  ///   - source: where they came from, for `show`.
  ///   - properties: `frame`, `strategy` and `contentOffset`; `rows` and `seed` are the
  ///     shell's business and must not reach here.
  public func prepareCreateTable(
    name: String, posts: [FeedPost], source: String, seed: Int? = nil,
    properties: [(String, PropertyValue)]
  ) throws(ModelError) -> Effect {
    try Engine.checkName(name)
    guard views[name] == nil else {
      throw ModelError("a view named '\(name)' already exists; pick another name")
    }
    guard (1...SyntheticFeed.maxRows).contains(posts.count) else {
      throw ModelError("a table needs 1 to \(SyntheticFeed.maxRows) rows, not \(posts.count)")
    }
    let probe = TableView(name: name, frame: screenRect, posts: [], source: source)
    for (property, value) in properties {
      try checkTable(probe, property, value, creating: true)
      assignTable(probe, property, value)
    }
    let frame = probe.frame
    // Room for a screenful of cells, each with a background and two text layers, twice over
    // (cells leave and enter in the same frame while scrolling).
    try checkBudget(replacing: nil, with: [frame, frame, frame, frame])
    let strategy = probe.strategy
    let offset = probe.contentOffset
    let thumbnails = probe.showsThumbnails
    return { engine in
      let table = TableView(name: name, frame: frame, posts: posts, source: source)
      table.strategy = strategy
      table.showsThumbnails = thumbnails
      table.seed = seed
      engine.views[name] = table
      engine.reloadHeights(table)
      table.contentOffset = min(offset, table.geometry.maxOffset(viewport: frame.height))
      engine.log(
        .layout, "reloadData", layer: name,
        detail: "\(posts.count) rows, content \(Rect.format(table.geometry.contentHeight)) pt")
      engine.main.setNeedsLayout(table)
    }
  }

  /// The whole screen, a table's default frame.
  var screenRect: Rect {
    Rect(x: 0, y: 0, width: device.screenWidth, height: device.screenHeight)
  }

  func checkTable(
    _ table: TableView, _ property: String, _ value: PropertyValue, creating: Bool
  ) throws(ModelError) {
    guard TableView.properties.contains(where: { $0.name == property }) else {
      throw ModelError("table '\(table.name)' has no property '\(property)'")
    }
    if TableView.readOnly.contains(property) {
      throw ModelError("'\(property)' is read-only; it follows from scrolling")
    }
    switch (property, value) {
    case ("frame", .rect(let frame)):
      guard creating else {
        throw ModelError("a table's frame is set at creation: new table NAME frame=X,Y,W,H …")
      }
      guard frame.width >= 100, frame.height >= 100 else {
        throw ModelError("a table needs a frame at least 100x100 pt")
      }
      guard frame.width <= device.screenWidth * 2, frame.height <= device.screenHeight * 2 else {
        throw ModelError(
          "a table at most twice the screen (\(Rect.format(device.screenWidth * 2))x"
            + "\(Rect.format(device.screenHeight * 2)) pt) fits the bitmap budget")
      }
    case ("strategy", .choice(let raw)):
      guard TableStrategy(rawValue: raw) != nil else {
        throw ModelError("unknown strategy '\(raw)'")
      }
      if !creating, table.motion != nil || table.scrollingToTop {
        throw ModelError(
          "table '\(table.name)' is \(table.state); change its strategy when it is idle")
      }
    case ("thumbnails", .bool):
      if !creating, table.motion != nil || table.scrollingToTop {
        throw ModelError("table '\(table.name)' is \(table.state); change it when it is idle")
      }
    case ("contentOffset", .number):
      if !creating, table.motion != nil {
        throw ModelError("table '\(table.name)' is \(table.state); tap() it first")
      }
    case ("rows", _), ("seed", _):
      throw ModelError("'\(property)' is set at creation only (new table NAME rows=N seed=S)")
    default:
      throw ModelError("wrong kind of value for '\(property)'")
    }
  }

  func assignTable(_ table: TableView, _ property: String, _ value: PropertyValue) {
    switch (property, value) {
    case ("frame", .rect(let frame)): table.layer.frame = frame
    case ("strategy", .choice(let raw)): table.strategy = TableStrategy(rawValue: raw) ?? .sync
    case ("contentOffset", .number(let offset)): table.contentOffset = max(0, offset)
    case ("thumbnails", .bool(let on)): table.showsThumbnails = on
    default: break
    }
  }

  /// A setter: a new strategy reconfigures the visible cells; a new offset is a jump.
  func setTable(_ table: TableView, _ property: String, _ value: PropertyValue) {
    switch (property, value) {
    case ("strategy", _):
      assignTable(table, property, value)
      table.needLoad = []
      for cell in table.cells { applyStrategy(table.strategy, to: cell) }
      reconfigureVisible(table)
    case ("contentOffset", .number(let offset)):
      setContentOffset(table, offset)
    case ("thumbnails", .bool(let on)):
      guard on != table.showsThumbnails else { return }
      table.showsThumbnails = on
      table.layouts = []
      reloadHeights(table)
      reconfigureVisible(table)
    default:
      break
    }
  }

  /// UITableView asks every row's height on reload; the cache answers for rows it has seen
  /// (AsyncDraw's NSCache of heights), so only new rows are measured.
  func reloadHeights(_ table: TableView) {
    if table.layouts.count != table.posts.count {
      table.layouts = Array(repeating: nil, count: table.posts.count)
    }
    let width = table.frame.width
    var heights: [Double] = []
    heights.reserveCapacity(table.posts.count)
    var measured = 0
    for (row, post) in table.posts.enumerated() {
      if let layout = table.layouts[row] {
        heights.append(layout.height)
        continue
      }
      let layout = measureLayout(
        post, width: width, thumbnails: table.showsThumbnails ? post.thumbnails.count : 0)
      table.layouts[row] = layout
      heights.append(layout.height)
      measured += 1
    }
    main.charge(
      costs.heightLookup * Micros(table.posts.count) + costs.layoutPerLayer * 2 * Micros(measured))
    table.geometry = RowGeometry(heights: heights)
  }

  /// A post's cell layout at `width`: its texts measured with the cell's label attributes.
  func measureLayout(_ post: FeedPost, width: Double, thumbnails: Int) -> CellLayout {
    let probe = CellView(name: "")
    assignCell(probe, "text", .text(post.text))
    assignCell(probe, "retweet", .text(post.retweet))
    var layout = cellLayout(for: probe, width: width)
    if thumbnails > 0 {
      layout = CellLayout(
        width: width, textHeight: layout.textRect.height,
        retweetHeight: layout.retweetTextRect?.height, thumbnails: thumbnails)
    }
    return layout
  }

  /// The table's layoutSubviews: cells that left the viewport go to the reuse pool, cells
  /// that stayed move, rows that entered get `cellForRow` (in row order).
  func layoutTable(_ table: TableView) {
    let rows = table.geometry.rows(in: table.contentOffset, height: table.frame.height)
    for row in table.visibleRows where !rows.contains(row) {
      guard let cell = table.visible.removeValue(forKey: row) else { continue }
      enqueueReusable(cell, in: table)
    }
    for row in rows {
      if let cell = table.visible[row] {
        position(cell, row: row, in: table)
      } else if let cell = dequeueCell(for: table) {
        table.visible[row] = cell
        cellForRow(row, cell: cell, in: table)
      } else {
        log(.layout, "cellForRow", layer: table.name, detail: "row \(row): no cell (limit)")
      }
    }
  }

  /// A cell leaving the screen: hidden, its draws left to finish or be cancelled by reuse.
  private func enqueueReusable(_ cell: CellView, in table: TableView) {
    for layer in cell.layers where !layer.hidden {
      layer.hidden = true
      layer.changedSinceCommit = true
    }
    // didEndDisplaying: ADImageView drops a download that completes from now on.
    for image in cell.imageViews { image.displayed = false }
    table.reusePool.append(cell)
  }

  /// `dequeueReusableCell`: the reuse pool first, else a new cell (up to the table's limit).
  private func dequeueCell(for table: TableView) -> CellView? {
    if let cell = table.reusePool.popLast() {
      table.tally.reused += 1
      return cell
    }
    guard table.cellsMade < TableView.maxCells, views.count + 3 <= Engine.maxViews else {
      return nil
    }
    table.cellsMade += 1
    let cell = CellView(name: "\(table.name).cell\(table.cellsMade)")
    applyStrategy(table.strategy, to: cell)
    for layer in cell.layers { layer.hidden = true }
    views[cell.name] = cell
    views[cell.textLabel.name] = cell.textLabel
    views[cell.retweetLabel.name] = cell.retweetLabel
    log(.layout, "new cell", layer: cell.name, detail: "for table \(table.name)")
    return cell
  }

  /// Sync layers draw on main in the commit; every other strategy draws off main.
  func applyStrategy(_ strategy: TableStrategy, to cell: CellView) {
    for layer in cell.layers { layer.displaysAsynchronously = strategy != .sync }
    // A sync table's image views decode on main, as UIImageView does at the commit.
    let clears = strategy == .async
    cell.textLabel.clearContentsBeforeAsynchronouslyDisplay = clears
    cell.retweetLabel.clearContentsBeforeAsynchronouslyDisplay = clears
  }

  /// Where `row`'s top is on screen at the table's current offset.
  func screenY(ofRow row: Int, in table: TableView) -> Double {
    table.frame.y + table.geometry.top(of: row) - table.contentOffset
  }

  /// Moves a cell's layers to its row's place in the viewport.
  func position(_ cell: CellView, row: Int, in table: TableView) {
    let y = screenY(ofRow: row, in: table)
    guard cell.y != y || cell.layer.hidden else { return }
    cell.y = y
    placeLayers(cell, x: table.frame.x, clip: table.frame)
  }

  /// Sets a cell's layer frames and visibility from its layout (no measuring), its left edge
  /// at `x` and its top at `cell.y`; `clip` is the table frame a table's cells are cut to.
  func placeLayers(_ cell: CellView, x: Double, clip: Rect?) {
    let layout = cell.layout
    for layer in cell.layers { layer.clip = clip }
    let frames: [(Layer, Rect, Bool)] = [
      (cell.layer, Rect(x: x, y: cell.y, width: layout.width, height: layout.height), false),
      (cell.textLabel.layer, shifted(layout.textRect, x: x, y: cell.y), cell.text.isEmpty),
      (
        cell.retweetLabel.layer, shifted(layout.retweetTextRect ?? .zero, x: x, y: cell.y),
        cell.retweet.isEmpty
      ),
    ]
    let thumbs = imageRects(cell).map { view, rect in
      (view.layer, rect.map { shifted($0, x: x, y: cell.y) } ?? Rect.zero, rect == nil)
    }
    for (layer, frame, hidden) in frames + thumbs
    where layer.frame != frame || layer.hidden != hidden {
      layer.frame = frame
      layer.hidden = hidden
      layer.changedSinceCommit = true
      main.transactionOpen = true
    }
  }

  private func shifted(_ rect: Rect, x: Double, y: Double) -> Rect {
    Rect(x: rect.x + x, y: rect.y + y, width: rect.width, height: rect.height)
  }

  /// Configures every visible cell again, as `reloadData` and a strategy change do.
  func reconfigureVisible(_ table: TableView) {
    for row in table.visibleRows {
      if let cell = table.visible[row] { cellForRow(row, cell: cell, in: table) }
    }
    main.setNeedsLayout(table)
  }
}
