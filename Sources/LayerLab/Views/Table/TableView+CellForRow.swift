/// `cellForRow`: the reused cell is given its row and drawn its strategy's way.
extension TableView {
  /// UITableView's `cellForRow`: configure a (possibly reused) cell for `row`.
  ///
  /// Every strategy first throws away what the cell showed for its previous row — VVebo's
  /// `clear`, YYLabel's clear before an async display, a sync layer's redraw in this commit —
  /// then re-marks or starts its draws (an ADLabel only adds `asyncDraw` to ADManager's set:
  /// it has no clear, and it is marked after this turn's commit). What it does is the
  /// strategy's (``TableStrategyBehaviour/cellForRow(_:cell:layout:in:engine:)``).
  func cellForRow(_ row: Int, cell: any TableCell, in engine: Engine) {
    guard (0..<rowCount).contains(row), heights.layouts.indices.contains(row),
      let layout = heights.layouts[row]
    else { return }
    tally.configured += 1
    engine.main.charge(behaviour.configureCost(in: engine))
    engine.log(.cellForRow(row: row, table: name), layer: cell.name)
    behaviour.cellForRow(row, cell: cell, layout: layout, in: self, engine: engine)
    cell.prefetchDrawings(in: engine)
    if let sizing = heights.sizeCell(row: row, of: self, in: engine) {
      let start = engine.main.clock
      engine.main.charge(sizing)
      engine.main.span(
        "systemLayoutSizeFitting \(cell.name) (row \(row))", "heights", from: start, layer: name)
    }
    // Its texts changed, so a cell laid out by an engine solves its views again in its
    // `layoutSubviews`; Texture's nodes lay themselves out off main by their layout specs.
    let pass =
      laysOutNodesInBackground
      ? 0 : prototype.layout.pass(over: prototype.members.count, in: engine)
    guard pass > 0 else { return }
    let start = engine.main.clock
    engine.main.charge(pass)
    engine.main.span(
      "layoutSubviews \(cell.name) (\(prototype.layout.engineName), "
        + "\(prototype.members.count) views)", "constraints", from: start, layer: name)
  }
}
