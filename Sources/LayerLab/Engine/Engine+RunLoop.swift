/// The main run loop as a state machine over CFRunLoop's phases.
extension Engine {
  /// When main will do its next piece of work.
  func nextMainTime() -> Micros {
    let ready = max(mainFreeAt, now)
    guard agenda.isEmpty, case .sleeping(poll: false) = phase else { return ready }
    return max(ready, wakeTime().time)
  }

  /// When a sleeping run loop wakes and why: the earliest of the display-link timer, a
  /// main-queue block, or an input event; at equal times the timer port wins, then the
  /// main queue, then a plain wake-up.
  func wakeTime() -> (time: Micros, reason: WakeReason) {
    var best = (time: displayLinkDue, reason: WakeReason.timer)
    if let block = mainQueue.map(\.availableAt).min(), block < best.time {
      best = (block, .mainQueue)
    }
    if let woken = wakeRequestedAt, woken < best.time { best = (woken, .wakeUp) }
    if let input = scheduled.first?.time, input < best.time { best = (input, .wakeUp) }
    return best
  }

  /// Executes one work item, or moves the run loop to its next phase.
  func runMainStep(at time: Micros) {
    mainClock = max(mainFreeAt, time)
    if let work = agenda.popFirst() {
      let start = mainClock
      perform(work)
      recordSpan(for: work, from: start)
    } else {
      advancePhase()
    }
    mainFreeAt = mainClock
    if agenda.isEmpty, let stop = pendingStop {
      pendingStop = nil
      if stop == "BeforeWaiting" { sleepingSince = mainClock }
      lastStop = stop
      stopsCompleted += 1
    }
  }

  /// Moves to the next phase, queueing that phase's work. Costs nothing by itself.
  func advancePhase() {
    switch phase {
    case .entry:
      agenda.append(.notify(.entry))
      pendingStop = "Entry"
      phase = .beforeTimers
    case .beforeTimers:
      // UIScrollView runs the loop in UITrackingRunLoopMode while dragging or decelerating.
      mode = isTracking ? .tracking : .default
      turn += 1
      turnStart = mainClock
      agenda.append(.notify(.beforeTimers))
      pendingStop = "BeforeTimers"
      phase = .beforeSources
    case .beforeSources:
      agenda.append(.notify(.beforeSources))
      pendingStop = "BeforeSources"
      phase = .sources
    case .sources:
      handleSources0()
    case .portPoll(let handled):
      pollMainPort(handledSource: handled)
    case .beforeWaiting:
      agenda.append(.notify(.beforeWaiting))
      pendingStop = "BeforeWaiting"
      phase = .sleeping(poll: false)
    case .sleeping(let poll):
      wake(poll: poll)
    case .afterWaiting(let reason):
      agenda.append(.notify(.afterWaiting))
      pendingStop = "AfterWaiting"
      phase = .handle(reason)
    case .handle(let reason):
      handlePort(reason)
    case .turnEnd:
      span("turn \(turn)", "turn", from: turnStart)
      turnsCompleted += 1
      phase = .beforeTimers
    }
  }

  /// DoSources0: statements typed at the prompt were run as they were typed; scheduled ones
  /// whose time has come run now. Any handled source makes this turn poll, not sleep.
  private func handleSources0() {
    let due = scheduled.prefix { $0.time <= mainClock }
    scheduled.removeFirst(due.count)
    let handled = typedInputs + due.count
    if handled > 0 {
      log(.input, "sources0", detail: "\(handled) handled; poll, no BeforeWaiting")
      for input in due { agenda.append(.input(input)) }
      pendingStop = "sources0"
    }
    typedInputs = 0
    wakeRequestedAt = nil
    phase = .portPoll(handledSource: handled > 0)
  }

  /// The early main-queue poll, skipped right after a drain so BeforeWaiting (and the CA
  /// commit) runs between two drains.
  private func pollMainPort(handledSource: Bool) {
    let readyBlock = mainQueue.contains { $0.availableAt <= mainClock }
    if readyBlock, !didDispatchPortLastTime {
      phase = .handle(.mainQueue)
      return
    }
    didDispatchPortLastTime = false
    phase = handledSource ? .sleeping(poll: true) : .beforeWaiting
  }

  /// Leaves the sleep (or the zero-timeout poll) with the one port that woke it.
  private func wake(poll: Bool) {
    if poll {
      let timerDue = displayLinkDue <= mainClock
      let blockDue = mainQueue.contains { $0.availableAt <= mainClock }
      phase = .handle(timerDue ? .timer : blockDue ? .mainQueue : .none)
      return
    }
    let (time, reason) = wakeTime()
    let slept = max(0, time - sleepingSince)
    if slept > 0 {
      trace.appendSpan(
        SpanRecord(
          thread: "main", name: "sleep", category: "sleep", start: sleepingSince,
          end: sleepingSince + slept, turn: turn))
    }
    wakeDetail = "woken by \(reason.rawValue) after \(slept)us asleep"
    phase = .afterWaiting(reason)
  }

  /// Handles the one port that woke the loop, then ends the turn.
  private func handlePort(_ reason: WakeReason) {
    switch reason {
    case .timer:
      agenda.append(.displayLink)
      pendingStop = "timers"
    case .mainQueue:
      let ready = mainQueue.filter { $0.availableAt <= mainClock }
      mainQueue.removeAll { $0.availableAt <= mainClock }
      log(.mainqueue, "drain", detail: "\(ready.count) block\(ready.count == 1 ? "" : "s")")
      for block in ready { agenda.append(.mainBlock(block)) }
      didDispatchPortLastTime = true
      pendingStop = "main queue"
    case .wakeUp, .none:
      break
    }
    phase = .turnEnd
  }
}
