/// The height cache: rows measured once, the way AsyncDraw and VVebo cache cell heights —
/// all at reloadData, or, with `estimatedRowHeight`, as they near the viewport.
extension TableView {
  /// Rows measured per batch at most: enough to keep every host core busy (128 a thread at
  /// the measurer's 8 threads), few enough that the batch's drawings stay small.
  static let measureBatch = 1024
  /// Text measured per batch at most, in UTF-8 bytes. A batch's time follows its text, not
  /// its rows — on the 2-core development host a news row (~600 characters) took ~570 µs to
  /// measure, a feed row ~70 µs, so 1024 news rows took 0.6 s — and Ctrl-C is polled between
  /// batches: 16 KiB took 10–30 ms there, so a typed `new table` of 100 000 rows, which
  /// measures for 7 s (feed) to a minute (news), stops within ~100 ms of an interrupt.
  static let measureBatchBytes = 1 << 14

  /// UITableView asks every row's height on reload; the cache answers for rows it has seen
  /// (AsyncDraw's NSCache of heights), so only new rows are measured. With an estimated row
  /// height, rows not yet measured keep the estimate and nothing is measured here.
  func reloadHeights(in engine: Engine) {
    let measured = measureUnmeasuredRows(in: engine)
    measuredRows += measured
    let start = engine.main.clock
    engine.main.charge(
      engine.costs.heightLookup * Micros(rowCount) + engine.costs.layoutPerLayer
        * Micros(labelsMeasuredPerRow) * Micros(measured))
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
    if layouts.count != rowCount {
      layouts = RowLayouts(count: rowCount)
    }
    let lazy = estimatedRowHeight > 0
    let unmeasured = lazy ? [] : (0..<rowCount).filter { !layouts.isMeasured($0) }
    if unmeasured.count == rowCount, let ahead = engine.takeRowsMeasuredAhead(for: self) {
      layouts = ahead
    } else {
      _ = measure(unmeasured, in: engine, interrupted: { false })
    }
    return unmeasured.count
  }

  /// Measures `rows` into the height cache, in batches (so 100 000 rows never hold 200 000
  /// drawings at once), polling `interrupted` before each; false when it stopped early.
  private func measure(_ rows: [Int], in engine: Engine, interrupted: () -> Bool) -> Bool {
    var next = 0
    while next < rows.count {
      if interrupted() { return false }
      let batch = measureRows(rows[next...], in: engine)
      for (offset, layout) in batch.enumerated() { layouts[rows[next + offset]] = layout }
      next += batch.count
    }
    return true
  }

  /// The cell layouts of all of `rows`, batch after batch.
  private func measureRows(all rows: [Int], in engine: Engine) -> [RowLayout] {
    var layouts: [RowLayout] = []
    layouts.reserveCapacity(rows.count)
    while layouts.count < rows.count {
      layouts += measureRows(rows[layouts.count...], in: engine)
    }
    return layouts
  }

  /// Every row measured before the typed statement that needs the heights is applied, so that
  /// Ctrl-C can stop the measuring (the longest host work one statement does: 7 s for
  /// 100 000 rows) and leave the state as it was; applying takes the result
  /// (`measureUnmeasuredRows`) instead of measuring on main in the input event, where
  /// stopping halfway would leave a table half measured. Nil when nothing would be measured
  /// (an estimated row height measures near the viewport only).
  ///
  /// - Throws: ``ModelError/interrupted`` when `interrupted` said stop.
  func measureAhead(in engine: Engine, interrupted: () -> Bool) throws(ModelError)
    -> RowsMeasuredAhead?
  {
    guard estimatedRowHeight == 0, rowCount > 0 else { return nil }
    layouts = RowLayouts(count: rowCount)
    guard measure(Array(0..<rowCount), in: engine, interrupted: interrupted) else {
      throw ModelError.interrupted
    }
    return RowsMeasuredAhead(
      table: name, width: frame.width, cellStyle: cellStyle, prototype: prototype,
      thumbnails: showsThumbnails, layouts: layouts)
  }

  /// A table with this one's rows and everything its heights depend on, to measure them
  /// ahead with thumbnails `on` or off (the `images` switch) without touching this one.
  func probe(thumbnails on: Bool) -> TableView {
    let probe = TableView(name: name, frame: frame, posts: posts, source: source)
    probe.cellStyle = cellStyle
    probe.prototype = prototype
    probe.records = records
    probe.estimatedRowHeight = estimatedRowHeight
    probe.showsThumbnails = on
    return probe
  }

  /// The geometry takes the cached heights (the estimate for rows not measured yet).
  func publishHeights() {
    var heights: [Double] = []
    heights.reserveCapacity(rowCount)
    for row in 0..<rowCount {
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
    guard estimatedRowHeight > 0, layouts.count == rowCount else { return }
    let viewport = frame.height
    let span = geometry.rows(in: max(0, contentOffset - viewport / 2), height: viewport * 2.5)
    let firstVisible = geometry.row(at: contentOffset) ?? span.lowerBound
    var shiftAbove = 0.0
    var changes: [(row: Int, height: Double)] = []
    let unmeasured = span.filter { !layouts.isMeasured($0) }
    for (row, layout) in zip(unmeasured, measureRows(all: unmeasured, in: engine)) {
      layouts[row] = layout
      if row < firstVisible { shiftAbove += layout.height - rowHeights[row] }
      rowHeights[row] = layout.height
      changes.append((row, layout.height))
    }
    let measured = changes.count
    guard measured > 0 else { return }
    measuredRows += measured
    let start = engine.main.clock
    engine.main.charge(
      engine.costs.layoutPerLayer * Micros(labelsMeasuredPerRow) * Micros(measured))
    engine.main.span("heightForRow \(name) ×\(measured)", "heights", from: start, layer: name)
    geometry.setHeights(changes)
    let still = motion == nil && !scrollingToTop
    contentOffset = min(
      max(0, contentOffset + (still ? shiftAbove : 0)), geometry.maxOffset(viewport: viewport))
  }

  /// The cell layouts of the first of `rows` (at least one, at most ``measureBatch`` rows and
  /// about ``measureBatchBytes`` of text) at the table's width, their texts measured in one
  /// batch (which the renderer may spread over the host's cores).
  ///
  /// Why the labels' drawings are built here and not read from a cell: a cell's label scans
  /// its text for highlights, which only colour glyphs and cannot move a line break, so the
  /// scan would be wasted on every row of a reload.
  private func measureRows(_ rows: ArraySlice<Int>, in engine: Engine) -> [RowLayout] {
    guard !rows.isEmpty else { return [] }
    let width = frame.width
    var bytes = 0
    if let prototype {
      var records: [RowRecord] = []
      for row in rows {
        guard records.count < Self.measureBatch, bytes < Self.measureBatchBytes else { break }
        let record = record(row)
        bytes += record.textBytes
        records.append(record)
      }
      let plan = prototype.plan(width: width, scale: engine.device.scale)
      return prototype.layouts(records, plan: plan, in: engine)
        .map(RowLayout.prototype)
    }
    if cellStyle == .news {
      var drawings: [LabelDrawing] = []
      for row in rows {
        guard drawings.count < Self.measureBatch, bytes < Self.measureBatchBytes else { break }
        let text = posts[row].text
        bytes += text.utf8.count
        drawings.append(CellView.newsContentDrawing(text))
      }
      let measures = engine.renderer.measure(drawings, width: CellView.newsContentWidth(width))
      return measures.map { .cell(CellLayout.news(width: width, contentHeight: $0.height)) }
    }
    let probe = CellView(name: "")
    var textDrawing = probe.textLabel.drawing
    var retweetDrawing = probe.retweetLabel.drawing
    var drawings: [LabelDrawing] = []
    // Synthetic posts are made on each read, so each row is read once.
    var shapes: [(text: Bool, retweet: Bool, thumbnails: Int)] = []
    for row in rows {
      guard shapes.count < Self.measureBatch, bytes < Self.measureBatchBytes else { break }
      let post = posts[row]
      if !post.text.isEmpty {
        textDrawing.text = post.text
        drawings.append(textDrawing)
      }
      if !post.retweet.isEmpty {
        retweetDrawing.text = post.retweet
        drawings.append(retweetDrawing)
      }
      bytes += post.text.utf8.count + post.retweet.utf8.count
      shapes.append(
        (!post.text.isEmpty, !post.retweet.isEmpty, showsThumbnails ? post.thumbnails.count : 0))
    }
    let measures = engine.renderer.measure(drawings, width: width - 2 * CellLayout.gapLeft)
    var next = measures.makeIterator()
    return shapes.map { shape in
      let textHeight = shape.text ? next.next()?.height ?? 0 : 0
      let retweetHeight = shape.retweet ? next.next()?.height ?? 0 : nil
      return .cell(
        CellLayout(
          width: width, textHeight: textHeight, retweetHeight: retweetHeight,
          thumbnails: shape.thumbnails))
    }
  }

  /// Texts measured to give one row its height, which the height cache charges as layout
  /// passes: a demo cell's body and retweet (`layoutPerLayer` × 2, as before prototypes), a
  /// prototype's labels whose height is `fit`.
  var labelsMeasuredPerRow: Int {
    prototype.map { $0.members.filter(\.frame.fits).count } ?? 2
  }
}
