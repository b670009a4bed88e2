/// A prototype's bindings checked against a table's rows: at `new table … cell=NAME`, and for
/// every table made from it when a binding changes.
extension CellPrototype {
  /// Every one of `rows` has every field the prototype binds, of a type the property takes;
  /// the first that does not is a one-line error naming the row, the field and the binding.
  /// Each row is read once (a synthetic row is made on each read); rows made from posts
  /// share one shape, so their first row is read for all.
  func checkRows(_ rows: TableRows) throws(ModelError) {
    guard !members.isEmpty else {
      throw ModelError(
        "prototype '\(name)' has no views yet: new label \(name).title "
          + "frame=15,10,width-30,fit text=$row.title")
    }
    let bound = members.flatMap { member in member.bindings.map { (member, $0) } }
    try check(bound, rows: rows)
  }

  /// One binding of `member` against every one of `rows` (a change to the prototype, for
  /// each table made from it).
  func checkRows(_ rows: TableRows, binding: PropertyBinding, member: PrototypeView)
    throws(ModelError)
  {
    try check([(member, binding)], rows: rows)
  }

  /// `bound` against every one of `rows`.
  private func check(_ bound: [(PrototypeView, PropertyBinding)], rows: TableRows)
    throws(ModelError)
  {
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
    // Rows made from posts (synthetic, or a feed file) all have the same fields, of the same
    // types, within the same limits (`FeedPost.record`): the first decides for every one.
    let checked = rows.records == nil ? min(rows.count, 1) : rows.count
    for row in 0..<checked {
      let record = rows.record(row)
      for (member, bound, type) in typed {
        do {
          _ = try bound.binding.value(for: type, property: bound.property, in: record)
        } catch {
          throw ModelError(
            "row \(row) of \(rows.source): \(error.message) (\(name).\(member.name)."
              + "\(bound.property)=\(bound.binding) in prototype '\(name)')")
        }
      }
    }
  }

}
