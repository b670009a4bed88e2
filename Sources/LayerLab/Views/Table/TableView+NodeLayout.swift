/// Texture's reload: every row's node made and laid out off main, the rows shown when main
/// gets them (`NodeLayoutBatch`).
extension TableView {
  /// Whether a reload lays the rows out off main: under Texture, whose `ASTableView` never
  /// blocks main for a reload and sets `estimatedRowHeight` to 0 (`make`). UIKit's
  /// strategies measure on main; so does a Texture table given an estimate (the model keeps
  /// UIKit's near-viewport asking for it).
  var laysOutNodesInBackground: Bool {
    type(of: behaviour).laysOutRowsOffMain && !estimatedRowHeight.isLazy
  }

  /// Reloads waiting for their node layouts, for `show` and tests.
  public var nodeLayoutsInFlight: Int { nodeLayouts.count }

  /// Reloads one table may have waiting for their node layouts: each is a full batch of
  /// every row, so a script reloading in a loop without running the clock is refused here
  /// rather than queueing work without end.
  public static let maxNodeLayoutsInFlight = 8

  /// Refuses a reload past `maxNodeLayoutsInFlight`.
  func checkNodeLayoutRoom() throws(ModelError) {
    guard laysOutNodesInBackground, nodeLayoutsInFlight >= TableView.maxNodeLayoutsInFlight
    else { return }
    throw ModelError(
      "table '\(name)' has \(nodeLayoutsInFlight) reloads waiting for their node layouts "
        + "(the reloads-waiting limit); 'run' until they reach main")
  }

  /// One row's node off main: made and given its post (ESTIMATE: a UIKit cell's
  /// `cellConfigure`, the same setters on a node instead of on main at `cellForRow`) and laid
  /// out: each text node's `calculateSizeThatFits` lays its text out once, priced as a row
  /// height measured on main is (``layoutPrice(ofRow:in:)``, the draw's layout formula at the
  /// text's glyphs and lines).
  func nodeRowCost(_ row: Int, in engine: Engine) -> Micros {
    engine.costs.cellConfigure + layoutPrice(ofRow: row, in: engine)
  }

  /// `reloadData` under Texture: main builds the element map (a node block and a size range
  /// per row; ESTIMATE: a height lookup each) and dispatches the layouts; the table keeps
  /// showing its old rows until `applyNodeLayout`. The host measures the texts now — their
  /// heights are facts of the texts, only the virtual time is spent later, off main. Every
  /// row's node is made and laid out again, so every row is priced, measured before or not.
  ///
  /// - Parameter remeasure: every row is measured again (a switch changed what a row holds).
  func beginNodeLayout(in engine: Engine, remeasure: Bool = false) {
    // The rows on screen keep the layouts their heights came from until the new ones arrive.
    let shown = layouts
    if remeasure || layouts.count != rowCount { layouts = RowLayouts(count: rowCount) }
    let measured = fill(unmeasuredRows(), in: engine).measured
    let rowCosts = (0..<rowCount).map { nodeRowCost($0, in: engine) }
    if shown.count == rowCount, measured > 0 {
      nodeLayouts.pending = layouts
      layouts = shown
    }
    engine.main.charge(engine.costs.heightLookup * Micros(rowCount))
    let threads = engine.drawing.layOutNodes(of: name, rowCosts: rowCosts)
    nodeLayouts.count += 1
    engine.log(.nodeLayout(rows: rowCount, threads: threads), layer: name)
  }

  /// On main, from the editing queue: the table takes the laid-out rows — UITableView's
  /// reload asks each row's height, which the node answers from its layout — and the
  /// visible rows get their new nodes.
  func applyNodeLayout(in engine: Engine) {
    nodeLayouts.count = max(0, nodeLayouts.count - 1)
    if let pending = nodeLayouts.pending {
      layouts = pending
      nodeLayouts.pending = nil
    }
    guard layouts.count == rowCount else { return }
    // UITableView's reload asks every row; the nodes answer.
    askedRows = Array(repeating: true, count: rowCount)
    publishHeights()
    engine.main.charge(engine.costs.heightLookup * Micros(rowCount))
    contentOffset = min(max(0, contentOffset), geometry.maxOffset(viewport: frame.height))
    engine.log(
      .reloadData(rows: rowCount, contentHeight: geometry.contentHeight), layer: name)
    reconfigureVisible(in: engine)
  }
}

/// Texture's reloads on their way: every row's node laid out on background threads, the
/// table showing its old rows until main gets them. They belong to the table's rows, not to
/// the strategy's state: a reload in flight lands even if the strategy changed meanwhile.
struct NodeLayoutsInFlight {
  /// Reloads dispatched and not yet applied.
  var count = 0
  /// The latest reload's new row layouts (a switch changed every height), kept aside until
  /// they reach main.
  var pending: RowLayouts?
}
