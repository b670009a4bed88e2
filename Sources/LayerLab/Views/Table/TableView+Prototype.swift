/// A table made from a prototype (`cell=NAME`): its cells made from the prototype, and a
/// change to the prototype applied as a reload (its rows are checked against the prototype's
/// bindings by ``CellPrototype/checkRows(_:)``).
extension TableView {
  /// The prototype changed: the visible cells are configured again, as `reloadData` after a
  /// change to the cell's class would; every row is measured again when the change can move
  /// a frame (`layoutChanged`), else the app's height cache answers UIKit's asks as before.
  func prototypeChanged(layoutChanged: Bool, in engine: Engine) {
    // A view newly flattened (or no longer) changes what the cells draw.
    for cell in tableCells { cell.applyLayers(layers, in: engine) }
    if laysOutNodesInBackground {
      return heights.beginNodeLayout(of: self, remeasure: layoutChanged, in: engine)
    }
    if layoutChanged { heights.forgetLayouts() }
    reloadHeights(in: engine)
    contentOffset = min(contentOffset, geometry.maxOffset(viewport: frame.height))
    reconfigureVisible(in: engine)
  }
}
