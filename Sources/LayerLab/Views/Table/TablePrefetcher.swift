/// UITableView's data-source prefetching (`UITableViewDataSourcePrefetching`, iOS 10+): as the
/// table scrolls, the app is handed rows about to appear and starts their images' downloads,
/// so a row's picture is in the cache — or on its way — when its cell is configured. Off
/// unless the app opts in (`prefetchDataSource` is nil by default), as here: `prefetch=data`.
///
/// What the app does with the rows is the common pattern (SDWebImagePrefetcher, Kingfisher's
/// ImagePrefetcher): a download for each URL the row's image views will ask for, through the
/// same pipeline and its six download slots, keeping the bytes in the caches; the view
/// decodes as its `decode` says when it is set.
///
/// Cancelling (`tableView(_:cancelPrefetchingForRowsAt:)`): UIKit takes back rows it handed
/// that it no longer expects to show — Apple's example is the user changing the scroll's
/// direction. Here: a row handed and not yet shown that leaves the prefetch window (the
/// viewport and the screen ahead of it) is cancelled, and may be handed again later; the app
/// cancels its downloads as SDWebImagePrefetcher and Kingfisher do, which the pipeline can
/// honour only for a download still queued (``ImagePipeline/cancelPrefetch(_:for:)``).
final class TablePrefetcher {
  /// `prefetch=`: off (no prefetch data source, UIKit's default), data, or cells.
  var mode = PrefetchMode.off
  /// Rows already handed to the app: UIKit hands a row once until it is cancelled.
  private var handed: Set<Int> = []
  /// Rows handed and not yet on screen: those a change of direction can cancel.
  private var pending: Set<Int> = []
  /// The offset at the last layout, to tell the scroll's direction.
  private var lastOffset = 0.0
  /// Whether the last layout that moved the table moved it up (toward row 0): where cells are
  /// prefetched (`prefetch=cells`), kept while the table is still.
  private var scrollsUp = false

  /// How many rows beyond the viewport a cell may be prepared for (`prefetch=cells`). ESTIMATE:
  /// WWDC 2021 session 10252 describes preparing "the next cell" in a frame's spare time; two
  /// rows ahead lets a fast scroll's next two rows be ready, and cells prepared further off
  /// are the reuse queue's again.
  static let cellsAhead = 2

  /// The spare time a frame must have left after its commit for a cell to be prepared in it,
  /// as a fraction of the frame. ESTIMATE: Apple says the system "identifies spare time
  /// between frames" and gives a cell "up to 2x time" (WWDC 2021 session 10252, as its
  /// UIKit engineer's thread summarises it); half a frame is the model's reading of "spare".
  static let spareFraction = 0.5

  /// How far ahead of the viewport rows are handed, in viewports. ESTIMATE: Apple documents
  /// neither the distance nor the timing ("rows … that the table view expects to display
  /// soon"); one screen ahead in the direction of the scroll is the model's reading.
  static let screensAhead = 1.0

  /// After a layout of `table`: the rows within a screen beyond the viewport, in the scroll's
  /// direction (below it when still), not handed before, in order of nearness — each row's
  /// image URLs go to the pipeline as prefetches.
  func prefetch(for table: TableView, in engine: Engine) {
    guard mode != .off else { return }
    let offset = table.contentOffset
    let height = table.frame.height
    let upward = offset < lastOffset
    if offset != lastOffset { scrollsUp = upward }
    lastOffset = offset
    let span = height * Self.screensAhead
    let window = upward ? offset - span : offset + height
    var rows = Array(table.geometry.rows(in: window, height: span))
    if upward { rows.reverse() }
    let shown = Set(table.visibleRows)
    pending.subtract(shown)
    let stale = pending.subtracting(rows).sorted()
    for row in stale {
      pending.remove(row)
      handed.remove(row)
      for url in imageURLs(ofRow: row, in: table) {
        engine.images.cancelPrefetch(url, for: table.name)
      }
    }
    for row in rows where handed.insert(row).inserted {
      pending.insert(row)
      for url in imageURLs(ofRow: row, in: table) {
        engine.images.prefetch(url, for: table.name)
      }
    }
  }

  /// iOS 15's cell prefetching (WWDC 2021 session 10252, "Make blazing fast lists and
  /// collection views": built with the iOS 15 SDK, UITableView and UICollectionView get it
  /// without code): after a scroll frame's commit, while at least `spareFraction` of a frame
  /// is left before the next vsync, the next row beyond the viewport in the scroll's direction
  /// (up to `cellsAhead` rows) is dequeued and configured — `cellForRow`, its layout stage —
  /// out of the window, and the frame that brings the row on screen shows it without
  /// `cellForRow`. One cell a frame. Its layers draw when it is shown, as a cell's drawing
  /// happens in the window; a cell prepared for a row that never comes goes back to the reuse
  /// queue. Texture's nodes have their own ranges and are not prepared.
  func prepareCell(for table: TableView, in engine: Engine) {
    guard mode == .cells, !table.laysOutNodesInBackground, table.scroll.motion != nil else {
      return
    }
    let interval = engine.device.frameInterval
    let spare = engine.device.vsyncTime(engine.server.nextVsync) - engine.main.clock
    guard Double(spare) >= Double(interval) * Self.spareFraction,
      let edge = scrollsUp ? table.visibleRows.first : table.visibleRows.last
    else { return }
    for step in 1...Self.cellsAhead {
      let row = scrollsUp ? edge - step : edge + step
      guard (0..<table.rowCount).contains(row) else { return }
      if table.pool.prepared[row] != nil { continue }
      // A row whose height UIKit has not asked is not laid out yet: nothing to prepare.
      guard table.heights.layouts.isMeasured(row) else { return }
      let start = engine.main.clock
      guard let cell = table.pool.dequeueCell(for: table, in: engine) else { return }
      table.cellForRow(row, cell: cell, in: engine)
      table.pool.prepare(cell, at: row)
      engine.main.span(
        "cell prefetch \(table.name) row \(row)", "prefetch", from: start, layer: table.name)
      return
    }
  }

  /// The URLs `row`'s image views will ask for, as the app's prefetcher reads them.
  private func imageURLs(ofRow row: Int, in table: TableView) -> [String] {
    let record = table.prototype.record(
      table.rows.record(row), showingImages: table.showsThumbnails)
    return table.prototype.members.compactMap { $0.imageURL(in: record) }
  }

  /// A reload hands every row again (new data).
  func reset() {
    handed.removeAll()
    pending.removeAll()
  }
}

/// `prefetch=`: whether the table has a prefetch data source.
public enum PrefetchMode: String, Sendable, CaseIterable {
  /// No `prefetchDataSource` (UIKit's default): images load when cells are configured.
  case off
  /// The data source starts image downloads for rows about to appear.
  case data
  /// The data source's downloads, and iOS 15's cell prefetching: the next cell configured in
  /// a scroll frame's spare time (``TablePrefetcher/prepareCell(for:in:)``).
  case cells
}
