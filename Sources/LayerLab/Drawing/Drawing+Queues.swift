/// Worker cores running serial render queues, and the C1–C3 checks made there.
extension Drawing {
  /// The time of the next worker event: a running task's next check, or a queued task
  /// starting on a free core.
  func nextWorkerTime(now: Micros) -> Micros? {
    var best: Micros?
    for queue in queues.queues {
      if let task = queue.running, let t = task.nextCheckTime {
        best = min(best ?? t, t)
      } else if queue.running == nil, busyCores < cores,
        let head = queue.pending.first
      {
        let t = max(head.readyAt, now)
        best = min(best ?? t, t)
      }
    }
    return best
  }

  /// Processes the worker event at `time`: checks first (they free cores), then starts,
  /// most urgent QoS first, then the task that was ready first.
  func runWorkerEvent(at time: Micros) {
    let checking = queues.queues.filter { $0.running?.nextCheckTime == time }
    if let queue = checking.min(by: { $0.ordinal < $1.ordinal }), let task = queue.running {
      runCheck(task, at: time)
      return
    }
    let startable = queues.queues.filter {
      $0.running == nil && ($0.pending.first.map { $0.readyAt <= time } ?? false)
    }
    let pick = startable.min { a, b in
      guard let ta = a.pending.first, let tb = b.pending.first else { return false }
      if a.qos != b.qos { return a.qos > b.qos }
      if ta.readyAt != tb.readyAt { return ta.readyAt < tb.readyAt }
      return a.ordinal < b.ordinal
    }
    if let queue = pick, busyCores < cores, let task = queue.pending.popFirst() {
      start(task, at: time)
    }
  }

  /// C1 on the queue, before the context exists; then the real render, whose stages set
  /// the times of the later checks.
  private func start(_ task: DrawTask, at time: Micros) {
    let queue = task.queue
    queue.running = task
    busyCores += 1
    peakBusyCores = max(peakBusyCores, busyCores)
    task.started = time
    engine.trace.updateDraw(task.draw) { $0.started = time }
    if task.isCancelled {
      logCheck(task, .c1, passed: false, at: time)
      end(task, at: time, cancelledAt: "C1", cost: 0)
      return
    }
    logCheck(task, .c1, passed: true, at: time)
    let rendered = renderTimed(
      task.request, layer: task.layer.name, thread: queue.label, at: time, draw: task.draw)
    task.result = rendered.result
    var clock = time
    var checks: [(time: Micros, check: DrawTask.Check)] = []
    var spent: [Micros] = []
    for stage in rendered.stageCosts {
      if case .pass(let pass) = stage.kind {
        checks.append((clock, .poll(pass)))
        spent.append(clock - time)
      }
      if stage.kind == .image {
        checks.append((clock, .c2))
        spent.append(clock - time)
      }
      clock += stage.cost
    }
    if !checks.contains(where: { $0.check == .c2 }) {
      checks.append((clock, .c2))
      spent.append(clock - time)
    }
    checks.append((clock, .c3))
    spent.append(clock - time)
    task.checks = checks
    task.costAtCheck = spent
  }

  /// One check at its time: pass moves on; cancel ends the task.
  private func runCheck(_ task: DrawTask, at time: Micros) {
    let index = task.nextCheck
    guard task.checks.indices.contains(index) else { return }
    task.nextCheck += 1
    let check = task.checks[index].check
    let spent = task.costAtCheck.indices.contains(index) ? task.costAtCheck[index] : 0
    let checkpoint: Checkpoint
    switch check {
    case .poll(let pass): checkpoint = .pass(pass)
    case .c2: checkpoint = .c2
    case .c3: checkpoint = .c3
    }
    if check == .c2 { engine.trace.updateDraw(task.draw) { $0.drawn = time } }
    if check == .c3 { engine.trace.updateDraw(task.draw) { $0.imaged = time } }
    if task.isCancelled {
      logCheck(task, checkpoint, passed: false, at: time)
      end(task, at: time, cancelledAt: checkpoint.name, cost: spent)
      if task.group == nil { engine.main.post(.didDisplayCancelled(task.draw), at: time) }
      return
    }
    logCheck(task, checkpoint, passed: true, at: time)
    if check == .c3 {
      engine.trace.updateDraw(task.draw) { $0.drawCost = spent }
      releaseCore(task)
      if let group = task.group {
        textureDrawDone(group, at: time)
      } else {
        engine.main.post(.finishDraw(task.draw), at: time)
      }
    }
  }

  func logCheck(
    _ task: DrawTask, _ checkpoint: Checkpoint, passed: Bool, at time: Micros,
    onMain: Bool = false
  ) {
    engine.log(
      .checkpoint(checkpoint, passed: passed), layer: task.layer.name,
      thread: onMain ? "main" : task.queue.label, at: time, draw: task.draw)
  }

  /// Ends a cancelled task on its queue and records where it stopped.
  private func end(_ task: DrawTask, at time: Micros, cancelledAt: String, cost: Micros) {
    let sentinel = task.layer.sentinel
    engine.trace.updateDraw(task.draw) {
      $0.outcome = .cancelled
      $0.cancelledAt = cancelledAt
      $0.sentinelEnd = sentinel
      $0.finished = time
      $0.drawCost = cost
    }
    releaseCore(task)
    tasks[task.draw] = nil
    if let group = task.group { textureDrawDone(group, at: time) }
  }

  private func releaseCore(_ task: DrawTask) {
    if task.queue.running === task {
      task.queue.running = nil
      busyCores = max(0, busyCores - 1)
    }
  }
}
