/// A table made from a prototype (`cell=NAME`): its cells made from the prototype, and a
/// change to the prototype applied as a reload (its rows are checked against the prototype's
/// bindings by ``CellPrototype/checkRows(_:)``).
extension TableView {
  /// The prototype changed: every row is measured again and the visible cells configured
  /// again, as `reloadData` after a change to the cell's class would.
  func prototypeChanged(in engine: Engine) {
    // A view newly flattened (or no longer) changes what the cells draw.
    for cell in tableCells { cell.applyLayers(layers, in: engine) }
    if laysOutNodesInBackground {
      return heights.beginNodeLayout(of: self, remeasure: true, in: engine)
    }
    heights.forgetLayouts()
    reloadHeights(in: engine)
    contentOffset = min(contentOffset, geometry.maxOffset(viewport: frame.height))
    reconfigureVisible(in: engine)
  }
}
