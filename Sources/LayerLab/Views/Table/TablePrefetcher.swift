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
  /// `prefetch=`: off (no prefetch data source, UIKit's default) or data.
  var mode = PrefetchMode.off
  /// Rows already handed to the app: UIKit hands a row once until it is cancelled.
  private var handed: Set<Int> = []
  /// Rows handed and not yet on screen: those a change of direction can cancel.
  private var pending: Set<Int> = []
  /// The offset at the last layout, to tell the scroll's direction.
  private var lastOffset = 0.0

  /// How far ahead of the viewport rows are handed, in viewports. ESTIMATE: Apple documents
  /// neither the distance nor the timing ("rows … that the table view expects to display
  /// soon"); one screen ahead in the direction of the scroll is the model's reading.
  static let screensAhead = 1.0

  /// After a layout of `table`: the rows within a screen beyond the viewport, in the scroll's
  /// direction (below it when still), not handed before, in order of nearness — each row's
  /// image URLs go to the pipeline as prefetches.
  func prefetch(for table: TableView, in engine: Engine) {
    guard mode == .data else { return }
    let offset = table.contentOffset
    let height = table.frame.height
    let upward = offset < lastOffset
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
}
