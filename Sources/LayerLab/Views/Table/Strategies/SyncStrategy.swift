/// UIKit's default: every layer of a cell draws on main during the CA commit, as a UILabel
/// and a UIImageView do.
final class SyncStrategy: TableStrategyBehaviour {
  static let strategy = TableStrategy.sync
  static let summary = "draw on main in the CA commit (UIKit's default)"

  init() {}

  /// Every layer on main; labels keep their contents until they redraw (UILabel-like).
  func layering(layerClass: any LayerClass) -> CellLayering {
    CellLayering(drawsOffMain: false, labelsClearFirst: false, labelClass: LayerClasses.yy)
  }

  /// A cell's code runs on main for UIKit's views: attributed strings built as the row is
  /// configured, pictures downloaded in `willDisplayCell:` (``CellCodeFlag``; the AsyncDraw
  /// demo's `assignModel:` under its UIKit switch does both).
  func cellForRow(
    _ row: Int, cell: any TableCell, layout: PrototypeLayout, in table: TableView, engine: Engine
  ) {
    cell.configure(row: row, layout: layout, in: table, engine: engine)
    cell.chargeAttributedTexts(in: engine)
    redrawForNewRow(cell, in: engine)
    cell.loadPicturesOnMain(in: engine)
  }
}
