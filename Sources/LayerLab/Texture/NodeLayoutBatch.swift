/// Texture's node layout after a `reloadData`, off main.
///
/// `ASDataController` (`_allocateNodesFromElements:`, TextureGroup/Texture
/// `ASDataController.mm`) allocates and lays out every row's node from its serial editing
/// queue through `ASDispatchApply` on the USER_INITIATED global queue: 2 × the active cores
/// blocks, each pulling the next row from one atomic counter until none is left
/// (`ASDispatch.mm`), while the editing queue waits for the group. GCD runs at most one
/// thread per core for those blocks (the QoS's parallelism; they never block, so the pool
/// does not grow, `Workqueue`), so the blocks past the core count find the counter spent and
/// return at once: the model runs one pull per core and leaves those out. `ASTableView`
/// answers `shouldSynchronouslyProcessChangeSet` NO for a reload ("Reload data is expensive,
/// don't block main"), so main goes on; the table gets the rows when the editing queue hands
/// the new element map to main (`ASMainSerialQueue`).
final class NodeLayoutBatch {
  let id: Int
  let table: String
  let rows: Int
  /// The rows' node costs summed up to each row (made, given its post, its texts laid out;
  /// device µs on a P core): `costBefore[i]` is rows 0..<i, so a run of rows costs one
  /// subtraction.
  private let costBefore: [Micros]
  /// Rows one pull takes before looking at the counter again. Texture takes one; the model
  /// takes a few, so that a reload of 100 000 rows is not 100 000 events: a sixteenth of a
  /// thread's share, which balances the threads to within a sixteenth of the batch's time.
  let chunk: Int
  /// Rows no pull has taken yet (the atomic counter's complement).
  var remaining: Int
  /// Pulls still running or queued.
  var running = 0
  /// When main dispatched it; for the done event's duration.
  let dispatched: Micros

  init(id: Int, table: String, rowCosts: [Micros], threads: Int, at time: Micros) {
    self.id = id
    self.table = table
    let rows = rowCosts.count
    self.rows = rows
    var sums = [Micros](repeating: 0, count: rows + 1)
    for (row, cost) in rowCosts.enumerated() { sums[row + 1] = sums[row] + cost }
    costBefore = sums
    self.remaining = rows
    self.dispatched = time
    let share = (rows + max(1, threads) - 1) / max(1, threads)
    chunk = max(1, (share + 15) / 16)
  }

  /// Takes up to a chunk of rows off the counter: the rows taken, in order.
  func take() -> Range<Int> {
    let taken = min(chunk, remaining)
    let first = rows - remaining
    remaining -= taken
    return first..<first + taken
  }

  /// What laying out `rows` costs.
  func cost(of rows: Range<Int>) -> Micros {
    costBefore[rows.upperBound] - costBefore[rows.lowerBound]
  }
}

/// One `ASDispatchApply` block on a global-queue thread: lays out rows until the batch's
/// counter is spent.
final class LayoutPull: WorkerTask {
  let batch: NodeLayoutBatch
  /// The work at which the rows taken so far are all laid out (nil before the start).
  var target: Micros?
  /// Rows taken and not yet finished.
  var taken = 0

  init(batch: NodeLayoutBatch, queue: RenderQueue, readyAt: Micros) {
    self.batch = batch
    super.init(queue: queue, readyAt: readyAt)
  }

  override var nextMark: Micros? { target }
}
