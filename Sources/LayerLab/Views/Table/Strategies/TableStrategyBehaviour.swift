/// What a table strategy does when the table calls out to it, and the state it keeps between
/// calls (VVebo's `needLoad`, Texture's ranges and off-screen nodes), private to its type.
///
/// A table holds one behaviour object, made by its ``TableStrategy`` name and made afresh
/// whenever `strategy` is set, so no strategy inherits another's state. The table keeps what
/// every strategy shares (rows, heights, scroll position, visible cells, reuse pool, tallies)
/// and calls the hooks below at the moments UITableView calls its data source and delegate.
/// Only ``cellForRow(_:cell:layout:in:engine:)`` must be written: every other hook defaults to
/// what plain UIKit does (below), which a strategy replaces where its library differs. What
/// only some libraries do is a capability a strategy adopts besides this core
/// (`TableStrategyCapabilities.swift`): hearing the scroll view's callbacks (VVebo), keeping
/// working ranges of cells off screen (Texture).
protocol TableStrategyBehaviour: AnyObject {
  /// The name users give it.
  static var strategy: TableStrategy { get }
  /// One line for `help table`.
  static var summary: String { get }
  /// The `estimatedRowHeight` the table starts with when the statement gives none (nil: UIKit's
  /// automatic).
  static var initialEstimatedRowHeight: RowHeightEstimate? { get }

  init()

  /// How a cell's layers draw under it, given the table's `layerClass`.
  func layering(layerClass: any LayerClass) -> CellLayering

  /// What `cellForRow` costs main before the cell is configured.
  func configureCost(in engine: Engine) -> Micros
  /// `cellForRow` once the table has counted and logged it: the (possibly reused) `cell` is
  /// given `row` and its cached `layout` and drawn this strategy's way.
  func cellForRow(
    _ row: Int, cell: any TableCell, layout: PrototypeLayout, in table: TableView, engine: Engine)
  /// Whether configuring `cell` asks the image pipeline for its pictures now.
  func loadsImages(onConfigureOf cell: any TableCell, in table: TableView) -> Bool
  /// The table's `layoutSubviews`: the viewport's rows given cells.
  func layOutRows(of table: TableView, in engine: Engine)
  /// A visible cell configured again (`reloadData`, a strategy or `layerClass` change).
  func reconfigure(_ cell: any TableCell, row: Int, in table: TableView, engine: Engine)
  /// `show`'s cells line.
  func cellCounts(of table: TableView) -> String
  /// The tally in words; `show` joins the parts with commas, `stats` with semicolons.
  func tallySummary(_ tally: TableTally, separator: String) -> String
}

/// How a cell's layers draw under a strategy: on main in the commit or off it, whether labels
/// clear their contents before an async display (YYLabel's default), and the labels' class.
struct CellLayering {
  let drawsOffMain: Bool
  let labelsClearFirst: Bool
  let labelClass: any LayerClass

  /// Every layer off main, YYAsyncLayer labels that keep their contents until the new ones
  /// land: VVebo's and Texture's cells, which draw themselves.
  static let selfDrawn = CellLayering(
    drawsOffMain: true, labelsClearFirst: false, labelClass: LayerClasses.yy)
}

/// Plain UIKit: cells reused by `layoutSubviews` and images asked for when a cell is
/// configured.
extension TableStrategyBehaviour {
  static var initialEstimatedRowHeight: RowHeightEstimate? { nil }

  func layering(layerClass: any LayerClass) -> CellLayering { .selfDrawn }

  func configureCost(in engine: Engine) -> Micros { engine.costs.table.cellConfigure }

  func loadsImages(onConfigureOf cell: any TableCell, in table: TableView) -> Bool { true }

  func layOutRows(of table: TableView, in engine: Engine) {
    table.layOutReusingCells(in: engine)
  }

  func reconfigure(_ cell: any TableCell, row: Int, in table: TableView, engine: Engine) {
    table.cellForRow(row, cell: cell, in: engine)
  }

  func cellCounts(of table: TableView) -> String {
    "\(table.pool.made) made, \(table.pool.visible.count) on screen, "
      + "\(table.pool.reusable.count) in the reuse pool"
  }

  func tallySummary(_ tally: TableTally, separator: String) -> String {
    "cellForRow \(tally.configured) (\(tally.reused) reused)\(separator)\(tally.skipped) left blank"
  }

  /// UIKit's cellForRow for a reused cell: every shown view that draws throws away its old
  /// row's pixels and redraws (a sync layer in this commit, YYLabel clearing first).
  func redrawForNewRow(_ cell: any TableCell, in engine: Engine) {
    for view in cell.family where !view.layer.hidden { view.redrawForNewRow(in: engine) }
  }
}
