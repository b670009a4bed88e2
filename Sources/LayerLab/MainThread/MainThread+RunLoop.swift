/// The main run loop as a state machine over CFRunLoop's phases.
extension MainThread {
  /// Executes one work item, or moves the run loop to its next phase.
  func step(at time: Micros) {
    core.catchUp(to: time)
    if let item = runLoop.nextWork() {
      let start = clock
      perform(item)
      if let span = spans.span(
        for: item, from: start, to: clock, turn: runLoop.turn,
        commitStart: transaction.commitStart, draws: { engine.recording.drawLog })
      {
        engine.recording.appendSpan(span)
      }
    } else {
      advancePhase()
    }
    if runLoop.completeDrainedStop() == "BeforeWaiting" { sleep.fallAsleep(at: clock) }
  }

  /// Moves to the next phase, queueing that phase's work. Costs nothing by itself.
  func advancePhase() {
    switch runLoop.phase {
    case .entry:
      runLoop.append(.notify(.entry))
      runLoop.expectStop("Entry")
      runLoop.go(to: .beforeTimers)
    case .beforeTimers:
      // UIScrollView runs the loop in UITrackingRunLoopMode while dragging or decelerating:
      // a nested run in that mode, so beginning to track sends Entry in the tracking mode,
      // and the end of tracking sends its Exit — whose observers (CA's commit, YYTransaction,
      // the autorelease pop) run before the default mode resumes.
      let next: RunLoopMode = engine.scrolling.isTracking ? .tracking : .default
      if next != runLoop.mode {
        if runLoop.mode == .tracking {
          runLoop.append(.notify(.exit))
          runLoop.append(.enterMode(next))
        } else {
          runLoop.append(.enterMode(next))
          runLoop.append(.notify(.entry))
        }
      }
      runLoop.beginTurn(at: clock)
      runLoop.append(.notify(.beforeTimers))
      runLoop.expectStop("BeforeTimers")
      runLoop.go(to: .beforeSources)
    case .beforeSources:
      runLoop.append(.notify(.beforeSources))
      runLoop.expectStop("BeforeSources")
      runLoop.go(to: .sources)
    case .sources:
      handleSources0()
    case .portPoll(let handled):
      // The early main-queue poll, skipped right after a drain so BeforeWaiting (and the CA
      // commit) runs between two drains.
      runLoop.go(
        to: queue.pollsEarly(at: clock)
          ? .handle(.mainQueue) : handled ? .sleeping(poll: true) : .beforeWaiting)
    case .beforeWaiting:
      runLoop.append(.notify(.beforeWaiting))
      runLoop.expectStop("BeforeWaiting")
      runLoop.go(to: .sleeping(poll: false))
    case .sleeping(let poll):
      wake(poll: poll)
    case .afterWaiting(let reason):
      runLoop.append(.notify(.afterWaiting))
      runLoop.expectStop("AfterWaiting")
      runLoop.go(to: .handle(reason))
    case .handle(let reason):
      handlePort(reason)
    case .turnEnd:
      span("turn \(runLoop.turn)", "turn", from: runLoop.turnStart)
      runLoop.endTurn()
      runLoop.go(to: .beforeTimers)
    }
  }

  /// DoSources0: statements typed at the prompt were run as they were typed; scheduled ones
  /// whose time has come run now. Any handled source makes this turn poll, not sleep.
  private func handleSources0() {
    let (handled, due) = inputs.takeSources0(at: clock)
    if handled > 0 {
      engine.log(.sources0(handled: handled))
      for input in due { runLoop.append(.input(input)) }
      runLoop.expectStop("sources0")
    }
    sleep.clearWakeRequest()
    runLoop.go(to: .portPoll(handledSource: handled > 0))
  }

  /// Leaves the sleep (or the zero-timeout poll) with the one port that woke it.
  private func wake(poll: Bool) {
    if poll {
      let timerDue = displayLink.due <= clock
      let blockDue = queue.hasReady(at: clock)
      runLoop.go(to: .handle(timerDue ? .timer : blockDue ? .mainQueue : .none))
      return
    }
    let (time, reason) = sleep.wakeTime(timer: displayLink.due, queue: queue, inputs: inputs)
    let sleepingSince = sleep.sleepingSince
    let slept = sleep.wake(at: time, for: reason)
    if slept > 0 {
      engine.recording.appendSpan(
        SpanRecord(
          thread: "main", name: "sleep", category: "sleep", start: sleepingSince,
          end: sleepingSince + slept, turn: runLoop.turn))
    }
    runLoop.go(to: .afterWaiting(reason))
  }

  /// Handles the one port that woke the loop, then ends the turn.
  private func handlePort(_ reason: WakeReason) {
    switch reason {
    case .timer:
      runLoop.append(.displayLink)
      runLoop.expectStop("timers")
    case .mainQueue:
      let ready = queue.drain(at: clock)
      engine.log(.drain(blocks: ready.count))
      for block in ready { runLoop.append(.mainBlock(block)) }
      runLoop.expectStop("main queue")
    case .wakeUp, .none:
      break
    }
    runLoop.go(to: .turnEnd)
  }
}
