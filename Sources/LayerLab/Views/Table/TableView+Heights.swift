/// The height cache: rows measured once, the way AsyncDraw and VVebo cache cell heights —
/// all at reloadData, or, with `estimatedRowHeight`, as they near the viewport.
extension TableView {
  /// Rows measured per batch at a reload: enough to keep every host core busy, few enough
  /// that the batch's drawings stay a few MiB.
  static let measureBatch = 4096

  /// UITableView asks every row's height on reload; the cache answers for rows it has seen
  /// (AsyncDraw's NSCache of heights), so only new rows are measured. With an estimated row
  /// height, rows not yet measured keep the estimate and nothing is measured here.
  func reloadHeights(in engine: Engine) {
    let measured = measureUnmeasuredRows(in: engine)
    measuredRows += measured
    let start = engine.main.clock
    engine.main.charge(
      engine.costs.heightLookup * Micros(posts.count) + engine.costs.layoutPerLayer * 2
        * Micros(measured))
    // A span of its own, so `explain frame` can name row heights as the cause of a late
    // frame (and `estimatedRowHeight` as the fix) rather than the input that reloaded.
    if measured > 0 {
      engine.main.span(
        "heightForRow \(name) ×\(measured)", "heights", from: start, layer: name)
    }
    publishHeights()
  }

  /// Fills the height cache for every row not in it (none with an estimated row height);
  /// returns how many rows it measured.
  func measureUnmeasuredRows(in engine: Engine) -> Int {
    if layouts.count != posts.count {
      layouts = RowLayouts(count: posts.count)
    }
    let lazy = estimatedRowHeight > 0
    let unmeasured = lazy ? [] : posts.indices.filter { layouts[$0] == nil }
    // In batches, so 100 000 rows never hold 200 000 drawings at once.
    for start in stride(from: 0, to: unmeasured.count, by: Self.measureBatch) {
      let batch = Array(unmeasured[start..<min(start + Self.measureBatch, unmeasured.count)])
      for (row, layout) in zip(batch, measureRows(batch, in: engine)) { layouts[row] = layout }
    }
    return unmeasured.count
  }

  /// The geometry takes the cached heights (the estimate for rows not measured yet).
  func publishHeights() {
    var heights: [Double] = []
    heights.reserveCapacity(posts.count)
    for row in posts.indices {
      heights.append(layouts[row]?.height ?? estimatedRowHeight)
    }
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
    let unmeasured = span.filter { layouts[$0] == nil }
    for (row, layout) in zip(unmeasured, measureRows(unmeasured, in: engine)) {
      layouts[row] = layout
      if row < firstVisible { shiftAbove += layout.height - rowHeights[row] }
      rowHeights[row] = layout.height
      changes.append((row, layout.height))
    }
    let measured = changes.count
    guard measured > 0 else { return }
    measuredRows += measured
    let start = engine.main.clock
    engine.main.charge(engine.costs.layoutPerLayer * 2 * Micros(measured))
    engine.main.span("heightForRow \(name) ×\(measured)", "heights", from: start, layer: name)
    geometry.setHeights(changes)
    let still = motion == nil && !scrollingToTop
    contentOffset = min(
      max(0, contentOffset + (still ? shiftAbove : 0)), geometry.maxOffset(viewport: viewport))
  }

  /// The cell layouts of `rows` at the table's width, their texts measured in one batch
  /// (which the renderer may spread over the host's cores).
  ///
  /// Why the labels' drawings are built here and not read from a cell: a cell's label scans
  /// its text for highlights, which only colour glyphs and cannot move a line break, so the
  /// scan would be wasted on every row of a reload.
  private func measureRows(_ rows: [Int], in engine: Engine) -> [CellLayout] {
    guard !rows.isEmpty else { return [] }
    let width = frame.width
    if cellStyle == .news {
      let drawings = rows.map { CellView.newsContentDrawing(posts[$0].text) }
      let measures = engine.renderer.measure(drawings, width: CellView.newsContentWidth(width))
      return measures.map { CellLayout.news(width: width, contentHeight: $0.height) }
    }
    let probe = CellView(name: "")
    var textDrawing = probe.textLabel.drawing
    var retweetDrawing = probe.retweetLabel.drawing
    var drawings: [LabelDrawing] = []
    drawings.reserveCapacity(rows.count * 2)
    // Synthetic posts are made on each read, so each row is read once.
    var shapes: [(text: Bool, retweet: Bool, thumbnails: Int)] = []
    shapes.reserveCapacity(rows.count)
    for row in rows {
      let post = posts[row]
      if !post.text.isEmpty {
        textDrawing.text = post.text
        drawings.append(textDrawing)
      }
      if !post.retweet.isEmpty {
        retweetDrawing.text = post.retweet
        drawings.append(retweetDrawing)
      }
      shapes.append(
        (!post.text.isEmpty, !post.retweet.isEmpty, showsThumbnails ? post.thumbnails.count : 0))
    }
    let measures = engine.renderer.measure(drawings, width: width - 2 * CellLayout.gapLeft)
    var next = measures.makeIterator()
    return shapes.map { shape in
      let textHeight = shape.text ? next.next()?.height ?? 0 : 0
      let retweetHeight = shape.retweet ? next.next()?.height ?? 0 : nil
      return CellLayout(
        width: width, textHeight: textHeight, retweetHeight: retweetHeight,
        thumbnails: shape.thumbnails)
    }
  }
}
