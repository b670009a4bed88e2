/// YYTransaction's task set on main: `commit()` adds a (target, selector) pair, equal pairs
/// coalesce, and one observer at 0xFFFFFF (after CA's commit) performs them all.
extension MainThread {
  /// `[[YYTransaction transactionWithTarget:selector:] commit]`: one entry per pair per turn.
  func commitTransaction(target: String, selector: String) {
    let inserted = yyTransactionTasks.add(target: target, selector: selector)
    if inserted {
      engine.recording.counters.transactionsCommitted += 1
    } else {
      engine.recording.counters.transactionsCoalesced += 1
    }
    engine.log(
      .transaction(selector: selector, step: inserted ? .committed : .coalesced), layer: target)
  }

  /// A task-set observer at 0xFFFFFF performs one entry (`adManager`: ADManager's `[task
  /// excute]`, the label's `asyncDraw`; otherwise YYTransaction's, for a label the deferred
  /// redraw): the (target, selector) call.
  func performTask(_ key: TaskKey, adManager: Bool) {
    // ADManager's is the same selector call as a YYTransaction entry's; an estimate like it.
    charge(engine.costs.transactionEntry)
    if adManager {
      engine.log(.adManagerTask(selector: key.selector, step: .performed), layer: key.target)
    } else {
      engine.recording.counters.transactionsPerformed += 1
      engine.log(.transaction(selector: key.selector, step: .performed), layer: key.target)
    }
    engine.views[key.target]?.performTransaction(key.selector, in: engine)
  }
}
