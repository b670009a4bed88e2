/// A table's row heights as UIKit asks them and as the apps answer them, each measured
/// height priced as the layout it is. It owns the app's height cache, the heights UIKit has
/// asked, the geometry they make and Texture's reloads in flight; the table gives it the
/// rows to measure (``RowMeasurer``) and applies what it says to the scroll.
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
/// - prototype cells (unless their prototype says `heightsMeasured=atLoad`, as VVebo's):
///   measured on main inside `heightForRow` on a cache miss, cached by the
///   model object, so a reload asks again but measures nothing — the AsyncDraw demo's
///   pattern (stkusegithub/AsyncDraw `TestTableViewCell.m`, `heightWith:`:
///   `boundingRectWithSize:` of the content only, the title a fixed 30 pt; its NSCache holds
///   10 000 entries, its 1000 rows never evict, and NSCache's eviction is not deterministic,
///   so the model never evicts). The common alternative, FDTemplateLayoutCell's cache by
///   index path, is also kept across `reloadData`.
///
/// What a measure costs: for every text measured, the layout formula a draw's layout stage
/// is priced by (`CostModel.modelCost(of: .layout, …)`) at that text's glyphs and lines —
/// the same under `clock measured`, because the host measures rows in batches on all its
/// cores without the layout cache, which is no timing of a phone's main thread. Every ask
/// also costs a `heightLookup`.
///
/// A class, so that the table's calls into it may read the table's other state freely.
final class TableHeights {
  /// Rows the near-viewport walk asks before it looks at their real heights again: so a row
  /// is asked at most this many rows past where UIKit, asking one row at a time as it lays
  /// them out, would stop (a saving of host time: a batch is measured on all its cores).
  static let askedPerStep = 4

  /// UITableView's `estimatedRowHeight` (``RowHeightEstimate``): automatic by default, as on
  /// iOS 11 and later.
  var estimate = RowHeightEstimate.automatic
  /// Cell layouts per row: the app's height cache (VVebo's frames computed at load, AsyncDraw's
  /// `heightWith:` cache, a prototype table's), with what each measured text laid out.
  private(set) var layouts: RowLayouts = []
  /// Each row's height as the geometry has it: asked, or the estimate until then.
  private var rowHeights: [Double] = []
  /// UITableView's own height cache: the rows whose height it has asked since the last
  /// `reloadData` (every row with exact heights). A row not asked counts as the estimate;
  /// `reloadData` forgets them all, and the app's cache (`layouts`) answers the next ask.
  private(set) var askedRows: [Bool] = []
  /// Rows measured so far (the height cache's fills).
  private(set) var measuredRows = 0
  /// Self-sizing cells: the rows whose cell UIKit has sized since the last `reloadData`.
  private var sizedRows: [Bool] = []
  private(set) var geometry = RowGeometry(heights: [])
  /// Texture's reloads whose node layouts have not reached main yet: they land whichever
  /// strategy the table has by then.
  private var nodeLayouts = NodeLayoutsInFlight()

  /// The app's cache forgets every row (a switch or a prototype change alters what a row
  /// holds); the next reload measures them again.
  func forgetLayouts() {
    layouts = []
  }

  /// The app measures what it measures at load, UIKit forgets the heights it asked, and with
  /// exact heights asks every row now — the app's cache answering the rows it has, measuring
  /// the rest on main (``TableView/reloadHeights(in:askVisible:)``).
  func reload(_ table: TableView, in engine: Engine) {
    let rowCount = table.rowCount
    if layouts.count != rowCount { layouts = RowLayouts(count: rowCount) }
    askedRows = Array(repeating: false, count: rowCount)
    sizedRows = Array(repeating: !estimate.isLazy, count: rowCount)
    if measuresAtLoad(table) {
      let start = engine.main.clock
      let (measured, price) = fill(unmeasuredRows(), of: table, in: engine)
      engine.main.charge(price)
      // A span of its own, so `explain frame` names row heights, not the input, as the cause.
      if measured > 0 {
        engine.main.span(
          "loadData \(table.name) ×\(measured)", "heights", from: start, layer: table.name)
      }
    }
    if !estimate.isLazy {
      let start = engine.main.clock
      var (measured, price) = fill(unmeasuredRows(), of: table, in: engine)
      // Self-sizing cells have no app cache: every row is sized again at every reload.
      if table.prototype.heightsMeasured.paysEveryAsk {
        measured = rowCount
        price = (0..<rowCount).reduce(0) { $0 + measurePrice(ofRow: $1, of: table, in: engine) }
      }
      engine.main.charge(engine.costs.table.heightLookup * Micros(rowCount) + price)
      askedRows = Array(repeating: true, count: rowCount)
      if measured > 0 {
        engine.main.span(
          "heightForRow \(table.name) ×\(measured) at reloadData", "heights", from: start,
          layer: table.name)
      }
    }
    publish()
  }

  /// Whether the app measures every row when its data loads, before UIKit asks: VVebo's
  /// `loadData` (feed cells, and a prototype's with `heightsMeasured=atLoad`), unless an
  /// explicit estimate says the app defers it. Texture's nodes measure themselves off main
  /// instead (``beginNodeLayout(of:remeasure:in:)``).
  private func measuresAtLoad(_ table: TableView) -> Bool {
    guard table.prototype.heightsMeasured == .atLoad,
      !table.laysOutNodesInBackground
    else { return false }
    if case .points = estimate { return false }
    return true
  }

  /// Whether a reload of `table` measures every row it has not measured: at load (VVebo),
  /// at `reloadData` (exact heights) or in the background (Texture).
  private func measuresEveryRowAtReload(_ table: TableView) -> Bool {
    measuresAtLoad(table) || !estimate.isLazy || table.laysOutNodesInBackground
  }

  /// The rows the app's cache has no height for.
  private func unmeasuredRows() -> [Int] {
    (0..<layouts.count).filter { !layouts.isMeasured($0) }
  }

  /// Measures `rows` into the app's cache — from the rows measured ahead when they are every
  /// row — and returns how many it measured and what laying their texts out costs.
  private func fill(_ rows: [Int], of table: TableView, in engine: Engine) -> (
    measured: Int, price: Micros
  ) {
    guard !rows.isEmpty else { return (0, 0) }
    if rows.count == table.rowCount, let ahead = engine.scrolling.takeRowsMeasuredAhead(for: table)
    {
      layouts = ahead
    } else {
      _ = measure(rows, with: RowMeasurer(of: table), in: engine, interrupted: { false })
    }
    measuredRows += rows.count
    return (rows.count, rows.reduce(0) { $0 + measurePrice(ofRow: $1, of: table, in: engine) })
  }

  /// What a measure of `row`'s height costs on main: its texts' layouts — the app's own
  /// height code measures its texts (AsyncDraw's `heightWith:`, VVebo's `loadData`) whatever
  /// lays its cells out — and, for self-sizing cells, UIKit's sizing pass over the cell's
  /// views by its layout engine (`systemLayoutSizeFitting`: a fresh engine each call, WWDC
  /// 2018 session 220; nothing more for cells laid out by frames, sized by their texts).
  private func measurePrice(ofRow row: Int, of table: TableView, in engine: Engine) -> Micros {
    let prototype = table.prototype
    return layoutPrice(ofRow: row, in: engine)
      + (prototype.heightsMeasured.paysEveryAsk
        ? prototype.layout.pass(over: prototype.members.count, in: engine) : 0)
  }

  /// What laying out `row`'s measured texts costs on main on this device: per text, the
  /// layout formula a draw's layout stage is priced by, at the text's counts and the session's
  /// unit prices, × the device's slowdown against the A13 (the same under either clock: the
  /// host measures rows in parallel batches, whose timings would not stand for a phone's main
  /// thread).
  private func layoutPrice(ofRow row: Int, in engine: Engine) -> Micros {
    layouts.layoutCounts(of: row).reduce(0) {
      $0 + engine.costs.modelCost(of: .layout, counts: $1, speedFactor: engine.slowdown)
    }
  }

  /// Measures `rows` into the app's cache, in batches (so 100 000 rows never hold 200 000
  /// drawings at once), polling `interrupted` before each; false when it stopped early.
  private func measure(
    _ rows: [Int], with measurer: RowMeasurer, in engine: Engine, interrupted: () -> Bool
  ) -> Bool {
    var stored = 0
    return measurer.measure(rows, in: engine, interrupted: interrupted) { batch in
      for row in batch {
        layouts.store(row, at: rows[stored])
        stored += 1
      }
    }
  }

  /// Every row a reload of `table` would measure, measured before the typed statement that
  /// needs them is applied, so that Ctrl-C can stop the measuring (the longest host work one
  /// statement does: 7 s for 100 000 rows) and leave the state as it was; applying takes the
  /// result (`fill`) instead of measuring on main in the input event, where stopping halfway
  /// would leave a table half measured. Nil when the reload measures no row up front
  /// (heights asked as rows near the viewport, measured on a miss).
  ///
  /// - Throws: ``ModelError/interrupted`` when `interrupted` said stop.
  func measureAhead(_ table: TableView, in engine: Engine, interrupted: () -> Bool)
    throws(ModelError) -> RowsMeasuredAhead?
  {
    let rowCount = table.rowCount
    guard measuresEveryRowAtReload(table), rowCount > 0 else { return nil }
    layouts = RowLayouts(count: rowCount)
    guard
      measure(
        Array(0..<rowCount), with: RowMeasurer(of: table), in: engine, interrupted: interrupted)
    else { throw ModelError.interrupted }
    return RowsMeasuredAhead(
      table: table.name, width: table.frame.width, prototype: table.prototype,
      thumbnails: table.showsThumbnails, layers: table.layers, layouts: layouts)
  }

  /// The geometry takes the heights UIKit has asked, and the estimate for the rest.
  private func publish() {
    let standIn = estimate.standIn ?? 0
    let rowCount = layouts.count
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
  ///
  /// Returns how much the rows above the first visible one changed height, for the table to
  /// keep what is on screen in place (nil when no row was asked).
  ///
  /// - Parameter keepingFirstVisible: the table will move its offset by that change (it is
  ///   still), so the screen's rows are those below the first visible one in the new heights:
  ///   the walk's bottom moves down with every row above it that grew. Without it a jump to
  ///   row 100 of 450 pt rows estimated at 44 asked the twelve rows above, shifted the offset
  ///   past them, and left rows 100-120 on screen at their estimates, never asked.
  func askNearViewport(_ table: TableView, keepingFirstVisible: Bool, in engine: Engine)
    -> Double?
  {
    let rowCount = table.rowCount
    guard estimate.isLazy, layouts.count == rowCount, askedRows.count == rowCount
    else { return nil }
    let contentOffset = table.contentOffset
    let viewport = table.frame.height
    let top = max(0, contentOffset - viewport / 2)
    var bottom = contentOffset + viewport * 2
    guard let first = geometry.rows(in: top, height: bottom - top).first else { return nil }
    let firstVisible = geometry.row(at: contentOffset) ?? first
    /// A row's height as the walk knows it: asked (measured), or still the estimate.
    func known(_ row: Int) -> Double {
      askedRows[row] ? layouts[row]?.height ?? rowHeights[row] : rowHeights[row]
    }
    let measurer = RowMeasurer(of: table)
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
      for (missed, measured) in zip(miss, measurer.measure(all: miss, in: engine)) {
        layouts.store(measured, at: missed)
      }
      for asked in fresh { askedRows[asked] = true }
      asking += fresh
      misses += miss
      while row < end, y < bottom {
        if keepingFirstVisible, row < firstVisible { bottom += known(row) - rowHeights[row] }
        y += known(row)
        row += 1
      }
    }
    guard !asking.isEmpty else { return nil }
    measuredRows += misses.count
    // Self-sizing cells: UIKit sizes a row's cell when cellForRow hands it over (`sizeCell`),
    // not here; the app's cache answers nothing for them.
    let selfSized = table.prototype.heightsMeasured.paysEveryAsk
    let paid = selfSized ? [] : misses
    var shiftAbove = 0.0
    var changes: [(row: Int, height: Double)] = []
    for row in asking {
      let height = layouts[row]?.height ?? rowHeights[row]
      if row < firstVisible { shiftAbove += height - rowHeights[row] }
      rowHeights[row] = height
      changes.append((row, height))
    }
    let start = engine.main.clock
    let price = paid.reduce(0) { $0 + measurePrice(ofRow: $1, of: table, in: engine) }
    engine.main.charge(engine.costs.table.heightLookup * Micros(asking.count) + price)
    // A span of its own, so `explain frame` can name row heights measured during the scroll.
    engine.main.span(
      "heightForRow \(table.name) ×\(asking.count)"
        + (paid.isEmpty ? "" : ", \(paid.count) measured"), "heights", from: start,
      layer: table.name)
    geometry.setHeights(changes)
    return shiftAbove
  }

  /// Self-sizing cells (`heightsMeasured=selfSizing`): UITableView sizes the cell `cellForRow`
  /// returned for `row` — `systemLayoutSizeFitting`, its texts and one engine pass — the
  /// first time since the last reload that it shows (or prefetches) the row; returns what
  /// that costs on main, nil when there is nothing to size. The heights themselves are known
  /// to the geometry from the near-viewport walk (the host measures them there), a screen
  /// sooner than UIKit learns them.
  func sizeCell(row: Int, of table: TableView, in engine: Engine) -> Micros? {
    guard table.prototype.heightsMeasured.paysEveryAsk, sizedRows.indices.contains(row),
      !sizedRows[row]
    else { return nil }
    sizedRows[row] = true
    return measurePrice(ofRow: row, of: table, in: engine)
  }

  /// Reloads waiting for their node layouts.
  var nodeLayoutsInFlight: Int { nodeLayouts.count }

  /// One row's node off main: made and given its post (ESTIMATE: a UIKit cell's
  /// `cellConfigure`, the same setters on a node instead of on main at `cellForRow`) and laid
  /// out: each text node's `calculateSizeThatFits` lays its text out once, priced as a row
  /// height measured on main is (the draw's layout formula at the text's glyphs and lines).
  func nodeRowCost(_ row: Int, in engine: Engine) -> Micros {
    engine.costs.table.cellConfigure + layoutPrice(ofRow: row, in: engine)
  }

  /// Refuses a Texture reload past ``TableView/maxNodeLayoutsInFlight``.
  func checkNodeLayoutRoom(of table: TableView) throws(ModelError) {
    guard table.laysOutNodesInBackground, nodeLayouts.count >= TableView.maxNodeLayoutsInFlight
    else { return }
    throw ModelError(
      "table '\(table.name)' has \(nodeLayouts.count) reloads waiting for their node layouts "
        + "(the reloads-waiting limit); 'run' until they reach main")
  }

  /// `reloadData` under Texture: main builds the element map (a node block and a size range
  /// per row; ESTIMATE: a height lookup each) and dispatches the layouts; the table keeps
  /// showing its old rows until its `applyNodeLayout`. Every row's node is made and laid out
  /// again, so every row is priced.
  ///
  /// The host measures the texts now — their heights are facts of the texts, only the
  /// virtual time is spent later, off main — while the rows on screen keep the layouts their
  /// heights came from until the new ones arrive.
  ///
  /// - Parameter remeasure: every row is measured again (a switch changed what a row holds).
  func beginNodeLayout(of table: TableView, remeasure: Bool = false, in engine: Engine) {
    let rowCount = table.rowCount
    let shown = layouts
    if remeasure || layouts.count != rowCount { layouts = RowLayouts(count: rowCount) }
    let measured = fill(unmeasuredRows(), of: table, in: engine).measured
    let rowCosts = (0..<rowCount).map { nodeRowCost($0, in: engine) }
    if shown.count == rowCount, measured > 0 {
      nodeLayouts.pending = layouts
      layouts = shown
    }
    nodeLayouts.count += 1
    engine.main.charge(engine.costs.table.heightLookup * Micros(rowCount))
    let threads = engine.drawing.texture.layOutNodes(of: table.name, rowCosts: rowCosts)
    engine.log(.nodeLayout(rows: rowCount, threads: threads), layer: table.name)
  }

  /// A reload's node layouts reach main: the latest new layouts replace the shown ones and
  /// UITableView asks every row, which the nodes answer. False when the layouts are not the
  /// table's `rowCount` rows (nothing to publish).
  func applyNodeLayout(rowCount: Int) -> Bool {
    nodeLayouts.count = max(0, nodeLayouts.count - 1)
    if let pending = nodeLayouts.pending {
      layouts = pending
      nodeLayouts.pending = nil
    }
    guard layouts.count == rowCount else { return false }
    askedRows = Array(repeating: true, count: rowCount)
    publish()
    return true
  }
}

/// Texture's reloads on their way: every row's node laid out on background threads, the
/// table showing its old rows until main gets them. They belong to the table's rows, not to
/// the strategy's state: a reload in flight lands even if the strategy changed meanwhile.
struct NodeLayoutsInFlight {
  /// Reloads dispatched and not yet applied.
  var count = 0
  /// The latest reload's new row layouts (a switch changed every height), kept aside until
  /// they reach main.
  var pending: RowLayouts?
}
