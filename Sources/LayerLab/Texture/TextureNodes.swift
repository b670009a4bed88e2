/// Texture's side of drawing: its nodes' display transactions, its recursive-display
/// (render) queue, and its background node layout — the state each keeps is Texture's own.
///
/// Drawing holds one; the table's Texture strategy, main's observers and the worker cores
/// talk to it (`drawing.texture.display(cell)`). It starts and applies draws through the
/// drawing's display paths (`displayAsync`, `applyFinishedDraw`), as `ASDisplayNode` drives
/// its layers' displays through `_ASAsyncTransaction`.
///
/// Transactions (`_ASAsyncTransactionGroup`): display starts at once, a cell's results land
/// together. The group observes the main run loop at INT_MAX (after the CA commit and
/// everything else): it commits the transactions opened this turn, and a committed
/// transaction whose operations have all finished applies their results on main, in the
/// order they were added, each only if its layer was not marked again meanwhile.
///
/// The render queue: a node that enters the display range off screen is not in a window, so
/// no CA commit will display it; `ASDisplayNode` puts it on its recursive-display queue
/// instead, an `ASRunLoopQueue` drained by a BeforeWaiting observer at order 0 in the common
/// modes, one node per callout (batch size 1); while nodes remain it signals its source and
/// wakes the run loop, so the next node goes in the next turn (TextureGroup/Texture
/// `ASRunLoopQueue.mm`, `ASDisplayNode.mm` `scheduleNodeForRecursiveDisplay:`).
///
/// Node layout: the rows of a reloaded table laid out off main on the device's cores
/// (`NodeLayoutBatch`).
final class TextureNodes {
  /// Texture's observer order: INT_MAX, "after CA transaction commits".
  static let transactionObserverOrder: Int64 = 2_147_483_647
  /// The render queue's observer: order 0, after UIKit's gesture observer of the same order.
  static let renderQueueOrder: Int64 = 0

  /// What it may ask of main and the recording.
  private let context: ProcessContext
  /// The display paths its draws go through, and the cores its layouts run on.
  private unowned let drawing: Drawing
  /// Transactions not yet applied, by id.
  private var groups: [Int: TextureGroup] = [:]
  /// Opened since the INT_MAX observer last ran.
  private var open: [Int] = []
  /// Shared by transactions and layout batches.
  private var nextID = 1
  /// The roles of the observers added so far: Texture registers its observers on first use,
  /// so other sessions' event logs do not change.
  private var observersAdded: [RunLoopObserver.Role] = []
  /// The recursive-display queue: off-screen nodes waiting to render, first in first out.
  private var renderQueue: [any TableCell] = []
  /// Tables whose first (minimum) range update waits for the queue to drain.
  private var tablesAwaitingDrain: Set<String> = []
  /// Node layouts running off main after a reload, by id (`NodeLayoutBatch`).
  private var layouts: [Int: NodeLayoutBatch] = [:]

  init(context: ProcessContext, drawing: Drawing) {
    self.context = context
    self.drawing = drawing
  }

  /// True while a node layout runs off main.
  var hasLayoutsInFlight: Bool { !layouts.isEmpty }

  /// True while no node waits on the render queue.
  var renderQueueIsEmpty: Bool { renderQueue.isEmpty }

  /// What keeps Texture busy, for the engine's busy report.
  var busyReasons: [String] {
    var reasons: [String] = []
    if !groups.isEmpty { reasons.append("\(groups.count) Texture transactions") }
    if !layouts.isEmpty { reasons.append("\(layouts.count) Texture node layouts") }
    return reasons
  }

  // MARK: - Transactions

  /// Starts every visible layer of `cell` now, in one transaction.
  func display(_ cell: any TableCell) {
    addOnce(Self.transactionObserver)
    let group = TextureGroup(id: nextID, cell: cell.name)
    nextID += 1
    groups[group.id] = group
    open.append(group.id)
    for view in cell.family where !view.layer.hidden {
      view.layer.display.needsDisplay = false
      // Texture's display sentinel goes up at display start (async only).
      drawing.bumpSentinel(view.layer, reason: "display (texture)")
      if let number = drawing.displayAsync(view, reason: "texture display", group: group.id) {
        group.draws.append(number)
        group.pending += 1
      }
    }
    cell.drawn = true
  }

  /// `_ASAsyncTransactionGroup`'s main transaction group observer.
  private static let transactionObserver = RunLoopObserver(
    name: "Texture transactions", order: transactionObserverOrder,
    activities: [.beforeWaiting, .exit], mode: .common, role: .textureCommit)

  /// The recursive-display render queue's observer (ASRunLoopQueue).
  private static let renderQueueObserver = RunLoopObserver(
    name: "ASRunLoopQueue (render)", order: renderQueueOrder, activities: [.beforeWaiting],
    mode: .common, role: .textureRenderQueue)

  /// Adds `observer` to main's run loop unless it was added already.
  private func addOnce(_ observer: RunLoopObserver) {
    guard !observersAdded.contains(observer.role) else { return }
    observersAdded.append(observer.role)
    context.addMainObserver(observer)
  }

  /// The INT_MAX observer: commit this turn's transactions; finished ones go to main.
  func commitTransactions() {
    let committing = open
    open = []
    var ready = 0
    for id in committing {
      guard let group = groups[id] else { continue }
      group.committed = true
      if group.draws.isEmpty {
        groups[id] = nil
      } else if group.pending == 0 {
        ready += 1
        context.postToMain(.finishTextureGroup(id), at: context.mainClock)
      }
    }
    context.log(
      .observer(
        name: "Texture transactions", order: Self.transactionObserverOrder,
        callout: .texture(committed: committing.count, ready: ready)))
  }

  /// One of a transaction's draws finished (or was cancelled) on its worker.
  func drawDone(in id: Int, at time: Micros) {
    guard let group = groups[id] else { return }
    group.pending = max(0, group.pending - 1)
    if group.pending == 0, group.committed { context.postToMain(.finishTextureGroup(id), at: time) }
  }

  /// On main: every draw's result in order, each checked against its layer's sentinel.
  func finishTransaction(_ id: Int) {
    guard let group = groups.removeValue(forKey: id) else { return }
    context.log(.textureCompletion(draws: group.draws.count), layer: group.cell)
    for number in group.draws {
      guard let task = drawing.tasks.removeValue(forKey: number) else { continue }
      drawing.applyFinishedDraw(task, number: number, check: true)
    }
  }

  // MARK: - The render queue

  /// Queues `node` to render; false when it is queued already.
  func queueForDisplay(_ node: any TableCell) -> Bool {
    guard !isQueuedForDisplay(node) else { return false }
    addOnce(Self.renderQueueObserver)
    renderQueue.append(node)
    return true
  }

  func isQueuedForDisplay(_ node: any TableCell) -> Bool {
    renderQueue.contains { $0 === node }
  }

  /// `table`'s first (minimum) range update waits until the render queue has drained.
  func awaitDrain(_ table: String) {
    tablesAwaitingDrain.insert(table)
  }

  /// `ASDisplayNode` leaving the display state: display suspended (the sentinel moves, so a
  /// draw in flight is thrown away) and the contents cleared; a queued render is dropped.
  func clear(_ node: any TableCell) {
    renderQueue.removeAll { $0 === node }
    for view in node.family where view.draws {
      drawing.bumpSentinel(view.layer, reason: "display suspended (texture)")
      drawing.setContents(view.layer, nil, draw: nil)
    }
    node.drawn = false
  }

  /// One callout: render the first queued node; wake the loop again while nodes remain. Once
  /// the queue is empty, returns the tables waiting for it, in name order: each updates its
  /// ranges again (on main, which runs the tables' code).
  func drainRenderQueue() -> [String] {
    // An empty queue's callout does nothing, and is not logged (it comes every turn).
    guard !renderQueue.isEmpty else { return [] }
    let node = renderQueue.removeFirst()
    context.log(
      .observer(
        name: "ASRunLoopQueue (render)", order: Self.renderQueueOrder,
        callout: .renderQueue(node: node.name, remaining: renderQueue.count)))
    if !node.drawn { display(node) }
    if !renderQueue.isEmpty {
      context.wakeMain()
      return []
    }
    let waiting = tablesAwaitingDrain.sorted()
    tablesAwaitingDrain = []
    return waiting
  }

  // MARK: - Node layout

  /// Lays out the node rows of `table` off main, one pull per core, each row costing its
  /// entry of `rowCosts`; the table's `applyNodeLayout` runs on main when the last pull
  /// ends. Returns the threads used.
  @discardableResult
  func layOutNodes(of table: String, rowCosts: [Micros]) -> Int {
    let now = context.mainClock
    let queues = drawing.queues
    let threads = max(1, min(queues.cores, rowCosts.count))
    let batch = NodeLayoutBatch(
      id: nextID, table: table, rowCosts: rowCosts, threads: threads, at: now)
    nextID += 1
    layouts[batch.id] = batch
    for lane in 0..<threads {
      let queue = queues.layoutLane(lane)
      let pull = LayoutPull(
        batch: batch, queue: queue, readyAt: now + context.costs.dispatchLatency)
      queue.pending.append(pull)
      batch.running += 1
    }
    return threads
  }

  /// A pull's thread got its core: it takes rows off the counter; one that finds none left
  /// ends at once.
  func start(_ pull: LayoutPull, on queue: RenderQueue, at time: Micros) {
    queue.startHead(at: time)
    let taken = pull.batch.take()
    pull.taken = taken.count
    guard pull.taken > 0 else { return finish(pull, at: time) }
    pull.target = pull.batch.cost(of: taken)
  }

  /// The rows taken are laid out: take more, or end.
  func reachedMark(_ pull: LayoutPull, at time: Micros) {
    let taken = pull.batch.take()
    pull.taken = taken.count
    guard pull.taken > 0, let target = pull.target else { return finish(pull, at: time) }
    pull.target = target + pull.batch.cost(of: taken)
  }

  /// The block returns; the last one lets the editing queue hand the rows to main.
  private func finish(_ pull: LayoutPull, at time: Micros) {
    pull.target = nil
    drawing.release(pull)
    let batch = pull.batch
    batch.running -= 1
    guard batch.running == 0 else { return }
    layouts[batch.id] = nil
    context.log(
      .nodeLayoutDone(rows: batch.rows, elapsed: time - batch.dispatched), layer: batch.table,
      thread: pull.queue?.label ?? "", at: time)
    context.postToMain(.applyNodeLayout(batch.table), at: time)
  }
}
