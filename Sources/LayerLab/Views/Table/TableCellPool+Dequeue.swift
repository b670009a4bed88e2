/// `dequeueReusableCell`: a cell from the reuse queue, else a new one — a copy of the table's
/// prototype's views — made within the table's and the session's limits, registered as views,
/// and given the table's layering.
extension TableCellPool {
  /// The reuse queue first (counted as reused), else a new cell; nil at a limit.
  func dequeueCell(for table: TableView, in engine: Engine) -> (any TableCell)? {
    if let cell = dequeue() {
      table.tally.reused += 1
      return cell
    }
    let made = makeCell(table.prototype, for: table, in: engine)
    if let made { engine.log(.newCell(table: table.name), layer: made.name) }
    return made
  }

  /// A new cell with a copy of each of the prototype's views.
  private func makeCell(
    _ prototype: CellPrototype, for table: TableView, in engine: Engine
  ) -> (any TableCell)? {
    guard let number = makeRoom(forViews: prototype.members.count + 1, in: engine) else {
      return nil
    }
    let cell = PrototypeCell(name: "\(table.name).cell\(number)", prototype: prototype)
    cell.cellWidth = table.frame.width
    cell.applyLayering(table.cellLayering)
    cell.applyLayers(table.layers, in: engine)
    for layer in cell.layers { layer.hidden = true }
    for view in cell.family { engine.views[view.name] = view }
    return cell
  }
}
