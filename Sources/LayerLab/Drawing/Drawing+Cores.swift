/// Sharing the device's cores: who competes for them, the plan (`CPUScheduler`), and the
/// record of who ran where (`CPUSlice`).
extension Drawing {
  /// Main uses a core while it works (its clock is ahead of `time`), except while it is
  /// blocked waiting for I/O.
  func mainOnCPU(at time: Micros) -> Bool { context.mainOnCPU(at: time) }

  /// The render server's CPU works during render prepare.
  func serverOnCPU(at time: Micros) -> Bool { context.serverCPUBusyUntil > time }

  /// Plans the cores at `time`: main, the render server and every runnable worker thread ask;
  /// threads that get a core start their next task, threads that lose one wait.
  func planCores(at time: Micros) {
    var demands: [CPUDemand] = []
    plannedMain = mainOnCPU(at: time)
    plannedServer = serverOnCPU(at: time)
    if plannedMain {
      demands.append(fixedDemand(.main, band: CPUDemand.mainBand))
    }
    if plannedServer {
      demands.append(fixedDemand(.server, band: CPUDemand.serverBand))
    }
    for queue in queues.queues {
      queue.plannedRunnable = queue.isRunnable(at: time)
      guard queue.plannedRunnable else {
        queue.runnableSince = nil
        continue
      }
      let since = queue.runnableSince ?? queue.headReadyAt.map { min($0, time) } ?? time
      queue.runnableSince = since
      demands.append(
        CPUDemand(
          thread: .worker(queue.ordinal), band: queue.qos.rank, since: since,
          ordinal: queue.ordinal, efficiencyOnly: queue.qos.efficiencyOnly,
          quantum: queue.qos.quantum))
    }
    let plan = cores.plan(demands, at: time)
    let byOrdinal = Dictionary(
      queues.queues.map { ($0.ordinal, $0) }, uniquingKeysWith: { a, _ in a })
    for thread in plan.rotated {
      if case .worker(let ordinal) = thread { byOrdinal[ordinal]?.runnableSince = time }
    }
    for move in plan.moves {
      recordSlice(move.thread, from: move.from, to: move.to, at: time, queues: byOrdinal)
      guard case .worker(let ordinal) = move.thread, let queue = byOrdinal[ordinal] else {
        continue
      }
      queue.core = move.to
      moved(queue, from: move.from, to: move.to, at: time)
    }
    for queue in queues.queues where queue.core != nil { startNext(on: queue, at: time) }
    quantumEnd = cores.scheduler.nextQuantumEnd(demands)
    let working = queues.queues.filter { $0.core != nil && $0.running is DrawTask }.count
    peakBusyCores = max(peakBusyCores, working)
  }

  private func fixedDemand(_ thread: CPUDemand.Thread, band: Int) -> CPUDemand {
    CPUDemand(
      thread: thread, band: band, since: 0, ordinal: -1, efficiencyOnly: false,
      quantum: QoS.userInteractive.quantum)
  }

  /// A worker thread got, lost or changed its core: start its next task, or account for
  /// the wait and the switch.
  private func moved(_ queue: RenderQueue, from: Int?, to: Int?, at time: Micros) {
    guard let to else {
      queue.running?.waitingSince = time
      return
    }
    let label = cores.scheduler.cores[to].label
    if let task = queue.running {
      if let since = task.waitingSince {
        task.waited += time - since
        task.waitingSince = nil
      }
      // Resuming after a preemption or moving cores refills caches: extra work.
      task.workDone -= Double(CPUScheduler.switchCost)
      task.cores.append(label)
    }
  }

  /// A thread with a core and no task starts the next one that has arrived (a concurrent
  /// queue's thread: the head of the queue's FIFO); one cancelled at C1 ends at once, so the
  /// next may start at the same instant.
  private func startNext(on queue: RenderQueue, at time: Micros) {
    while let core = queue.core, let head = queue.nextTask(at: time) {
      head.cores.append(cores.scheduler.cores[core].label)
      if let draw = head as? DrawTask {
        start(draw, on: queue, at: time)
      } else if let pull = head as? LayoutPull {
        texture.start(pull, on: queue, at: time)
      } else {
        queue.startHead(at: time)
        queue.running = nil
      }
    }
  }

  /// Closes the thread's open slice and opens one on its new core.
  private func recordSlice(
    _ thread: CPUDemand.Thread, from: Int?, to: Int?, at time: Micros,
    queues byOrdinal: [Int: RenderQueue]
  ) {
    let name: String
    switch thread {
    case .main: name = "main"
    case .server: name = "render-server"
    case .worker(let ordinal): name = byOrdinal[ordinal]?.label ?? "worker \(ordinal)"
    }
    if from != nil { context.recording.cpuSliceLog.close(thread, at: time) }
    if let core = cores.core(to) {
      context.recording.cpuSliceLog.open(thread, name: name, core: core.label, at: time)
    }
  }
}
