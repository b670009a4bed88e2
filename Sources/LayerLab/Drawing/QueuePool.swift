/// Hands out render queues the way the real pools do, creating them lazily.
///
/// YYDispatchQueuePool keeps, per QoS, min(active cores, 32) serial queues and picks them
/// round-robin with an atomic counter that is incremented *before* use, so the first pick is
/// index 1. Without the pool YYAsyncLayer does the same over min(cores, 16) user-initiated
/// queues labelled "render".
final class QueuePool {
  let kind: PoolKind
  let cores: Int
  private(set) var queues: [RenderQueue] = []
  private var contexts: [QoS: [RenderQueue]] = [:]
  private var counters: [QoS: UInt32] = [:]
  private var textureLanes: [RenderQueue] = []
  private var globalThreads: [RenderQueue] = []
  private var layoutLanes: [RenderQueue] = []

  init(kind: PoolKind, cores: Int) {
    self.kind = kind
    self.cores = max(1, cores)
  }

  /// How many queues a context holds for this pool.
  var queuesPerContext: Int {
    switch kind {
    case .yy, .global: min(cores, 32)
    case .yyFallback: min(cores, 16)
    case .ad: min(cores, 6)
    }
  }

  /// The global queue's threads: GCD brings up a thread per work item until the QoS's
  /// parallelism (the logical CPU count; `pthread_workqueue.c`, devices.md §3 [XNU-WQ]) is
  /// reached, and more only when a worker *blocks* (`Workqueue`: a replacement per blocked
  /// thread after a back-off, 64 in all). Past that a work item waits for the least-loaded
  /// thread (an approximation of GCD's one FIFO per queue).
  static let maxGlobalThreads = Workqueue.constrainedLimit
  /// GCD's blocked threads and its creation back-off.
  var workqueue = Workqueue()

  /// Threads brought up for Texture's node layout so far.
  var layoutLaneCount: Int { layoutLanes.count }

  /// Threads the global queue has brought up so far.
  var globalThreadCount: Int { globalThreads.count }

  /// The next queue for work at `qos`.
  func next(for qos: QoS, at now: Micros) -> RenderQueue {
    switch kind {
    case .ad: return nextAsyncDraw()
    case .global: return globalThread(at: now)
    case .yy, .yyFallback: return nextRoundRobin(for: qos)
    }
  }

  /// ADManager: create a new serial queue while fewer than min(cores, 6) exist; after that
  /// the first queue with the fewest outstanding tasks.
  private func nextAsyncDraw() -> RenderQueue {
    if queues.count < queuesPerContext {
      let queue = RenderQueue(
        label: "ad.serial.\(queues.count)", qos: .userInitiated, ordinal: queues.count)
      queues.append(queue)
      return queue
    }
    let least = queues.map(\.outstanding).min() ?? 0
    return queues.first { $0.outstanding <= least } ?? queues[0]
  }

  /// A thread of the global DEFAULT queue (the `global` pool, and VVebo's draws whatever the
  /// pool): an idle one, else a new one while fewer than the workqueue allows at `now`
  /// (`cores`, plus one per blocked thread whose replacement is due), else the least loaded.
  func globalThread(at now: Micros) -> RenderQueue {
    if let idle = globalThreads.first(where: { $0.outstanding == 0 }) { return idle }
    let limit = min(workqueue.globalThreadLimit(at: now, cores: cores), QueuePool.maxGlobalThreads)
    guard globalThreads.count < limit else {
      let least = globalThreads.map(\.outstanding).min() ?? 0
      return globalThreads.first { $0.outstanding <= least } ?? globalThreads[0]
    }
    let thread = RenderQueue(
      label: "global.thread.\(globalThreads.count)", qos: .default, ordinal: queues.count)
    globalThreads.append(thread)
    queues.append(thread)
    return thread
  }

  /// YYDispatchQueuePool and its fallback: round-robin from index 1.
  private func nextRoundRobin(for qos: QoS) -> RenderQueue {
    let effective = kind == .yyFallback ? QoS.userInitiated : qos
    let context = contexts[effective] ?? makeContext(effective)
    let counter = (counters[effective] ?? 0) &+ 1
    counters[effective] = counter
    return context[Int(counter % UInt32(context.count))]
  }

  private func makeContext(_ qos: QoS) -> [RenderQueue] {
    let prefix = kind == .yyFallback ? "yy.render" : "yy." + qos.rawValue
    let made = (0..<queuesPerContext).map { index in
      RenderQueue(label: "\(prefix).\(index)", qos: qos, ordinal: queues.count + index)
    }
    queues.append(contentsOf: made)
    contexts[qos] = made
    return made
  }

  /// Texture's display queue: a concurrent queue of up to 2 × cores threads, one fewer while
  /// the main run loop tracks a scroll. An idle thread if there is one, else a new one while
  /// under the limit, else the least loaded. (Each thread still needs a core: the CPU
  /// scheduler shares the cores among all of them.)
  func textureLane(tracking: Bool) -> RenderQueue {
    let limit = max(1, cores * 2 - (tracking ? 1 : 0))
    let lanes = textureLanes.prefix(limit)
    if let idle = lanes.first(where: { $0.outstanding == 0 }) { return idle }
    if textureLanes.count < limit {
      let lane = RenderQueue(
        label: "texture.display.\(textureLanes.count)", qos: .userInitiated,
        ordinal: queues.count)
      textureLanes.append(lane)
      queues.append(lane)
      return lane
    }
    let least = lanes.map(\.outstanding).min() ?? 0
    return lanes.first { $0.outstanding <= least } ?? textureLanes[0]
  }

  /// The USER_INITIATED global queue's thread `index` for Texture's node layout
  /// (`NodeLayoutBatch`): made on first use, kept for later reloads, as GCD keeps idle
  /// threads a while.
  func layoutLane(_ index: Int) -> RenderQueue {
    while layoutLanes.count <= index {
      let lane = RenderQueue(
        label: "texture.layout.\(layoutLanes.count)", qos: .userInitiated, ordinal: queues.count)
      layoutLanes.append(lane)
      queues.append(lane)
    }
    return layoutLanes[index]
  }

  /// Every queue created so far with work queued or running.
  var busyQueues: [RenderQueue] { queues.filter { $0.outstanding > 0 } }
}
