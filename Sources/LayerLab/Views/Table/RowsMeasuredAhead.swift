/// A table's row layouts measured for a typed statement before the statement is applied
/// (``TableHeights/measureAhead(_:in:interrupted:)``), with what they were measured for, so that
/// applying uses them only for the same table, width, cell, thumbnails and layering (which
/// decides what a prototype's rows are priced by).
struct RowsMeasuredAhead {
  let table: String
  let width: Double
  let prototype: CellPrototype
  let thumbnails: Bool
  let layers: CellLayers
  let layouts: RowLayouts

  /// True when `table` would measure exactly these layouts itself.
  func fits(_ table: TableView) -> Bool {
    table.name == self.table && table.frame.width == width
      && table.prototype === prototype && table.showsThumbnails == thumbnails
      && table.layers == layers && table.rowCount == layouts.count
  }
}

extension ViewCommand {
  /// Measures ahead the rows applying this statement would measure on main: a new table's
  /// (all of them) and a table's `images`/`thumbnails` switch (all again). Nil for anything
  /// else, which measures nothing long.
  ///
  /// - Throws: ``ModelError/interrupted`` when `interrupted` said stop; nothing has changed.
  func measureAhead(in engine: Engine, interrupted: () -> Bool) throws(ModelError)
    -> RowsMeasuredAhead?
  {
    switch self {
    case .createTable(let name, let rows, let properties):
      let made = try NewTable(name: name, rows: rows, properties: properties).make(in: engine)
      return try made.heights.measureAhead(made, in: engine, interrupted: interrupted)
    case .set(let name, let property, .bool(let on))
    where ["images", "thumbnails"].contains(property):
      guard let table = engine.scrolling.table(named: name) else { return nil }
      let probe = Self.probe(of: table, thumbnails: on)
      return try probe.heights.measureAhead(probe, in: engine, interrupted: interrupted)
    default:
      return nil
    }
  }

  /// A table with `table`'s rows and everything its heights depend on, to measure them
  /// ahead with thumbnails `on` or off (the `images` switch) without touching `table`.
  private static func probe(of table: TableView, thumbnails on: Bool) -> TableView {
    let probe = TableView(
      name: table.name, frame: table.frame, rows: table.rows, prototype: table.prototype)
    probe.heights.estimate = table.heights.estimate
    probe.behaviour = table.strategy.makeBehaviour()
    probe.showsThumbnails = on
    probe.layers = table.layers
    return probe
  }
}
