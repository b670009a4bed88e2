/// Texture's reload: every row's node made and laid out off main, the rows shown when main
/// gets them (`NodeLayoutBatch`); the heights' side is ``TableHeights``.
extension TableView {
  /// Whether a reload lays the rows out off main: under Texture, whose `ASTableView` never
  /// blocks main for a reload and sets `estimatedRowHeight` to 0 (`make`). UIKit's
  /// strategies measure on main; so does a Texture table given an estimate (the model keeps
  /// UIKit's near-viewport asking for it).
  var laysOutNodesInBackground: Bool {
    workingRanges.map { type(of: $0).laysOutRowsOffMain } == true && !estimatedRowHeight.isLazy
  }

  /// Reloads waiting for their node layouts, for `show` and tests.
  public var nodeLayoutsInFlight: Int { heights.nodeLayoutsInFlight }

  /// Reloads one table may have waiting for their node layouts: each is a full batch of
  /// every row, so a script reloading in a loop without running the clock is refused here
  /// rather than queueing work without end.
  public static let maxNodeLayoutsInFlight = 8

  /// On main, from the editing queue: the table takes the laid-out rows — UITableView's
  /// reload asks each row's height, which the node answers from its layout — and the
  /// visible rows get their new nodes.
  func applyNodeLayout(in engine: Engine) {
    guard heights.applyNodeLayout(rowCount: rowCount) else { return }
    engine.main.charge(engine.costs.table.heightLookup * Micros(rowCount))
    contentOffset = min(max(0, contentOffset), geometry.maxOffset(viewport: frame.height))
    engine.log(
      .reloadData(rows: rowCount, contentHeight: geometry.contentHeight), layer: name)
    reconfigureVisible(in: engine)
  }
}
