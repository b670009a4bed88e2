/// `dequeueReusableCell`: a cell from the reuse queue, else a new one of the table's kind —
/// a prototype's copy of its views, or VVebo's feed cell — made within the table's and the
/// session's limits, registered as views, and given the table's layering.
extension TableCellPool {
  /// The reuse queue first (counted as reused), else a new cell; nil at a limit.
  func dequeueCell(for table: TableView, in engine: Engine) -> (any TableCell)? {
    if let cell = dequeue() {
      table.tally.reused += 1
      return cell
    }
    let made: (any TableCell)?
    if let prototype = table.prototype {
      made = makePrototypeCell(prototype, for: table, in: engine)
    } else {
      made = makeFeedCell(for: table, in: engine)
    }
    if let made { engine.log(.newCell(table: table.name), layer: made.name) }
    return made
  }

  /// A new cell with a copy of each of the prototype's views.
  private func makePrototypeCell(
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

  /// A new VVebo feed cell: its background and its two text labels.
  private func makeFeedCell(for table: TableView, in engine: Engine) -> (any TableCell)? {
    guard let number = makeRoom(forViews: 3, in: engine) else { return nil }
    let cell = CellView(name: "\(table.name).cell\(number)")
    cell.applyLayering(table.cellLayering)
    if table.layers == .separate {
      cell.applyLayers(table.layers, in: engine)
    }
    for layer in cell.layers { layer.hidden = true }
    engine.views[cell.name] = cell
    engine.views[cell.textLabel.name] = cell.textLabel
    engine.views[cell.retweetLabel.name] = cell.retweetLabel
    return cell
  }
}
