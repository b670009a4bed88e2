/// What an event says, as typed data: one case per thing the model logs.
///
/// The log used to store the `name` and `detail` columns as built strings, and the shell and
/// the tests parsed them back (`Int(detail)`, `detail == "cancel"`, splitting on `;`). Now
/// the payload is the record and the columns are derived from it (`TraceEvent+Columns`), so
/// readers switch on cases, the `events` CSV and the transcripts keep their exact bytes, and
/// the strings are built only when someone asks for them.
///
/// Cases that would make every record wider (two strings, or a string and an enum with a
/// payload) are `indirect`: they are rare, and a box for them keeps the common record small.
public enum TraceEvent: Sendable, Equatable {
  // MARK: Main run loop

  /// A run-loop activity; `AfterWaiting` carries why the loop woke and how long it slept.
  case activity(RunLoopActivity, woken: WakeReason? = nil, asleep: Micros = 0)
  /// An observer called out, in `order`.
  case observer(name: String, order: Int64, callout: ObserverCallout = .plain)
  /// Version-0 sources handled in one poll (typed or scheduled inputs).
  case sources0(handled: Int)
  /// A statement arriving as an input event: typed now, or scheduled earlier.
  indirect case input(text: String, source: InputSource)
  /// The display link's timer firing for the vsync at `due`, `late` µs after it.
  case displayLink(due: Micros, late: Micros)
  /// The main dispatch queue draining `blocks` blocks.
  case drain(blocks: Int)
  /// `didDisplay(false)`: a draw cancelled on its queue reports back to main.
  case didDisplayCancelled
  /// Texture's completion block for a cell's `draws` draws.
  case textureCompletion(draws: Int)
  /// A YYTransaction step for (layer, `selector`).
  case transaction(selector: String, step: TransactionStep)
  /// An ADManager task-set step for (layer, `selector`): its own set and observer.
  case adManagerTask(selector: String, step: TransactionStep)
  /// A Core Animation commit, numbered, with the layers that changed (may be empty).
  case commit(number: Int, layers: [String])
  /// The CA observer found no open transaction and no changed layer.
  case nothingToCommit
  /// `layoutSubviews` on a view marked for layout.
  case layoutSubviews
  /// A signpost typed at the prompt: `signpost begin|end NAME` or `signpost NAME`.
  indirect case signpost(name: String, phase: SignpostRecord.Phase)

  // MARK: Drawing

  /// A layer's display, for `reason`, by `path`.
  case display(reason: String, path: DisplayPath)
  /// The renderer refused a draw; the message says why.
  case renderFailed(String)
  /// The text layout cache answered a draw.
  case layoutCache(hit: Bool)
  /// A layer's sentinel went up to `value`, for `reason`.
  case sentinel(reason: String, value: Int)
  /// An ADLayer's two-state flag set, for `reason`: Drawing (`display`) or Cancel
  /// (`setNeedsDisplay`).
  case flag(reason: String, drawing: Bool)
  /// An async draw dispatched to `queue`, having captured `sentinel` (nil: an ADLayer, which
  /// captures nothing and reads its flag).
  case dispatch(queue: String, sentinel: Int?)
  /// A sentinel check during (or after) a draw.
  case checkpoint(Checkpoint, passed: Bool)
  /// A layer's contents set from draw `draw`, of this many pixels.
  case contentsSet(draw: Int, pixelWidth: Int, pixelHeight: Int)
  /// A layer's contents removed.
  case contentsCleared
  /// The render server's vsync `index`, showing commit `commit` (0: nothing committed yet);
  /// `new` when a frame appeared at it, `late` µs after it was expected.
  indirect case vsync(
    index: Int64, commit: Int, new: Bool = false, hitch: FramePipeline.HitchKind = .none,
    late: Micros = 0)
  /// Render prepare for a commit's tree begins on the render server's CPU.
  /// `animation`: a frame rendered for a running animation, without a commit.
  case renderPrepare(commit: Int, layers: Int, took: Micros, animation: Bool = false)
  /// Render execute for a commit's tree begins on the GPU.
  indirect case renderExecute(RenderExecute)

  // MARK: Images

  /// An image request that starts a new download (it waits for a slot).
  case imageQueued(url: String)
  /// An image request for a URL already downloading.
  case imageJoined(url: String)
  /// A download taking a slot on the network, `bytes` long.
  case downloadStarted(url: String, bytes: Int)
  /// A download finished on the network.
  case downloaded(url: String)
  /// An image handed to its view.
  case imageSet(url: String, from: ImageFetchRecord.Source)
  /// A finished download not handed to a view that asked for it.
  case imageDropped(url: String, reason: ImageDrop)
  /// The disk cache could not write a file.
  indirect case diskCacheError(url: String, message: String)
  /// An image URL that could not be loaded while configuring a cell.
  indirect case imageLoadFailed(url: String, message: String)

  // MARK: Tables and cells

  /// `cellForRow` configuring a cell for `row` of `table`.
  case cellForRow(row: Int, table: String)
  /// Texture's range update: the ranges' `mode` and rows, and how many nodes it queued to
  /// render.
  indirect case rangeUpdate(mode: String, display: String, preload: String, queued: Int)
  /// `cellForRow` for `row` found no cell (the cell limit was reached).
  case noCell(row: Int)
  /// A new cell made for `table` (none was waiting for reuse).
  case newCell(table: String)
  /// Texture's reload: `rows` nodes to make and lay out on `threads` global-queue threads
  /// while main goes on (`NodeLayoutBatch`).
  case nodeLayout(rows: Int, threads: Int)
  /// The last of a reload's node layouts ended, `elapsed` after main dispatched them.
  case nodeLayoutDone(rows: Int, elapsed: Micros)
  /// `reloadData`: `rows` rows, with the content height when it was recomputed.
  case reloadData(rows: Int, contentHeight: Double? = nil)
  /// VVebo leaving `row` blank.
  case skip(row: Int, why: SkipReason)
  /// VVebo's `loadContent`: `blank` of the `visible` cells still to draw.
  case loadContent(blank: Int, visible: Int)
  /// VVebo's `draw()` on a cell already drawn.
  case drawNothing
  /// VVebo's `clear()` on a cell not drawn.
  case clearNothing

  // MARK: Scrolling

  /// A drag moving the finger `dy` points over `duration` µs.
  case drag(dy: Double, duration: Micros)
  /// The finger lifting at `offset`: still moving (a fling follows) or with no velocity.
  case lift(offset: Double, moving: Bool)
  /// A fling's deceleration and, for VVebo, the rows it will load.
  indirect case fling(target: Double, row: Int?, duration: Micros, needLoad: [Int]?)
  /// `scrollsToTop`, animating for `duration` µs.
  case scrollToTop(duration: Micros)
  /// A motion ending or being stopped.
  indirect case stop(ScrollStop)
}
