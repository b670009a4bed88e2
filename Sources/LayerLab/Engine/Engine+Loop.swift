/// The discrete-event loop: picks the earliest of main work, worker checks and vsyncs.
extension Engine {
  /// The most events one `advance` may process before it gives up.
  public static let eventBudget = 20_000_000
  /// How much virtual time `run until idle` may spend before reporting it is still busy.
  public static let idleCap: Micros = 60_000_000

  /// Runs the simulation until `unit` is reached.
  ///
  /// - Parameter interrupted: polled between events; returning true stops the run with the
  ///   state consistent (every event is processed whole).
  @discardableResult
  public func advance(_ unit: StepUnit, interrupted: () -> Bool = { false }) -> StopReason {
    let startStops = stopsCompleted
    let startTurns = turnsCompleted
    let startVsync = nextVsync
    let start = now
    var processed = 0
    while true {
      switch unit {
      case .activity where stopsCompleted > startStops: return settle(.reached)
      case .turn where turnsCompleted > startTurns: return settle(.reached)
      case .frame where nextVsync > startVsync: return settle(.reached)
      case .idle where isIdle: return settle(.reached)
      default: break
      }
      processed += 1
      if processed > Engine.eventBudget { return settle(.budget) }
      if processed % 1024 == 0, interrupted() { return settle(.interrupted) }
      let next = nextEvent()
      if case .duration(let span) = unit, next.time > start + span {
        now = max(now, start + span)
        return settle(.reached)
      }
      if case .idle = unit, next.time > start + Engine.idleCap {
        now = max(now, start + Engine.idleCap)
        return settle(.notIdle(Engine.idleCap))
      }
      process(next)
    }
  }

  /// What happens next and when.
  enum NextEvent {
    case vsync(Micros)
    case main(Micros)
    case worker(Micros)
    case network(Micros)

    var time: Micros {
      switch self {
      case .vsync(let t), .main(let t), .worker(let t), .network(let t): t
      }
    }
  }

  /// The earliest event; at equal times a vsync goes first (the render server presents at
  /// the vsync itself), then main, then workers (so a main-thread `setNeedsDisplay` at the
  /// very time of a check cancels it).
  func nextEvent() -> NextEvent {
    var best = NextEvent.vsync(device.vsyncTime(nextVsync))
    let mainTime = nextMainTime()
    if mainTime < best.time { best = .main(mainTime) }
    if let workerTime = nextWorkerTime(), workerTime < best.time { best = .worker(workerTime) }
    if let networkTime = nextNetworkTime(), networkTime < best.time {
      best = .network(networkTime)
    }
    return best
  }

  func process(_ event: NextEvent) {
    switch event {
    case .vsync(let t):
      now = max(now, t)
      presentFrame(at: t)
    case .main(let t):
      now = max(now, t)
      runMainStep(at: t)
    case .worker(let t):
      now = max(now, t)
      runWorkerEvent(at: t)
    case .network(let t):
      now = max(now, t)
      runNetworkEvent(at: t)
    }
  }

  /// Processes whatever falls before main is free again, then moves `now` there, so the
  /// next typed statement runs when main could really take it.
  func settle(_ reason: StopReason) -> StopReason {
    var guardCount = 0
    while guardCount < Engine.eventBudget {
      guardCount += 1
      // The earliest non-main event before main is free; at equal times the vsync first,
      // then workers, then the network (as `nextEvent` orders them).
      var next: NextEvent = .vsync(device.vsyncTime(nextVsync))
      if let t = nextWorkerTime(), t < next.time { next = .worker(t) }
      if let t = nextNetworkTime(), t < next.time { next = .network(t) }
      guard next.time < mainFreeAt else { break }
      process(next)
    }
    now = max(now, mainFreeAt)
    return reason
  }

  /// True when nothing is pending anywhere: main sleeps with no input, block, transaction,
  /// mark or uncommitted change waiting, and every render queue is empty.
  public var isIdle: Bool {
    guard case .sleeping(poll: false) = phase, agenda.isEmpty else { return false }
    guard wakeRequestedAt == nil, typedInputs == 0, scheduled.isEmpty, mainQueue.isEmpty,
      tasks.isEmpty, taskSet.isEmpty, !caTransactionOpen, textureGroups.isEmpty,
      imageOperations.isEmpty
    else { return false }
    guard !tables.contains(where: { $0.motion != nil }) else { return false }
    return !views.values.contains {
      ($0.layer.needsDisplay && !$0.layer.hidden) || $0.layer.needsLayout
    }
  }

  /// A short description of what keeps the engine busy (for `run until idle` failures).
  public var busyReasons: [String] {
    var reasons: [String] = []
    if !tasks.isEmpty { reasons.append("\(tasks.count) draws in flight") }
    if !mainQueue.isEmpty { reasons.append("\(mainQueue.count) main-queue blocks") }
    if !scheduled.isEmpty { reasons.append("\(scheduled.count) scheduled inputs") }
    if !taskSet.isEmpty { reasons.append("\(taskSet.count) YYTransaction entries") }
    if !imageOperations.isEmpty { reasons.append("\(imageOperations.count) image downloads") }
    for table in tables where table.motion != nil {
      reasons.append("table '\(table.name)' \(table.state)")
    }
    return reasons
  }
}
