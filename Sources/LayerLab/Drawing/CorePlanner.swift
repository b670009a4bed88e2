/// Sharing the device's cores among main, the render server and the render queues' threads:
/// who asks for a core, the plan that hands them out (`CPUScheduler`), the record of who ran
/// where (`CPUSlice`), and the cluster clocks (DVFS) they ran at.
///
/// Its own type because none of this is about drawing: the render queues (`Drawing`) only
/// say which threads are runnable and start the tasks of those that get a core. What the
/// last plan saw stays here, so the next worker event can tell when it is out of date.
public final class CorePlanner {
  /// Main's and the render server's time on the CPU, and the recording the slices go to.
  private let context: ProcessContext
  /// The device's cores, who holds them, and the cluster clocks they run at.
  private let device: DeviceCores
  /// What the last plan saw: main and the render server on the CPU, and when a worker that
  /// holds a core while an equal waits reaches the end of its quantum.
  private var plannedMain = false
  private var plannedServer = false
  private var quantumEnd: Micros?
  /// The most draws that ever ran on cores at the same time (`stats`).
  private(set) var peakBusy = 0

  init(context: ProcessContext, device: DeviceProfile) {
    self.context = context
    self.device = DeviceCores(device, mode: .dynamic, at: 0)
  }

  /// A new device's cores (only while nothing is in flight): the last plan no longer holds,
  /// and no slice stays open on a core that is gone.
  func adopt(_ profile: DeviceProfile) {
    device.adopt(profile, at: context.now)
    context.recording.cpuSliceLog.dropOpen()
    plannedMain = false
    plannedServer = false
    quantumEnd = nil
  }

  // MARK: - The plan

  /// Main uses a core while it works (its clock is ahead of `time`), except while it is
  /// blocked waiting for I/O.
  private func mainOnCPU(at time: Micros) -> Bool { context.mainOnCPU(at: time) }

  /// The render server's CPU works during render prepare.
  private func serverOnCPU(at time: Micros) -> Bool { context.serverCPUBusyUntil > time }

  /// True when the last plan is out of date at `now`: main or the render server took or left
  /// the CPU, a thread of `queues` became runnable or stopped being so, or a thread that holds
  /// a core has a task to go on to.
  func needsPlan(at now: Micros, queues: [RenderQueue]) -> Bool {
    if mainOnCPU(at: now) != plannedMain || serverOnCPU(at: now) != plannedServer { return true }
    return queues.contains { queue in
      queue.isRunnable(at: now) != queue.plannedRunnable
        || (queue.core != nil && queue.nextTask(at: now) != nil)
    }
  }

  /// The next time after `now` at which the plan may change with no worker reaching a mark:
  /// main or the render server leaving the CPU, the end of a quantum while an equal waits, or
  /// a clock tick that speeds up a running worker of `queues`.
  func nextChange(after now: Micros, queues: [RenderQueue]) -> Micros? {
    var best: Micros?
    func consider(_ time: Micros?) {
      if let time { best = min(best ?? time, time) }
    }
    // Only times still ahead: a plan that is already up to date must not be asked again now.
    if plannedMain { consider(context.mainNextCPUChange(after: now)) }
    if plannedServer, context.serverCPUBusyUntil > now { consider(context.serverCPUBusyUntil) }
    if let end = quantumEnd, end > now { consider(end) }
    consider(device.nextClockTick(after: now, queues: queues))
    return best
  }

  /// Plans the cores at `time`: main, the render server and every runnable thread of `queues`
  /// ask; threads that lose a core wait, and each thread that holds one is handed its next
  /// arrived task through `start` (which runs it, or ends it at once so the next may start
  /// at the same instant).
  func plan(
    _ queues: [RenderQueue], at time: Micros, start: (WorkerTask, RenderQueue) -> Void
  ) {
    var demands: [CPUDemand] = []
    plannedMain = mainOnCPU(at: time)
    plannedServer = serverOnCPU(at: time)
    if plannedMain {
      demands.append(fixedDemand(.main, band: CPUDemand.mainBand))
    }
    if plannedServer {
      demands.append(fixedDemand(.server, band: CPUDemand.serverBand))
    }
    for queue in queues {
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
    let plan = device.plan(demands, at: time)
    let byOrdinal = QueuesByOrdinal(queues)
    for thread in plan.rotated {
      if case .worker(let ordinal) = thread { byOrdinal[ordinal]?.runnableSince = time }
    }
    for move in plan.moves {
      recordSlice(move.thread, from: move.from, to: move.to, at: time, queues: byOrdinal)
      guard case .worker(let ordinal) = move.thread, let queue = byOrdinal[ordinal] else {
        continue
      }
      queue.core = move.to
      moved(queue, to: move.to, at: time)
    }
    for queue in queues {
      while let core = queue.core, let head = queue.nextTask(at: time) {
        head.cores.append(device.scheduler.cores[core].label)
        start(head, queue)
      }
    }
    quantumEnd = device.scheduler.nextQuantumEnd(demands)
    let working = queues.filter { $0.core != nil && $0.running is DrawTask }.count
    peakBusy = max(peakBusy, working)
  }

  private func fixedDemand(_ thread: CPUDemand.Thread, band: Int) -> CPUDemand {
    CPUDemand(
      thread: thread, band: band, since: 0, ordinal: -1, efficiencyOnly: false,
      quantum: QoS.userInteractive.quantum)
  }

  /// A worker thread got, lost or changed its core: account for the wait and the switch of
  /// the task it runs.
  private func moved(_ queue: RenderQueue, to: Int?, at time: Micros) {
    guard let to else {
      queue.running?.waitingSince = time
      return
    }
    let label = device.scheduler.cores[to].label
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

  /// Closes the thread's open slice and opens one on its new core.
  private func recordSlice(
    _ thread: CPUDemand.Thread, from: Int?, to: Int?, at time: Micros,
    queues byOrdinal: QueuesByOrdinal
  ) {
    let name: String
    switch thread {
    case .main: name = "main"
    case .server: name = "render-server"
    case .worker(let ordinal): name = byOrdinal[ordinal]?.label ?? "worker \(ordinal)"
    }
    if from != nil { context.recording.cpuSliceLog.close(thread, at: time) }
    if let core = device.core(to) {
      context.recording.cpuSliceLog.open(thread, name: name, core: core.label, at: time)
    }
  }

  // MARK: - Work on the cores

  /// When the task `queue`'s thread runs reaches its next mark at the speed of the core it
  /// holds (nil off-core or with no mark left).
  func nextMarkTime(of queue: RenderQueue) -> Micros? {
    queue.running?.nextCheckTime(speed: device.speed(of: queue.core))
  }

  /// Brings the running tasks of `queues` to `time` at the clocks in force since the last
  /// event, then the clocks themselves under the last plan's load.
  func advance(_ queues: [RenderQueue], to time: Micros) {
    for queue in queues {
      queue.running?.progress(to: time, speed: device.speed(of: queue.core))
    }
    device.advanceClocks(to: time)
  }

  /// How long main's `work` (µs at peak) takes from `start`, main busy since `busySince`, at
  /// the P cluster's clock (`DeviceCores.mainWorkTime`).
  func mainWorkTime(_ work: Micros, at start: Micros, busySince: Micros) -> Micros {
    device.mainWorkTime(work, at: start, busySince: busySince)
  }

  // MARK: - The clocks

  /// The cluster clocks and the levels they ran at.
  public var clocks: CPUClocks { device.clocks }

  /// Switches how the clocks (of the chip `spec`) behave; they restart from the floor
  /// (dynamic) at `time`.
  func setClockMode(_ mode: CPUClockMode, spec: CPUClockSpec, at time: Micros) {
    device.setClockMode(mode, spec: spec, at: time)
  }

  /// UIKit tells the performance controller a burst is coming (a scroll beginning, a scroll
  /// frame bringing a new cell on screen): main's cluster is at peak from `time`
  /// (`CPUClockMode.dynamic`); a varied run's gesture brings its `warmth` too.
  func hintBurst(at time: Micros, warmth: ClockWarmth? = nil) {
    device.hintBurst(at: time, warmth: warmth)
  }

  /// What the threads' CPU time between `start` and `end` ran at, summed by kind of thread:
  /// main, the render server, the app's workers — the slices this planner recorded, at the
  /// levels its clocks ran at (for `stats` and `explain`).
  func clockTally(from start: Micros, to end: Micros) -> (
    main: CPUClockTally, server: CPUClockTally, workers: CPUClockTally
  ) {
    let history = device.clockHistory(upTo: end)
    var main = CPUClockTally()
    var server = CPUClockTally()
    var workers = CPUClockTally()
    for slice in context.recording.cpuSlices(upTo: end) where slice.end > start && slice.start < end
    {
      let kind: CPUCore.Kind = slice.core.hasPrefix("E") ? .efficiency : .performance
      let tally = history.tally(kind, from: max(start, slice.start), to: min(end, slice.end))
      switch slice.thread {
      case "main": main.add(tally)
      case "render-server": server.add(tally)
      default: workers.add(tally)
      }
    }
    return (main, server, workers)
  }
}

/// The render queues by ordinal, for a plan's moves. A queue's ordinal is its place in the
/// pool's list (each is made with the list's count), so the lookup is an index, checked;
/// a list in another order falls back to a search.
struct QueuesByOrdinal {
  private let queues: [RenderQueue]

  init(_ queues: [RenderQueue]) {
    self.queues = queues
  }

  subscript(ordinal: Int) -> RenderQueue? {
    if queues.indices.contains(ordinal), queues[ordinal].ordinal == ordinal {
      return queues[ordinal]
    }
    return queues.first { $0.ordinal == ordinal }
  }
}
