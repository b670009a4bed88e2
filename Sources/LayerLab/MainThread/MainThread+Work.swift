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
      let marked = engine.views.values.filter { $0.layer.needsLayout }.map(\.name)
      runLoop.prepend(contentsOf: marked.map(MainWorkItem.layout))
    case .commitDisplayPass:
      // A layer in no window (an off-screen Texture node) is not displayed by the commit.
      let marked = engine.views.values.filter {
        $0.layer.needsDisplay && !$0.layer.hidden && $0.layer.inWindow
      }.map(\.name)
      runLoop.prepend(contentsOf: marked.map(MainWorkItem.display))
    case .layout(let name):
      if let view = engine.views[name] { layoutSubviews(view) }
    case .display(let name):
      if let view = engine.views[name], view.layer.needsDisplay {
        view.layer.needsDisplay = false
        engine.recording.counters.commitDisplays += 1
        view.didDisplayInCommit()
        engine.drawing.display(view, reason: "CA commit")
      }
    case .commitFinish:
      finishCommit()
    case .transactionEntry(let key):
      performTransactionEntry(key)
    case .adManagerTask(let key):
      performADManagerTask(key)
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
    charge(engine.costs.observerCallout)
    switch observer.role {
    case .caCommit:
      engine.log(.observer(name: observer.name, order: observer.order))
      charge(engine.costs.commitBase)
      runLoop.prepend(contentsOf: [.commitLayoutPass, .commitDisplayPass, .commitFinish])
    case .taskSet:
      let pending = yyTransactionTasks.takeAll()
      performTaskSet(pending.map(MainWorkItem.transactionEntry), for: observer)
    case .adManagerTaskSet:
      let pending = adManagerTasks.takeAll()
      performTaskSet(pending.map(MainWorkItem.adManagerTask), for: observer)
    case .textureCommit:
      engine.drawing.commitTextureGroups()
    case .textureRenderQueue:
      for table in engine.drawing.drainRenderQueue() {
        (engine.views[table] as? TableView)?.scheduleRangeUpdate(in: engine)
      }
    default:
      engine.log(.observer(name: observer.name, order: observer.order))
    }
  }

  /// A task-set observer's callout (YYTransaction's or ADManager's): it swaps its set for an
  /// empty one, logs how many entries it found and performs them next.
  private func performTaskSet(_ entries: [MainWorkItem], for observer: RunLoopObserver) {
    engine.log(
      .observer(
        name: observer.name, order: observer.order, callout: .taskSet(pending: entries.count)))
    runLoop.prepend(contentsOf: entries)
  }
}
