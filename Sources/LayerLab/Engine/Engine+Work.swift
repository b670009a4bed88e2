/// What each main-thread work item does.
extension Engine {
  func perform(_ work: MainWork) {
    switch work {
    case .notify(let activity):
      let detail = activity == .afterWaiting ? wakeDetail : ""
      log(.activity, activity.name, detail: detail)
      let callouts = observers.matching(activity, in: mode).map {
        MainWork.observer($0, activity)
      }
      agenda.prepend(contentsOf: callouts)
    case .observer(let observer, let activity):
      callObserver(observer, for: activity)
    case .commitLayoutPass:
      let marked = views.values.filter { $0.layer.needsLayout }.map(\.name)
      agenda.prepend(contentsOf: marked.map(MainWork.layout))
    case .commitDisplayPass:
      let marked = views.values.filter { $0.layer.needsDisplay && !$0.layer.hidden }.map(\.name)
      agenda.prepend(contentsOf: marked.map(MainWork.display))
    case .layout(let name):
      if let view = views[name] { layoutSubviews(view) }
    case .display(let name):
      if let view = views[name], view.layer.needsDisplay {
        view.layer.needsDisplay = false
        counters.commitDisplays += 1
        (view as? CellView)?.drawn = true
        display(view, reason: "CA commit")
      }
    case .commitFinish:
      finishCommit()
    case .transactionEntry(let key):
      performTransactionEntry(key)
    case .input(let input):
      runScheduledInput(input)
    case .mainBlock(let block):
      runMainBlock(block)
    case .displayLink:
      fireDisplayLink()
    }
  }

  /// One observer callout; the CA commit and the task set queue their own sub-work.
  private func callObserver(_ observer: RunLoopObserver, for activity: RunLoopActivity) {
    charge(costs.observerCallout)
    switch observer.role {
    case .caCommit:
      log(.observer, observer.name, detail: String(observer.order))
      charge(costs.commitBase)
      agenda.prepend(contentsOf: [.commitLayoutPass, .commitDisplayPass, .commitFinish])
    case .taskSet:
      let pending = taskSet
      taskSet.removeAll()
      let detail = pending.isEmpty ? "nothing pending" : "\(pending.count) pending"
      log(.observer, observer.name, detail: "\(observer.order); \(detail)")
      agenda.prepend(contentsOf: pending.map(MainWork.transactionEntry))
    case .textureCommit:
      commitTextureGroups()
    default:
      log(.observer, observer.name, detail: String(observer.order))
    }
  }

  /// Sends the layer tree to the render server: every layer's contents as they are now is
  /// what the next vsync shows.
  private func finishCommit() {
    let changed = views.values.filter { $0.layer.changedSinceCommit }
    guard caTransactionOpen || !changed.isEmpty else {
      log(.commit, "CA", detail: "nothing to commit")
      return
    }
    commits += 1
    for view in changed {
      view.layer.committed = view.layer.contents
      view.layer.committedFrame = view.layer.frame
      view.layer.committedHidden = view.layer.hidden
      view.layer.changedSinceCommit = false
      charge(costs.commitPerLayer)
    }
    caTransactionOpen = false
    let names = changed.isEmpty ? "no layer changed" : changed.map(\.name).joined(separator: " ")
    log(.commit, "CA", detail: "commit \(commits): \(names)")
  }

  /// The display link's callback: counts a tick (YYFPSLabel) and re-arms at the next vsync.
  private func fireDisplayLink() {
    let due = displayLinkDue
    let tick = TickRecord(due: due, fired: mainClock)
    charge(costs.timerFire)
    if ticks.count >= Engine.maxTicks { ticks.removeFirst(ticks.count / 10) }
    ticks.append(tick)
    let late = tick.late > 0 ? "late \(tick.late)us" : "on time"
    log(.timer, "display-link", detail: "due \(due)us; \(late)")
    displayLinkDue = device.vsyncTime(device.vsyncIndex(after: mainClock))
    stepScrolling()
  }

  /// The most display-link ticks and frames kept (the oldest are dropped past it).
  static let maxTicks = 200_000

  /// The render server at a vsync: shows the tree of the last commit before it.
  func presentFrame(at time: Micros) {
    let index = nextVsync
    nextVsync += 1
    for view in views.values {
      let layer = view.layer
      layer.presented = layer.committed
      layer.presentedFrame = layer.committedFrame
      layer.presentedHidden = layer.committedHidden
    }
    if frames.count >= Engine.maxTicks { frames.removeFirst(frames.count / 10) }
    frames.append(FrameRecord(index: index, time: time, commit: commits))
    let shows = commits == 0 ? "nothing committed yet" : "shows commit \(commits)"
    log(.vsync, "vsync \(index)", detail: shows, thread: "render-server", at: time)
  }
}
