/// A UITableView over a list of rows, its cells a prototype's (`cell=NAME`; the shell declares
/// VVebo's feed cell, `feedCell` from `Prototypes/feed.lab`, when `cell=` is left out).
///
/// It owns its cells: only the rows in the viewport have one, configured by `cellForRow`
/// from a reuse pool the way UITableView dequeues them. Heights come from the posts' measured
/// text, asked as `estimatedRowHeight` says and cached per row by the app. The table's own
/// layer draws nothing; it is the viewport the cells are positioned in.
///
/// It is made of small parts, each owning its state: its rows (``TableRows``), its heights
/// (``TableHeights``: the app's height cache, the heights UIKit asked, the geometry, Texture's
/// reloads in flight; ``RowMeasurer`` measures rows for it), its cells (``TableCellPool``: on
/// screen by row, the reuse queue) and its strategy's behaviour object (`Strategies/`,
/// ``TableStrategyBehaviour``: how cells draw, and the state that takes — VVebo's fling rows,
/// Texture's ranges and off-screen nodes) and its scrolling (``TableScroll``: the gesture of
/// the moment). The table itself keeps the cell settings, the offset and the tallies, and
/// calls its parts at the moments UITableView does.
public final class TableView: View {
  public let name: String
  public let kind = ViewKind.table
  public let layer: Layer
  /// Its rows: the posts (synthetic or from a file) or a prototype table's records, and
  /// where they came from.
  let rows: TableRows
  /// What its strategy does, with the state it keeps (``TableStrategyBehaviour``); made
  /// afresh whenever `strategy` is set.
  var behaviour: any TableStrategyBehaviour = SyncStrategy()
  /// How its cells are layered: VVebo's composite bitmap or UIKit's separate layers.
  public internal(set) var layers = CellLayers.composite
  /// Whether cells show their posts' thumbnails (a 90 pt row of 80 pt images).
  public internal(set) var showsThumbnails = false
  /// `cell=NAME`, set at creation: the prototype the table makes its cells from
  /// (``PrototypeCell``).
  public let prototype: CellPrototype
  /// `layerClass=yy|ad`: the class of a prototype's label layers under `strategy=async`
  /// (the AsyncDraw demo's kAsyncDraw: ADLabel); under sync they are UILabels, drawn on main.
  var layerClass: any LayerClass = LayerClasses.yy
  /// Its row heights: the app's height cache, the heights UIKit asked, the geometry.
  let heights = TableHeights()
  public internal(set) var contentOffset = 0.0
  /// Its scrolling: the gesture moving it now (``TableScroll``).
  public let scroll = TableScroll()
  /// Its cells: on screen by row, and UITableView's reuse queue.
  let pool = TableCellPool()
  /// Tallies for `show` and `stats`.
  public internal(set) var tally = TableTally()
  /// Its prefetch data source, when the app has one (`prefetch=data`).
  let prefetcher = TablePrefetcher()

  init(name: String, frame: Rect, rows: TableRows, prototype: CellPrototype) {
    self.name = name
    self.rows = rows
    self.prototype = prototype
    layer = Layer(name: name, frame: frame)
    layer.hidden = true
  }

  /// Its posts (none for rows from a file).
  public var posts: FeedRows { rows.posts }

  /// Where the posts came from, for `show`: "synthetic, seed 7" or the file name.
  public var source: String { rows.source }

  /// The synthetic feed's seed (nil for rows from a file).
  public var seed: Int? { rows.seed }

  /// UITableView's `estimatedRowHeight` (``RowHeightEstimate``), which ``TableHeights`` keeps.
  public var estimatedRowHeight: RowHeightEstimate { heights.estimate }

  /// Rows measured so far (the height cache's fills).
  public var measuredRows: Int { heights.measuredRows }

  /// The rows' places, from the heights asked and the estimate for the rest.
  public var geometry: RowGeometry { heights.geometry }

  /// The strategy's name.
  public var strategy: TableStrategy { type(of: behaviour).strategy }

  /// VVebo's `needLoadArr`, for `show`: the rows to draw after a long fling (none under any
  /// other strategy).
  public var needLoad: [Int] { (behaviour as? VVeboStrategy)?.needLoad ?? [] }

  /// Whether the strategy holds drawing back while a scroll to the top runs (VVebo's
  /// `scrollToToping`).
  public var scrollingToTop: Bool { scrollListener?.scrollingToTop ?? false }

  /// The viewport, in screen points.
  public var frame: Rect { layer.frame }

  /// The most cells one table may hold (on screen and in its reuse pool).
  public static let maxCells = 64

  /// Rows with a cell on screen, in order.
  public var visibleRows: [Int] { pool.visibleRows }

  /// The cell showing `row`, if it is on screen.
  public func cell(forRow row: Int) -> PrototypeCell? { pool.visible[row] as? PrototypeCell }

  /// Every cell this table owns, on screen first (by row), then the reuse pool.
  var tableCells: [any TableCell] {
    pool.visibleCells + (workingRanges?.heldCells ?? []) + pool.preparedCells + pool.reusable
  }

  /// Every cell this table owns, as views (`show`, tests).
  public var cells: [any View] { tableCells }

  /// How many rows the table has.
  public var rowCount: Int { rows.count }

  /// What the scroll view is doing, in UIScrollView's words.
  public var state: String { scroll.state }

  /// The offsets the table can scroll to.
  var scrollBounds: ClosedRange<Double> {
    0...geometry.maxOffset(viewport: frame.height)
  }

  /// Jumps without animation; the next commit lays the new rows out.
  func setContentOffset(_ offset: Double, in engine: Engine) {
    let clamped = min(max(0, offset), geometry.maxOffset(viewport: frame.height))
    guard clamped != contentOffset else { return }
    contentOffset = clamped
    engine.main.setNeedsLayout(self)
  }

  /// `reloadData`: every row's height asked again (from the app's cache), the offset kept in
  /// range, the visible cells configured again; Texture lays its nodes out off main instead.
  func reloadData(in engine: Engine) {
    if laysOutNodesInBackground { return heights.beginNodeLayout(of: self, in: engine) }
    reloadHeights(in: engine)
    let limit = geometry.maxOffset(viewport: frame.height)
    if contentOffset > limit { contentOffset = limit }
    engine.log(.reloadData(rows: rowCount), layer: name)
    prefetcher.reset()
    reconfigureVisible(in: engine)
  }

  public static let methods =
    MethodInfo.common + [
      MethodInfo("drag", "drag(dy: PT, duration: TIME): move the finger, hold, lift"),
      MethodInfo(
        "fling",
        "fling(velocity: PT/S): flick and let it decelerate (0.998/ms); a flick "
          + "the same way while it still moves adds carried momentum, as iOS speeds up "
          + "repeated flings (Flutter's fit: 0.000816·v^1.967, at most 40000 pt/s)"),
      MethodInfo("scrollTo", "scrollTo(row: N): jump so the row is at the top"),
      MethodInfo("scrollToTop", "animate to the top, as a status-bar tap does"),
      MethodInfo(
        "tap",
        "touch without moving: stops a fling or a scroll to top; VVebo draws the visible cells"),
      MethodInfo(
        "reloadData",
        "configure every visible cell again; UIKit forgets the heights it asked and asks "
          + "again (every row with estimatedRowHeight=0, else the rows near the screen), the "
          + "app's height cache answering without measuring; under texture every row's node is "
          + "made and laid out again on background threads, and the rows change when main gets "
          + "them"),
    ]

  /// The table's own layer shows its cells, not a bitmap of its own.
  public var expectsContent: Bool { false }

  public func drawContent() -> DrawContent? {
    .label(
      LabelDrawing(
        text: "", font: "DejaVu Sans 17", textColor: Color(r: 50, g: 50, b: 50),
        alignment: .natural,
        lineSpacing: 0, numberOfLines: 0))
  }
}

/// What a table did, for `show` and the comparison.
public struct TableTally: Sendable, Equatable {
  /// `cellForRow` calls.
  public var configured = 0
  /// Cells dequeued from the reuse pool rather than made.
  public var reused = 0
  /// Rows VVebo configured but left blank (not in needLoad, or scrolling to top).
  public var skipped = 0
  /// Offsets applied by the scroll animation, one per display-link tick.
  public var scrollSteps = 0
  /// Texture: rows whose node came on screen with every layer's contents already set (its
  /// display range rendered it ahead), and rows whose node was still rendering.
  public var arrivedRendered = 0
  public var arrivedRendering = 0
}
