/// The cells a table owns: the ones on screen by row, UITableView's reuse queue, and how many
/// it has made (a table makes at most ``TableView/maxCells``). It keeps them; the table and
/// its strategy decide which row a cell shows (`TableView+Reuse`, `Strategies/`).
final class TableCellPool {
  /// Cells on screen by row.
  private(set) var visible: [Int: any TableCell] = [:]
  /// Cells off screen, waiting to be dequeued (UITableView's reuse queue); under Texture, node
  /// objects no range holds, waiting for a row.
  private(set) var reusable: [any TableCell] = []
  /// Cells made so far.
  private(set) var made = 0
  /// Cells configured ahead for rows not yet on screen (`prefetch=cells`), out of the window.
  private(set) var prepared: [Int: any TableCell] = [:]

  /// Rows with a cell on screen, in order.
  var visibleRows: [Int] { visible.keys.sorted() }

  /// The cells on screen, in row order.
  var visibleCells: [any TableCell] { visibleRows.compactMap { visible[$0] } }

  /// `cell` shows `row` on screen.
  func show(_ cell: any TableCell, at row: Int) {
    visible[row] = cell
  }

  /// The prepared cells, in row order.
  var preparedCells: [any TableCell] { prepared.keys.sorted().compactMap { prepared[$0] } }

  /// `cell`, configured for `row` ahead of it, waits out of the window.
  func prepare(_ cell: any TableCell, at row: Int) {
    for layer in cell.layers { layer.inWindow = false }
    prepared[row] = cell
  }

  /// The cell prepared for `row`, back in the window, if there is one.
  func takePrepared(_ row: Int) -> (any TableCell)? {
    guard let cell = prepared.removeValue(forKey: row) else { return nil }
    for layer in cell.layers { layer.inWindow = true }
    return cell
  }

  /// Prepared cells for rows outside `keep` go back to the reuse queue (cells prefetched that
  /// never display, as UIKit warns they may not).
  func dropPrepared(outside keep: ClosedRange<Int>?) {
    for row in prepared.keys.sorted() where !(keep?.contains(row) ?? false) {
      guard let cell = prepared.removeValue(forKey: row) else { continue }
      for layer in cell.layers { layer.inWindow = true }
      enqueue(cell)
    }
  }

  /// The cell showing `row` leaves the screen (nil when none did).
  func remove(row: Int) -> (any TableCell)? {
    visible.removeValue(forKey: row)
  }

  /// A cell goes back to the reuse queue as it is.
  func recycle(_ cell: any TableCell) {
    reusable.append(cell)
  }

  /// A cell leaving the screen: hidden, its draws left to finish or be cancelled by reuse.
  func enqueue(_ cell: any TableCell) {
    for layer in cell.layers where !layer.hidden {
      layer.hidden = true
      layer.commitState.changed = true
    }
    // didEndDisplaying: ADImageView drops a download that completes from now on.
    for image in cell.imageViews { image.displayed = false }
    reusable.append(cell)
  }

  /// The last cell of the reuse queue, back in the window, if there is one.
  func dequeue() -> (any TableCell)? {
    guard let cell = reusable.popLast() else { return nil }
    // A recycled Texture node may be out of the window; a dequeued cell starts in it.
    for layer in cell.layers { layer.inWindow = true }
    return cell
  }

  /// The number of a new cell of `views` views, counted as made; nil when the table has made
  /// its most cells or the session has no room for the views.
  func makeRoom(forViews views: Int, in engine: Engine) -> Int? {
    guard made < TableView.maxCells, engine.views.count + views <= Engine.maxViews else {
      return nil
    }
    made += 1
    return made
  }
}
