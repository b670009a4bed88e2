/// What a scrolling table costs on main outside drawing: answering a height, configuring a
/// cell, hosting a Texture node, the scroll view's tick — UITableView's and UIScrollView's own
/// work, priced as ``CostModel``'s run-loop bookkeeping is (ESTIMATES for an A13 where not
/// said otherwise, scaled by the device's CPU speed).
public struct TableCosts: Sendable, Equatable {
  /// `heightForRow` answered from the height cache.
  public var heightLookup: Micros = 1
  /// `cellForRow` after dequeuing: handing a cell its post and precomputed layout.
  public var cellConfigure: Micros = 40
  /// Texture's `cellForRow`: dequeue an `_ASTableViewCell`, give it its element and add the
  /// node's view to its content view (TextureGroup/Texture `ASTableView.mm`,
  /// `tableView:cellForRowAtIndexPath:` and `configureContentView:forCellNode:`). The node was
  /// made and given its data off main, so no texts or images are set here. ESTIMATE: a quarter
  /// of `cellConfigure`, for one cell's bookkeeping against a half-dozen setters.
  public var cellHost: Micros = 10
  /// The scroll view's own work at a display-link tick: offset, hit-test state, bookkeeping.
  public var scrollStep: Micros = 20

  public init() {}

  /// These costs with every one passed through `scale` (a device's slowdown, rounded, at
  /// least 1 µs).
  func scaled(by scale: (Micros) -> Micros) -> TableCosts {
    var costs = self
    costs.heightLookup = scale(heightLookup)
    costs.cellConfigure = scale(cellConfigure)
    costs.cellHost = scale(cellHost)
    costs.scrollStep = scale(scrollStep)
    return costs
  }
}
