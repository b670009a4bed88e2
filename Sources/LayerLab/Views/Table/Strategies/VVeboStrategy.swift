/// VVeboTableView (johnil/VVeboTableViewDemo `VVeboTableView.m`): a cell draws itself as it
/// is configured, but after a long fling only the rows around the target draw
/// (``VVeboSkipRule``); the rest stay blank until a touch. A scroll to the top draws nothing
/// until it ends.
final class VVeboStrategy: ScrollListeningStrategy {
  static let strategy = TableStrategy.vvebo
  static let summary = "VVebo: draw while configuring; after a long fling only near the target"

  /// `needLoadArr`: while non-empty, only these rows draw.
  private(set) var needLoad: [Int] = []
  /// `scrollToToping`: nothing draws until the scroll-to-top animation ends.
  private(set) var scrollingToTop = false

  init() {}

  /// VVebo asks for a row's images only when the cell draws.
  func loadsImages(onConfigureOf cell: any TableCell, in table: TableView) -> Bool { false }

  /// `drawCell:withIndexPath:`: clear what the cell showed, configure it, and draw it unless
  /// a fling's rows or a scroll to the top say to leave it blank.
  func cellForRow(
    _ row: Int, cell: any TableCell, layout: PrototypeLayout, in table: TableView, engine: Engine
  ) {
    cell.clear(in: engine)
    cell.configure(row: row, layout: layout, in: table, engine: engine)
    if scrollingToTop || (!needLoad.isEmpty && !needLoad.contains(row)) {
      table.tally.skipped += 1
      let why: TraceEvent.SkipReason = scrollingToTop ? .scrollingToTop : .notInNeedLoad
      engine.log(.skip(row: row, why: why), layer: cell.name)
      return
    }
    cell.draw(in: engine)
  }

  /// `hitTest` empties needLoad and draws every visible cell (how blank cells fill after a
  /// fling); `scrollViewWillBeginDragging` forgets the last fling's rows;
  /// `scrollViewDidScrollToTop` ends the scroll to the top with `loadContent`.
  func scrolled(_ moment: TableScrollMoment, table: TableView, engine: Engine) {
    switch moment {
    case .touchDown:
      guard !scrollingToTop else { return }
      needLoad = []
      loadContent(of: table, in: engine)
    case .willBeginDragging:
      needLoad = []
    case .scrollToTopBegan:
      scrollingToTop = true
    case .scrollToTopStopped:
      scrollingToTop = false
    case .scrollToTopEnded:
      scrollingToTop = false
      loadContent(of: table, in: engine)
    }
  }

  /// `scrollViewWillEndDragging`: a target far from the first visible row adds the rows
  /// about it to needLoad.
  func rowsToLoad(flingingTo target: Double, velocity: Double, table: TableView) -> [Int]? {
    let geometry = table.geometry
    guard
      let first = geometry.rows(in: table.contentOffset, height: table.frame.height).first,
      let rows = VVeboSkipRule.rowsToLoad(
        geometry: geometry, firstVisible: first, targetOffset: target,
        viewportHeight: table.frame.height, velocity: velocity)
    else { return nil }
    needLoad += rows
    return rows
  }

  /// `loadContent`: draw every visible cell (a drawn one ignores it), unless a scroll to the
  /// top is running.
  private func loadContent(of table: TableView, in engine: Engine) {
    guard !scrollingToTop else { return }
    let cells = table.pool.visibleCells
    let blank = cells.filter { !$0.drawn }.count
    engine.log(.loadContent(blank: blank, visible: cells.count), layer: table.name)
    for cell in cells { cell.draw(in: engine) }
  }
}
