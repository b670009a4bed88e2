/// A table made from a prototype (`cell=NAME`): its cells made from the prototype, and a
/// change to the prototype applied as a reload (its rows are checked against the prototype's
/// bindings by ``CellPrototype/checkRows(_:)``).
extension TableView {
  /// `dequeueReusableCell` for a prototype: a new cell with a copy of each of its views,
  /// registered as views, within the table's and the session's limits.
  func makePrototypeCell(_ prototype: CellPrototype, in engine: Engine) -> (any TableCell)? {
    let views = prototype.members.count + 1
    guard let number = pool.makeRoom(forViews: views, in: engine) else { return nil }
    let cell = PrototypeCell(name: "\(name).cell\(number)", prototype: prototype)
    cell.cellWidth = frame.width
    applyLayering(to: cell)
    cell.applyLayers(layers, in: engine)
    for layer in cell.layers { layer.hidden = true }
    for view in cell.family { engine.views[view.name] = view }
    engine.log(.newCell(table: name), layer: cell.name)
    return cell
  }

  /// The prototype changed: every row is measured again and the visible cells configured
  /// again, as `reloadData` after a change to the cell's class would.
  func prototypeChanged(in engine: Engine) {
    // A view newly flattened (or no longer) changes what the cells draw.
    for cell in tableCells { cell.applyLayers(layers, in: engine) }
    if laysOutNodesInBackground { return beginNodeLayout(in: engine, remeasure: true) }
    heights.forgetLayouts()
    reloadHeights(in: engine)
    contentOffset = min(contentOffset, geometry.maxOffset(viewport: frame.height))
    reconfigureVisible(in: engine)
  }
}
