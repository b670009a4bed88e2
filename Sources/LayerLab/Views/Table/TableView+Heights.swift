/// The height cache: every row measured once, the way AsyncDraw caches cell heights.
extension TableView {
  /// UITableView asks every row's height on reload; the cache answers for rows it has seen
  /// (AsyncDraw's NSCache of heights), so only new rows are measured.
  func reloadHeights(in engine: Engine) {
    if layouts.count != posts.count {
      layouts = Array(repeating: nil, count: posts.count)
    }
    let width = frame.width
    var heights: [Double] = []
    heights.reserveCapacity(posts.count)
    var measured = 0
    for (row, post) in posts.enumerated() {
      if let layout = layouts[row] {
        heights.append(layout.height)
        continue
      }
      let layout =
        cellStyle == .news
        ? CellLayout.news(
          width: width,
          contentHeight: CellView.newsContentHeight(post.text, width: width, in: engine))
        : TableView.measureLayout(
          post, width: width, thumbnails: showsThumbnails ? post.thumbnails.count : 0,
          in: engine)
      layouts[row] = layout
      heights.append(layout.height)
      measured += 1
    }
    engine.main.charge(
      engine.costs.heightLookup * Micros(posts.count) + engine.costs.layoutPerLayer * 2
        * Micros(measured))
    geometry = RowGeometry(heights: heights)
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
