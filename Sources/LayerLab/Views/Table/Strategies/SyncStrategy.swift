/// UIKit's default: every layer of a cell draws on main during the CA commit, as a UILabel
/// and a UIImageView do.
final class SyncStrategy: TableStrategyBehaviour {
  static let strategy = TableStrategy.sync
  static let summary = "draw on main in the CA commit (UIKit's default)"
  static let drawsNewsCells = true

  init() {}

  /// Every layer on main; labels keep their contents until they redraw (UILabel-like).
  func layering(layerClass: any LayerClass) -> CellLayering {
    CellLayering(drawsOffMain: false, labelsClearFirst: false, labelClass: LayerClasses.yy)
  }

  /// The demo's sync news cell downloads its picture on main in `willDisplay` (below), not
  /// through the pipeline when configured.
  func loadsImages(onConfigureOf cell: any TableCell, in table: TableView) -> Bool {
    !(table.cellStyle == .news && cell is CellView)
  }

  func cellForRow(
    _ row: Int, cell: any TableCell, layout: RowLayout, in table: TableView, engine: Engine
  ) {
    table.configure(cell, row: row, layout: layout, in: engine)
    chargeNewsAttributedText(cell, in: table, engine: engine)
    redrawForNewRow(cell, in: engine)
    // The demo's sync cell downloads its picture on main, in willDisplay.
    if table.cellStyle == .news, table.showsThumbnails, let cell = cell as? CellView {
      for (view, url) in cell.images.thumbnailRequests {
        engine.images.loadSynchronously(view, url)
      }
    }
  }

  /// The demo's sync cell (UILabels) in `willDisplayCell` → `assignModel:`: the content is
  /// made into an `NSMutableAttributedString` (font and the char-wrapping paragraph style)
  /// and set as the label's `attributedText`, on main, for every row shown
  /// (TestTableViewCell.m, the `#else` of `kAsyncDraw`). AsyncDraw's ADLabel only keeps the
  /// text and builds its attributed string in the draw, off main: only this strategy charges
  /// it.
  private func chargeNewsAttributedText(
    _ cell: any TableCell, in table: TableView, engine: Engine
  ) {
    guard table.cellStyle == .news, let cell = cell as? CellView else { return }
    engine.main.charge(engine.costs.attributedTextCost(utf16Units: cell.post.text.utf16.count))
  }
}
