/// A table made from a prototype (`cell=NAME`): its rows checked against the prototype's
/// bindings, its cells made from the prototype, and a change to the prototype applied as a
/// reload.
extension TableView {
  /// Every row has every field the prototype binds, of a type the property takes; the first
  /// that does not is a one-line error naming the row, the field and the binding. Each row is
  /// read once (a synthetic row is made on each read).
  func checkPrototypeRows(_ rows: TableRows, prototype: CellPrototype) throws(ModelError) {
    guard !prototype.members.isEmpty else {
      throw ModelError(
        "prototype '\(prototype.name)' has no views yet: new label \(prototype.name).title "
          + "frame=15,10,width-30,fit text=$row.title")
    }
    let bound = prototype.members.flatMap { member in member.bindings.map { (member, $0) } }
    try checkBindings(bound, of: prototype, rows: rows)
  }

  /// One binding against every row of this table (a prototype change).
  func checkBinding(
    _ binding: PropertyBinding, member: PrototypeView, of prototype: CellPrototype
  ) throws(ModelError) {
    try checkBindings([(member, binding)], of: prototype, rows: nil)
  }

  /// `bound` against every row (this table's, or `rows` for a table being made).
  private func checkBindings(
    _ bound: [(PrototypeView, PropertyBinding)], of prototype: CellPrototype, rows: TableRows?
  ) throws(ModelError) {
    var typed: [(PrototypeView, PropertyBinding, PropertyType)] = []
    for (member, binding) in bound {
      guard let info = CellPrototype.memberInfo(binding.property, kind: member.kind) else {
        continue
      }
      guard RowBinding.binds(info.type) else {
        throw ModelError("'\(binding.property)' cannot come from a row; write it in the prototype")
      }
      typed.append((member, binding, info.type))
    }
    guard !typed.isEmpty else { return }
    let count = rows?.count ?? rowCount
    let source = rows?.source ?? self.source
    for row in 0..<count {
      let record = (rows ?? self.rows).record(row)
      for (member, bound, type) in typed {
        do {
          _ = try bound.binding.value(for: type, property: bound.property, in: record)
        } catch {
          throw ModelError(
            "row \(row) of \(source): \(error.message) (\(prototype.name).\(member.name)."
              + "\(bound.property)=\(bound.binding) in prototype '\(prototype.name)')")
        }
      }
    }
  }

  /// `dequeueReusableCell` for a prototype: a new cell with a copy of each of its views,
  /// registered as views, within the table's and the session's limits.
  func makePrototypeCell(_ prototype: CellPrototype, in engine: Engine) -> (any TableCell)? {
    let views = prototype.members.count + 1
    guard let number = pool.makeRoom(forViews: views, in: engine) else { return nil }
    let cell = PrototypeCell(name: "\(name).cell\(number)", prototype: prototype)
    cell.cellWidth = frame.width
    applyLayering(to: cell)
    for layer in cell.layers { layer.hidden = true }
    for view in cell.family { engine.views[view.name] = view }
    engine.log(.newCell(table: name), layer: cell.name)
    return cell
  }

  /// The prototype changed: every row is measured again and the visible cells configured
  /// again, as `reloadData` after a change to the cell's class would.
  func prototypeChanged(in engine: Engine) {
    if laysOutNodesInBackground { return beginNodeLayout(in: engine, remeasure: true) }
    heights.forgetLayouts()
    reloadHeights(in: engine)
    contentOffset = min(contentOffset, geometry.maxOffset(viewport: frame.height))
    reconfigureVisible(in: engine)
  }
}
