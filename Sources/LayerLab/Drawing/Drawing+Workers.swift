/// Worker threads running the render queues' tasks, and the C1–C3 checks made there.
///
/// A task's checks sit at amounts of work; when they come due depends on the core its thread
/// holds (`CorePlanner`): a P core does a µs of work per µs, an E core a third of that, and
/// a thread without a core does none.
extension Drawing {
  /// The time of the next worker event: a new plan (something that competes for cores
  /// changed), a running task's next check, a queued task arriving, or a change the cores
  /// foresee (main or the render server leaving the CPU, a quantum's end, a clock tick).
  func nextWorkerTime(now: Micros) -> Micros? {
    // A thread that ended its task on a core goes on to the next one that has arrived.
    if cores.needsPlan(at: now, queues: queues.queues) { return now }
    var best: Micros?
    func consider(_ time: Micros?) {
      if let time { best = min(best ?? time, time) }
    }
    for queue in queues.queues {
      if queue.running != nil {
        consider(cores.nextMarkTime(of: queue))
      } else if let head = queue.pending.first, head.readyAt > now {
        consider(head.readyAt)
      }
    }
    for concurrent in queues.concurrentQueues { consider(concurrent.nextArrival(after: now)) }
    consider(cores.nextChange(after: now, queues: queues.queues))
    return best
  }

  /// Processes the worker event at `time`: one due check (checks first: they free cores),
  /// else a new plan of the cores, which starts the tasks that got one.
  func runWorkerEvent(at time: Micros) {
    // Progress at the clock in force since the last event, then bring the clocks here.
    cores.advance(queues.queues, to: time)
    let due = queues.queues.filter { cores.nextMarkTime(of: $0).map { $0 <= time } ?? false }
    if let queue = due.min(by: { $0.ordinal < $1.ordinal }), let task = queue.running {
      if let draw = task as? DrawTask {
        runCheck(draw, at: time)
      } else if let pull = task as? LayoutPull {
        texture.reachedMark(pull, at: time)
      }
      return
    }
    cores.plan(queues.queues, at: time) { task, queue in
      if let draw = task as? DrawTask {
        start(draw, on: queue, at: time)
      } else if let pull = task as? LayoutPull {
        texture.start(pull, on: queue, at: time)
      } else {
        queue.startHead(at: time)
        queue.running = nil
      }
    }
  }

  /// C1 on the queue, before the context exists; then the real render, whose stages set
  /// the amounts of work at which the later checks fall.
  func start(_ task: DrawTask, on queue: RenderQueue, at time: Micros) {
    queue.startHead(at: time)
    context.recording.updateDraw(task.draw) {
      $0.times.started = time
      $0.queue = queue.label
    }
    if !task.checksOnMainOnly {
      if task.isCancelled {
        logCheck(task, .c1, passed: false, at: time)
        end(task, at: time, cancelledAt: "C1")
        return
      }
      logCheck(task, .c1, passed: true, at: time)
    }
    let rendered = pricer.renderTimed(
      task.request, layer: task.layer.name, thread: queue.label, at: time, draw: task.draw)
    task.result = rendered.result
    var work: Micros = 0
    var checks: [(work: Micros, check: DrawTask.Check)] = []
    // Only text polls between passes (YYTextLayout's drawInContext:… checks its cancel block
    // before each pass); an image view's display block decodes and draws with no check of its
    // own, so it is cancelled only at C2 — not at a made-up `draw:draw` checkpoint.
    let polls: Bool
    switch task.request.content {
    case .image, .decode: polls = false
    default: polls = true
    }
    for stage in rendered.stageCosts {
      // YYTextLayout polls its cancel block before each pass; ADLayer's delegate gets one
      // BOOL when drawing begins (ADLayer.m) and never looks again. VVebo's block checks
      // nothing until main.
      if !task.checksOnMainOnly, let check = task.layerClass.check(before: stage.kind) {
        if case .poll = check, !polls {
          // An image's display block has no poll of its own.
        } else {
          checks.append((work, check))
        }
      }
      if stage.kind == .image { checks.append((work, .c2)) }
      work += stage.cost
    }
    if !checks.contains(where: { $0.check == .c2 }) { checks.append((work, .c2)) }
    checks.append((work, .c3))
    task.checks = checks
  }

  /// One check at its time: pass moves on; cancel ends the task.
  private func runCheck(_ task: DrawTask, at time: Micros) {
    let index = task.nextCheck
    guard task.checks.indices.contains(index) else { return }
    task.nextCheck += 1
    let check = task.checks[index].check
    let checkpoint: Checkpoint
    switch check {
    case .poll(let pass): checkpoint = .pass(pass)
    case .snapshot:
      guard task.isCancelled else { return }
      checkpoint = .c2
    case .c2: checkpoint = .c2
    case .c3: checkpoint = .c3
    }
    if check == .c2 { context.recording.updateDraw(task.draw) { $0.times.drawn = time } }
    if check == .c3 { context.recording.updateDraw(task.draw) { $0.times.imaged = time } }
    if task.isCancelled, !task.checksOnMainOnly {
      logCheck(task, checkpoint, passed: false, at: time)
      end(task, at: time, cancelledAt: checkpoint.name)
      // ADLayer returns without a word to main; YYAsyncLayer calls didDisplay(NO) there.
      if task.group == nil, task.layerClass.reportsCancelToMain {
        context.postToMain(.didDisplayCancelled(task.draw), at: time)
      }
      return
    }
    if !task.checksOnMainOnly { logCheck(task, checkpoint, passed: true, at: time) }
    if check == .c3 {
      recordCPU(of: task)
      release(task)
      if let group = task.group {
        texture.drawDone(in: group, at: time)
      } else {
        context.postToMain(.finishDraw(task.draw), at: time)
      }
    }
  }

  func logCheck(
    _ task: DrawTask, _ checkpoint: Checkpoint, passed: Bool, at time: Micros,
    onMain: Bool = false
  ) {
    context.log(
      .checkpoint(checkpoint, passed: passed), layer: task.layer.name,
      thread: onMain ? "main" : task.queue?.label ?? "", at: time, draw: task.draw)
  }

  /// Ends a cancelled task on its queue and records where it stopped.
  private func end(_ task: DrawTask, at time: Micros, cancelledAt: String) {
    let sentinel = task.layer.display.sentinel
    recordCPU(of: task)
    context.recording.updateDraw(task.draw) {
      $0.outcome = .cancelled
      $0.cancelledAt = cancelledAt
      $0.sentinelEnd = sentinel
      $0.times.finished = time
    }
    release(task)
    tasks[task.draw] = nil
    if let group = task.group { texture.drawDone(in: group, at: time) }
  }

  /// What the task cost its thread: time on a core, time waiting for one, which cores.
  private func recordCPU(of task: DrawTask) {
    let onCore = task.onCore
    let waited = task.waited
    let cores = task.cores.joined(separator: ">")
    context.recording.updateDraw(task.draw) {
      $0.drawCost = onCore
      $0.waitMicros = waited
      $0.cores = cores
    }
  }

  /// The queue's thread is done with the task; it keeps its core until the next plan.
  func release(_ task: WorkerTask) {
    if let queue = task.queue, queue.running === task { queue.running = nil }
  }
}
