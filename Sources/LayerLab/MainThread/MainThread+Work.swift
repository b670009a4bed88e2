/// What each main-thread work item does.
extension MainThread {
  func perform(_ item: MainWorkItem) {
    switch item {
    case .notify(let activity):
      if activity == .afterWaiting, let wake = sleep.lastWake {
        engine.log(.activity(activity, woken: wake.reason, asleep: wake.slept))
      } else {
        engine.log(.activity(activity))
      }
      let callouts = runLoop.observers.matching(activity, in: runLoop.mode).map {
        MainWorkItem.observer($0, activity)
      }
      runLoop.prepend(contentsOf: callouts)
    case .enterMode(let next):
      runLoop.enter(next)
    case .observer(let observer, let activity):
      callObserver(observer, for: activity)
    case .commitLayoutPass:
      let names = marked.needingLayout(in: engine.views)
      runLoop.prepend(contentsOf: names.map(MainWorkItem.layout))
    case .commitDisplayPass:
      // A layer in no window (an off-screen Texture node) is not displayed by the commit.
      let names = marked.needingDisplay(in: engine.views)
      runLoop.prepend(contentsOf: names.map(MainWorkItem.display))
    case .layout(let name):
      if let view = engine.views[name] { layoutSubviews(view) }
    case .display(let name):
      if let view = engine.views[name], view.layer.display.needsDisplay {
        view.layer.display.needsDisplay = false
        engine.recording.counters.commitDisplays += 1
        view.didDisplayInCommit()
        engine.drawing.display(view, reason: "CA commit")
      }
    case .commitPreparePass:
      let names = marked.needingDecode(in: engine.views)
      runLoop.prepend(contentsOf: names.map(MainWorkItem.decode))
    case .decode(let name):
      if let view = engine.views[name] as? UIImageView, view.awaitsCommitDecode {
        engine.drawing.decodeInCommit(view)
      }
    case .commitFinish:
      finishCommit()
    case .cellPrefetch:
      for table in engine.scrolling.tables { table.prefetcher.prepareCell(for: table, in: engine) }
    case .transactionEntry(let key):
      performTask(key, adManager: false)
    case .adManagerTask(let key):
      performTask(key, adManager: true)
    case .input(let input):
      runScheduledInput(input)
    case .mainBlock(let block):
      run(block)
    case .displayLink:
      fireDisplayLink()
    }
  }

  /// One observer callout; the CA commit and the task set queue their own sub-work.
  private func callObserver(_ observer: RunLoopObserver, for activity: RunLoopActivity) {
    let start = clock
    charge(engine.costs.observerCallout)
    switch observer.role {
    case .caCommit:
      // The commit's span starts here and ends with the commit (`WorkSpans`).
      transaction.observerCalled(at: start)
      engine.log(.observer(name: observer.name, order: observer.order))
      charge(engine.costs.commitBase)
      var commit: [MainWorkItem] = [
        .commitLayoutPass, .commitDisplayPass, .commitPreparePass, .commitFinish,
      ]
      // iOS 15's cell prefetching uses the spare time after the commit.
      if engine.scrolling.tables.contains(where: { $0.prefetcher.mode == .cells }) {
        commit.append(.cellPrefetch)
      }
      runLoop.prepend(contentsOf: commit)
    case .taskSet, .adManagerTaskSet:
      // A task-set observer (YYTransaction's or ADManager's) swaps its set for an empty one,
      // logs how many entries it found and performs them next.
      let entries =
        observer.role == .taskSet
        ? yyTransactionTasks.takeAll().map(MainWorkItem.transactionEntry)
        : adManagerTasks.takeAll().map(MainWorkItem.adManagerTask)
      engine.log(
        .observer(
          name: observer.name, order: observer.order, callout: .taskSet(pending: entries.count)))
      runLoop.prepend(contentsOf: entries)
    case .textureCommit:
      engine.drawing.texture.commitTransactions()
    case .textureRenderQueue:
      for table in engine.drawing.texture.drainRenderQueue() {
        if let table = engine.views[table] as? TableView {
          table.scheduleRangeUpdate(in: engine)
        }
      }
    default:
      engine.log(.observer(name: observer.name, order: observer.order))
    }
  }
}
