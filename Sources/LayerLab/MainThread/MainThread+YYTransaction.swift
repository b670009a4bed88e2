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

  /// The observer at 0xFFFFFF performs one entry: for a label, the deferred redraw.
  func performTransactionEntry(_ key: TaskKey) {
    charge(engine.costs.transactionEntry)
    engine.recording.counters.transactionsPerformed += 1
    engine.log(.transaction(selector: key.selector, step: .performed), layer: key.target)
    engine.views[key.target]?.performTransaction(key.selector, in: engine)
  }
}
