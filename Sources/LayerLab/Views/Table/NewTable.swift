/// `new table NAME rows=… prop=value…`: the statement's configuration, and what it does —
/// check, make, create — in one place. The rows arrive loaded (generated or read by the
/// shell); the model checks the rest and makes the table.
struct NewTable {
  let name: String
  let rows: TableRows
  let properties: [PropertySetting]

  /// Checks a new table: its name, 1…`SyntheticFeed.maxRows` rows, each property (`frame`,
  /// `strategy`, `contentOffset`, `thumbnails`), and room in the bitmap budget.
  func check(in engine: Engine) throws(ModelError) {
    guard (1...SyntheticFeed.maxRows).contains(rows.count) else {
      throw ModelError(
        "a table needs 1 to \(SyntheticFeed.maxRows) rows (the table-rows limit), "
          + "not \(rows.count)")
    }
    let prototype = try prototype(in: engine)
    let probe = TableView(
      name: name, frame: NewTable.screenRect(in: engine),
      rows: TableRows(rows: FeedRows([]), source: rows.source), prototype: prototype)
    for setting in properties {
      try probe.check(setting.name, setting.value, creating: true, in: engine)
      TableView.table.assign([setting], to: probe)
    }
    try prototype.checkRows(rows)
    let frame = probe.frame
    // Room for a screenful of cells, each with a background and two text layers, twice over
    // (cells leave and enter in the same frame while scrolling).
    try BitmapBudget.check(in: engine, replacing: [], with: [frame, frame, frame, frame])
  }

  /// Makes the table, loads its heights (`reloadHeights`: every row measured or none, by
  /// `estimatedRowHeight` and the cell) and marks it for layout: its cells are made, and
  /// lazily asked heights measured, by the next commit's layout pass.
  func create(in engine: Engine) throws(ModelError) {
    let made = try make(in: engine)
    engine.views[name] = made
    engine.scrolling.add(made)
    let offset = properties.last { $0.name == "contentOffset" }.flatMap {
      if case .number(let v) = $0.value { max(0, v) } else { nil }
    }
    if made.laysOutNodesInBackground {
      // Texture: no rows until the nodes are laid out; the offset is clamped then.
      made.contentOffset = offset ?? 0
      made.heights.beginNodeLayout(of: made, in: engine)
      return
    }
    made.reloadHeights(in: engine, askVisible: false)
    made.contentOffset = min(offset ?? 0, made.geometry.maxOffset(viewport: made.frame.height))
    engine.log(
      .reloadData(rows: rows.count, contentHeight: made.geometry.contentHeight), layer: name)
    engine.main.setNeedsLayout(made)
  }

  /// The table a `new table` makes, before it joins the engine: its rows and properties set
  /// (all but the offset, which waits for the heights). Also the probe that measures a typed
  /// table's rows ahead (`ViewCommand.measureAhead`), so both see the same cells.
  func make(in engine: Engine) throws(ModelError) -> TableView {
    let made = TableView(
      name: name, frame: NewTable.screenRect(in: engine), rows: rows,
      prototype: try prototype(in: engine))
    TableView.table.assign(properties.filter { $0.name != "contentOffset" }, to: made)
    // The strategy's own estimate (Texture's ASTableView sets 0 in its init), unless the
    // statement sets one after it.
    if let estimate = type(of: made.behaviour).initialEstimatedRowHeight,
      !properties.contains(where: { $0.name == "estimatedRowHeight" })
    {
      made.heights.estimate = estimate
    }
    // A prototype's image views show their pictures unless `images=false` here or on the
    // prototype (the feed cell's thumbnails are off unless asked for).
    if !properties.contains(where: { ["images", "thumbnails"].contains($0.name) }) {
      made.showsThumbnails = made.prototype.images
    }
    return made
  }

  /// The prototype the `cell=NAME` setting names.
  ///
  /// - Throws: when there is no `cell=` (the shell always gives one: the shipped feed cell
  ///   when the statement has none) or it names no prototype.
  func prototype(in engine: Engine) throws(ModelError) -> CellPrototype {
    guard case .text(let name)? = properties.last(where: { $0.name == "cell" })?.value,
      let prototype = engine.views[name] as? CellPrototype
    else {
      throw ModelError(
        "a table shows its rows in a prototype's cells: new table \(self.name) rows=N "
          + "cell=PROTOTYPE")
    }
    return prototype
  }

  /// The whole screen, a table's default frame.
  static func screenRect(in engine: Engine) -> Rect {
    Rect(x: 0, y: 0, width: engine.device.screenWidth, height: engine.device.screenHeight)
  }
}
