/// Row heights as UIKit asks them and as the apps answer them, each measured height priced
/// as the layout it is.
///
/// When UIKit asks (`estimatedRowHeight`, ``RowHeightEstimate``): `automatic` (the default
/// since iOS 11) and an explicit estimate ask `heightForRow` on main as rows approach the
/// viewport, during the scroll's layout, and remember the answer until `reloadData`
/// (`askedRows`; "because it does not cache the exact row heights, reloadData recomputes the
/// contentSize", jianshu's iOS 11 adaptation notes); `0` asks every row at `reloadData`.
///
/// How the apps answer, each from its own cache (`layouts`), which outlives `reloadData`:
/// - feed cells (johnil/VVeboTableViewDemo `VVeboTableView.m`): `loadData`, called from
///   `initWithFrame:` in the view controller's `viewDidLoad` — on main — computes every row's
///   frame (`sizeWithConstrainedToWidth:` of the text and of the retweet, a Core Text
///   framesetter each) before the first `reloadData`; `heightForRow` reads the stored frame.
///   So a feed table measures every row when it loads, whatever the estimate; with an
///   explicit estimate it stands for an app that set one to defer that work, and measures a
///   row when it is first asked.
/// - news cells (stkusegithub/AsyncDraw `TestTableViewCell.m`, `heightWith:`): measured on
///   main inside `heightForRow` on an NSCache miss (`boundingRectWithSize:` of the content
///   only; the title is a fixed 30 pt), cached by the model object, so a reload asks again
///   but measures nothing. (The demo's NSCache holds 10 000 entries; its 1000 rows never
///   evict, and NSCache's eviction is not deterministic, so the model never evicts.)
/// - prototype cells: UIKit's asks plus the same app cache as AsyncDraw's, measured on a
///   miss, kept across reloads (`heightWith:`'s pattern; the common alternative,
///   FDTemplateLayoutCell's cache by index path, is also kept across `reloadData`).
///
/// What a measure costs: for every text measured, the layout formula a draw's layout stage
/// is priced by (`CostModel.modelCost(of: .layout, …)`) at that text's glyphs and lines —
/// the same under `clock measured`, because the host measures rows in batches on all its
/// cores without the layout cache, which is no timing of a phone's main thread. Every ask
/// also costs a `heightLookup`.
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
  /// Rows the near-viewport walk asks before it looks at their real heights again: so a row
  /// is asked at most this many rows past where UIKit, asking one row at a time as it lays
  /// them out, would stop (a saving of host time: a batch is measured on all its cores).
  static let askedPerStep = 4

  /// Whether the app measures every row when its data loads, before UIKit asks: VVebo's
  /// `loadData` (feed cells), unless an explicit estimate says the app defers it. Texture's
  /// nodes measure themselves off main instead (`beginNodeLayout`).
  var measuresAtLoad: Bool {
    guard prototype == nil, cellStyle == .feed, !laysOutNodesInBackground else { return false }
    if case .points = estimatedRowHeight { return false }
    return true
  }

  /// Whether a reload of this table measures every row it has not measured: at load (VVebo),
  /// at `reloadData` (exact heights) or in the background (Texture).
  var measuresEveryRowAtReload: Bool {
    measuresAtLoad || !estimatedRowHeight.isLazy || laysOutNodesInBackground
  }

  /// `reloadData` (and a new table's first load): the app measures what it measures at load,
  /// UIKit forgets the heights it asked, and with exact heights asks every row now — the
  /// app's cache answering the rows it has, measuring the rest on main. With estimates, the
  /// rows about the viewport are asked again at once when `askVisible` (a reload whose
  /// visible cells are configured now need their heights); a new table's are asked by its
  /// first layout, once its offset is set.
  func reloadHeights(in engine: Engine, askVisible: Bool = true) {
    if layouts.count != rowCount { layouts = RowLayouts(count: rowCount) }
    askedRows = Array(repeating: false, count: rowCount)
    if measuresAtLoad {
      let start = engine.main.clock
      let (measured, price) = fill(unmeasuredRows(), in: engine)
      engine.main.charge(price)
      // A span of its own, so `explain frame` names row heights, not the input, as the cause.
      if measured > 0 {
        engine.main.span("loadData \(name) ×\(measured)", "heights", from: start, layer: name)
      }
    }
    if !estimatedRowHeight.isLazy {
      let start = engine.main.clock
      let (measured, price) = fill(unmeasuredRows(), in: engine)
      engine.main.charge(engine.costs.heightLookup * Micros(rowCount) + price)
      askedRows = Array(repeating: true, count: rowCount)
      if measured > 0 {
        engine.main.span(
          "heightForRow \(name) ×\(measured) at reloadData", "heights", from: start, layer: name)
      }
    }
    publishHeights()
    if askVisible { measureRowsNearViewport(in: engine) }
  }

  /// The rows the app's cache has no height for.
  func unmeasuredRows() -> [Int] {
    (0..<rowCount).filter { !layouts.isMeasured($0) }
  }

  /// Measures `rows` into the app's cache — from the rows measured ahead when they are every
  /// row — and returns how many it measured and what laying their texts out costs.
  func fill(_ rows: [Int], in engine: Engine) -> (measured: Int, price: Micros) {
    guard !rows.isEmpty else { return (0, 0) }
    if rows.count == rowCount, let ahead = engine.scrolling.takeRowsMeasuredAhead(for: self) {
      layouts = ahead
    } else {
      _ = measure(rows, in: engine, interrupted: { false })
    }
    measuredRows += rows.count
    return (rows.count, rows.reduce(0) { $0 + layoutPrice(ofRow: $1, in: engine) })
  }

  /// What laying out `row`'s measured texts costs on main on this device: per text, the
  /// layout formula a draw's layout stage uses (``Engine/textLayoutCost(_:)``).
  func layoutPrice(ofRow row: Int, in engine: Engine) -> Micros {
    layouts.layoutCounts(of: row).reduce(0) { $0 + engine.textLayoutCost($1) }
  }

  /// Measures `rows` into the app's cache, in batches (so 100 000 rows never hold 200 000
  /// drawings at once), polling `interrupted` before each; false when it stopped early.
  private func measure(_ rows: [Int], in engine: Engine, interrupted: () -> Bool) -> Bool {
    var next = 0
    while next < rows.count {
      if interrupted() { return false }
      let batch = measureRows(rows[next...], in: engine)
      for (offset, row) in batch.enumerated() { layouts.store(row, at: rows[next + offset]) }
      next += batch.count
    }
    return true
  }

  /// The measured rows of all of `rows`, batch after batch.
  private func measureRows(all rows: [Int], in engine: Engine) -> [MeasuredRow] {
    var measured: [MeasuredRow] = []
    measured.reserveCapacity(rows.count)
    while measured.count < rows.count {
      measured += measureRows(rows[measured.count...], in: engine)
    }
    return measured
  }

  /// Every row a reload would measure, measured before the typed statement that needs them
  /// is applied, so that Ctrl-C can stop the measuring (the longest host work one statement
  /// does: 7 s for 100 000 rows) and leave the state as it was; applying takes the result
  /// (`fill`) instead of measuring on main in the input event, where stopping halfway would
  /// leave a table half measured. Nil when the reload measures no row up front (heights
  /// asked as rows near the viewport, measured on a miss).
  ///
  /// - Throws: ``ModelError/interrupted`` when `interrupted` said stop.
  func measureAhead(in engine: Engine, interrupted: () -> Bool) throws(ModelError)
    -> RowsMeasuredAhead?
  {
    guard measuresEveryRowAtReload, rowCount > 0 else { return nil }
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
    probe.behaviour = strategy.makeBehaviour()
    probe.showsThumbnails = on
    return probe
  }

  /// The geometry takes the heights UIKit has asked, and the estimate for the rest.
  func publishHeights() {
    let standIn = estimatedRowHeight.standIn ?? 0
    var heights: [Double] = []
    heights.reserveCapacity(rowCount)
    for row in 0..<rowCount {
      let asked = askedRows.indices.contains(row) && askedRows[row]
      heights.append(asked ? layouts[row]?.height ?? standIn : standIn)
    }
    rowHeights = heights
    geometry = RowGeometry(heights: heights)
  }

  /// With estimated heights (automatic or explicit), in the table's layout on main: UIKit
  /// asks `heightForRow` of the rows from half a screen above the viewport to a screen below
  /// it that it has not asked since the last reload, walking down as it lays them out — so a
  /// row asked makes room for fewer below it, and a 44 pt estimate does not make it ask six
  /// screens of 300 pt rows — and the app answers from its cache or measures (priced as the
  /// layout of each text measured). (How far ahead UIKit asks is not documented — published
  /// write-ups say the visible rows "plus a few" — so the half screen and the screen are
  /// ESTIMATES, chosen so a fling's next frames find their rows asked.)
  /// When rows above the first visible one change height while the table is still, the
  /// offset moves by the same amount, so what is on screen stays put; during a drag or a
  /// deceleration the motion keeps its own offsets and the content jumps by the change —
  /// the jumpy upward scrolling UIKit shows when estimates are far off.
  func measureRowsNearViewport(in engine: Engine) {
    guard estimatedRowHeight.isLazy, layouts.count == rowCount, askedRows.count == rowCount
    else { return }
    let viewport = frame.height
    let top = max(0, contentOffset - viewport / 2)
    let bottom = contentOffset + viewport * 2
    guard let first = geometry.rows(in: top, height: bottom - top).first else { return }
    let firstVisible = geometry.row(at: contentOffset) ?? first
    /// A row's height as the walk knows it: asked (measured), or still the estimate.
    func known(_ row: Int) -> Double {
      askedRows[row] ? layouts[row]?.height ?? rowHeights[row] : rowHeights[row]
    }
    var asking: [Int] = []
    var misses: [Int] = []
    var row = first
    var y = geometry.top(of: first)
    while row < rowCount, y < bottom {
      // The next rows the heights known so far say reach the bottom, a few at a time: asked,
      // and measured as one batch where the app's cache misses; then the walk goes on by
      // their real heights.
      var end = row
      var reach = y
      while end < rowCount, end < row + Self.askedPerStep, reach < bottom {
        reach += known(end)
        end += 1
      }
      let fresh = (row..<end).filter { !askedRows[$0] }
      let miss = fresh.filter { !layouts.isMeasured($0) }
      for (missed, measured) in zip(miss, measureRows(all: miss, in: engine)) {
        layouts.store(measured, at: missed)
      }
      for asked in fresh { askedRows[asked] = true }
      asking += fresh
      misses += miss
      while row < end, y < bottom {
        y += known(row)
        row += 1
      }
    }
    guard !asking.isEmpty else { return }
    measuredRows += misses.count
    var shiftAbove = 0.0
    var changes: [(row: Int, height: Double)] = []
    for row in asking {
      let height = layouts[row]?.height ?? rowHeights[row]
      if row < firstVisible { shiftAbove += height - rowHeights[row] }
      rowHeights[row] = height
      changes.append((row, height))
    }
    let start = engine.main.clock
    let price = misses.reduce(0) { $0 + layoutPrice(ofRow: $1, in: engine) }
    engine.main.charge(engine.costs.heightLookup * Micros(asking.count) + price)
    // A span of its own, so `explain frame` can name row heights measured during the scroll.
    engine.main.span(
      "heightForRow \(name) ×\(asking.count)"
        + (misses.isEmpty ? "" : ", \(misses.count) measured"), "heights", from: start,
      layer: name)
    geometry.setHeights(changes)
    let still = motion == nil && !scrollingToTop
    contentOffset = min(
      max(0, contentOffset + (still ? shiftAbove : 0)), geometry.maxOffset(viewport: viewport))
  }

  /// The measured rows of the first of `rows` (at least one, at most ``measureBatch`` rows
  /// and about ``measureBatchBytes`` of text) at the table's width, their texts measured in
  /// one batch (which the renderer may spread over the host's cores), each with the measures
  /// of the texts its height came from.
  ///
  /// Why the labels' drawings are built here and not read from a cell: a cell's label scans
  /// its text for highlights, which only colour glyphs and cannot move a line break, so the
  /// scan would be wasted on every row of a reload.
  private func measureRows(_ rows: ArraySlice<Int>, in engine: Engine) -> [MeasuredRow] {
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
      return measures.map {
        MeasuredRow(
          layout: .cell(CellLayout.news(width: width, contentHeight: $0.height)), texts: [$0])
      }
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
      let text = shape.text ? next.next() : nil
      let retweet = shape.retweet ? next.next() : nil
      return MeasuredRow(
        layout: .cell(
          CellLayout(
            width: width, textHeight: text?.height ?? 0,
            retweetHeight: shape.retweet ? retweet?.height ?? 0 : nil,
            thumbnails: shape.thumbnails)),
        texts: [text, retweet].compactMap { $0 })
    }
  }
}

extension Engine {
  /// What laying out one measured text costs on this device: the layout formula a draw's
  /// layout stage is priced by, at the text's counts and the session's unit prices, × the
  /// device's slowdown against the A13 (the same under either clock: the host measures rows
  /// in parallel batches, whose timings would not stand for a phone's main thread).
  func textLayoutCost(_ counts: RenderCounts) -> Micros {
    costs.modelCost(of: .layout, counts: counts, speedFactor: slowdown)
  }
}
