/// YYAsyncLayer (or, for a prototype's labels with `layerClass=ad`, AsyncDraw's ADLayer): the commit
/// dispatches each layer's draw to the render pool and the contents are set on main.
final class AsyncStrategy: TableStrategyBehaviour {
  static let strategy = TableStrategy.async
  static let summary = "YYAsyncLayer: draw on the render pool, set contents on main"

  init() {}

  /// Every layer off main; labels are of the table's `layerClass` and, as YYLabel does by
  /// default, clear their contents before an async display, so a reused cell's text is blank
  /// until its draw lands.
  func layering(layerClass: any LayerClass) -> CellLayering {
    CellLayering(drawsOffMain: true, labelsClearFirst: true, labelClass: layerClass)
  }

  func cellForRow(
    _ row: Int, cell: any TableCell, layout: PrototypeLayout, in table: TableView, engine: Engine
  ) {
    cell.configure(row: row, layout: layout, in: table, engine: engine)
    redrawForNewRow(cell, in: engine)
  }
}
