/// Texture's background node layout on the device's cores (`NodeLayoutBatch`).
extension Drawing {
  /// Lays out the node rows of `table` off main, one pull per core, each row costing its
  /// entry of `rowCosts`; the table's `applyNodeLayout` runs on main when the last pull
  /// ends. Returns the threads used.
  @discardableResult
  func layOutNodes(of table: String, rowCosts: [Micros]) -> Int {
    let now = context.mainClock
    let threads = max(1, min(queues.cores, rowCosts.count))
    let batch = NodeLayoutBatch(
      id: texture.nextID, table: table, rowCosts: rowCosts, threads: threads, at: now)
    texture.nextID += 1
    texture.layouts[batch.id] = batch
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
    release(pull)
    let batch = pull.batch
    batch.running -= 1
    guard batch.running == 0 else { return }
    texture.layouts[batch.id] = nil
    context.log(
      .nodeLayoutDone(rows: batch.rows, elapsed: time - batch.dispatched), layer: batch.table,
      thread: pull.queue?.label ?? "", at: time)
    context.postToMain(.applyNodeLayout(batch.table), at: time)
  }
}
