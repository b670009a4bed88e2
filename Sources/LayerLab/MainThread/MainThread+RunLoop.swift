/// The main run loop as a state machine over CFRunLoop's phases.
extension MainThread {
  /// When a sleeping run loop wakes and why: the earliest of the display-link timer, a
  /// main-queue block, or an input event; at equal times the timer port wins, then the
  /// main queue, then a plain wake-up.
  func wakeTime() -> (time: Micros, reason: WakeReason) {
    var best = (time: displayLinkDue, reason: WakeReason.timer)
    for block in blocks where block.availableAt < best.time {
      best = (block.availableAt, .mainQueue)
    }
    if let woken = wakeRequestedAt, woken < best.time { best = (woken, .wakeUp) }
    if let input = scheduled.first?.time, input < best.time { best = (input, .wakeUp) }
    return best
  }

  /// Executes one work item, or moves the run loop to its next phase.
  func step(at time: Micros) {
    clock = max(clock, time)
    if let item = work.popFirst() {
      let start = clock
      perform(item)
      recordSpan(for: item, from: start)
    } else {
      advancePhase()
    }
    if work.isEmpty, let stop = pendingStop {
      pendingStop = nil
      if stop == "BeforeWaiting" { sleepingSince = clock }
      stopsCompleted += 1
    }
  }

  /// Moves to the next phase, queueing that phase's work. Costs nothing by itself.
  func advancePhase() {
    switch phase {
    case .entry:
      work.append(.notify(.entry))
      pendingStop = "Entry"
      phase = .beforeTimers
    case .beforeTimers:
      // UIScrollView runs the loop in UITrackingRunLoopMode while dragging or decelerating:
      // a nested run in that mode, so beginning to track sends Entry in the tracking mode,
      // and the end of tracking sends its Exit — whose observers (CA's commit, YYTransaction,
      // the autorelease pop) run before the default mode resumes.
      let next: RunLoopMode = engine.scrolling.isTracking ? .tracking : .default
      if next != mode {
        if mode == .tracking {
          work.append(.notify(.exit))
          work.append(.enterMode(next))
        } else {
          work.append(.enterMode(next))
          work.append(.notify(.entry))
        }
      }
      turn += 1
      turnStart = clock
      work.append(.notify(.beforeTimers))
      pendingStop = "BeforeTimers"
      phase = .beforeSources
    case .beforeSources:
      work.append(.notify(.beforeSources))
      pendingStop = "BeforeSources"
      phase = .sources
    case .sources:
      handleSources0()
    case .portPoll(let handled):
      pollMainPort(handledSource: handled)
    case .beforeWaiting:
      work.append(.notify(.beforeWaiting))
      pendingStop = "BeforeWaiting"
      phase = .sleeping(poll: false)
    case .sleeping(let poll):
      wake(poll: poll)
    case .afterWaiting(let reason):
      work.append(.notify(.afterWaiting))
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
    let due = scheduled.prefix { $0.time <= clock }
    scheduled.removeFirst(due.count)
    let handled = typedInputs + due.count
    if handled > 0 {
      engine.log(.sources0(handled: handled))
      for input in due { work.append(.input(input)) }
      pendingStop = "sources0"
    }
    typedInputs = 0
    wakeRequestedAt = nil
    phase = .portPoll(handledSource: handled > 0)
  }

  /// The early main-queue poll, skipped right after a drain so BeforeWaiting (and the CA
  /// commit) runs between two drains.
  private func pollMainPort(handledSource: Bool) {
    let readyBlock = blocks.contains { $0.availableAt <= clock }
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
      let timerDue = displayLinkDue <= clock
      let blockDue = blocks.contains { $0.availableAt <= clock }
      phase = .handle(timerDue ? .timer : blockDue ? .mainQueue : .none)
      return
    }
    let (time, reason) = wakeTime()
    let slept = max(0, time - sleepingSince)
    if slept > 0 {
      engine.recording.appendSpan(
        SpanRecord(
          thread: "main", name: "sleep", category: "sleep", start: sleepingSince,
          end: sleepingSince + slept, turn: turn))
    }
    wake = (reason, slept)
    awakeSince = max(time, sleepingSince)
    phase = .afterWaiting(reason)
  }

  /// Handles the one port that woke the loop, then ends the turn.
  private func handlePort(_ reason: WakeReason) {
    switch reason {
    case .timer:
      work.append(.displayLink)
      pendingStop = "timers"
    case .mainQueue:
      let ready = blocks.filter { $0.availableAt <= clock }
      blocks.removeAll { $0.availableAt <= clock }
      engine.log(.drain(blocks: ready.count))
      for block in ready { work.append(.mainBlock(block)) }
      didDispatchPortLastTime = true
      pendingStop = "main queue"
    case .wakeUp, .none:
      break
    }
    phase = .turnEnd
  }
}
