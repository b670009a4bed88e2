/// The height cache: rows measured once, the way AsyncDraw and VVebo cache cell heights —
/// all at reloadData, or, with `estimatedRowHeight`, as they near the viewport.
extension TableView {
  /// UITableView asks every row's height on reload; the cache answers for rows it has seen
  /// (AsyncDraw's NSCache of heights), so only new rows are measured. With an estimated row
  /// height, rows not yet measured keep the estimate and nothing is measured here.
  func reloadHeights(in engine: Engine) {
    if layouts.count != posts.count {
      layouts = RowLayouts(count: posts.count)
    }
    let lazy = estimatedRowHeight > 0
    var heights: [Double] = []
    heights.reserveCapacity(posts.count)
    var measured = 0
    for row in posts.indices {
      if let layout = layouts[row] {
        heights.append(layout.height)
      } else if lazy {
        heights.append(estimatedRowHeight)
      } else {
        let layout = measureRow(row, in: engine)
        layouts[row] = layout
        heights.append(layout.height)
        measured += 1
      }
    }
    measuredRows += measured
    engine.main.charge(
      engine.costs.heightLookup * Micros(posts.count) + engine.costs.layoutPerLayer * 2
        * Micros(measured))
    rowHeights = heights
    geometry = RowGeometry(heights: heights)
  }

  /// With `estimatedRowHeight`: measures the unmeasured rows from half a screen above the
  /// viewport to a screen below it, as UITableView asks `heightForRow` only for rows about to
  /// show. (How far ahead UIKit asks is not documented: the half screen and the screen are
  /// ESTIMATES, chosen so a fling's next frames find their rows measured.) When rows above the first visible one change height while the table is still, the
  /// offset moves by the same amount, so what is on screen stays put; during a drag or a
  /// deceleration the motion keeps its own offsets and the content jumps by the change —
  /// the jumpy upward scrolling UIKit shows when estimates are far off.
  func measureRowsNearViewport(in engine: Engine) {
    guard estimatedRowHeight > 0, layouts.count == posts.count else { return }
    let viewport = frame.height
    let span = geometry.rows(in: max(0, contentOffset - viewport / 2), height: viewport * 2.5)
    let firstVisible = geometry.row(at: contentOffset) ?? span.lowerBound
    var shiftAbove = 0.0
    var changes: [(row: Int, height: Double)] = []
    for row in span where layouts[row] == nil {
      let layout = measureRow(row, in: engine)
      layouts[row] = layout
      if row < firstVisible { shiftAbove += layout.height - rowHeights[row] }
      rowHeights[row] = layout.height
      changes.append((row, layout.height))
    }
    let measured = changes.count
    guard measured > 0 else { return }
    measuredRows += measured
    engine.main.charge(engine.costs.layoutPerLayer * 2 * Micros(measured))
    geometry.setHeights(changes)
    let still = motion == nil && !scrollingToTop
    contentOffset = min(
      max(0, contentOffset + (still ? shiftAbove : 0)), geometry.maxOffset(viewport: viewport))
  }

  /// One row's cell layout at the table's width.
  private func measureRow(_ row: Int, in engine: Engine) -> CellLayout {
    let post = posts[row]
    let width = frame.width
    return cellStyle == .news
      ? CellLayout.news(
        width: width,
        contentHeight: CellView.newsContentHeight(post.text, width: width, in: engine))
      : TableView.measureLayout(
        post, width: width, thumbnails: showsThumbnails ? post.thumbnails.count : 0, in: engine)
  }

  /// A post's cell layout at `width`: its texts measured with the cell's label attributes.
  static func measureLayout(
    _ post: FeedPost, width: Double, thumbnails: Int, in engine: Engine
  ) -> CellLayout {
    let probe = CellView(name: "")
    CellView.table.assign(
      [PropertySetting("text", .text(post.text)), PropertySetting("retweet", .text(post.retweet))],
      to: probe)
    var layout = probe.measuredLayout(width: width, in: engine)
    if thumbnails > 0 {
      layout = CellLayout(
        width: width, textHeight: layout.textRect.height,
        retweetHeight: layout.retweetTextRect?.height, thumbnails: thumbnails)
    }
    return layout
  }
}
