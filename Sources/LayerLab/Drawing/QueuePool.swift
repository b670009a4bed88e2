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
  /// ADManager's serial queues.
  private var adQueues: [RenderQueue] = []
  /// The global DEFAULT queue (the `global` pool, and VVebo's draws whatever the pool).
  let global = ConcurrentQueue(label: "global", threadPrefix: "global.thread.", qos: .default)
  /// Texture's display queue.
  let textureDisplay = ConcurrentQueue(
    label: "texture.display", threadPrefix: "texture.display.", qos: .userInitiated)
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
  /// thread after a back-off, 64 in all). Past that a work item waits in the queue's FIFO
  /// for the first thread that is free (`ConcurrentQueue`).
  static let maxGlobalThreads = Workqueue.constrainedLimit
  /// GCD's blocked threads and its creation back-off.
  var workqueue = Workqueue()

  /// Threads brought up for Texture's node layout so far.
  var layoutLaneCount: Int { layoutLanes.count }

  /// Threads the global queue has brought up so far.
  var globalThreadCount: Int { global.threads.count }

  /// Where a draw is sent: a serial queue, whose thread it is bound to at once, or a
  /// concurrent queue, whose first free thread takes it when it comes to the head.
  enum Destination {
    case serial(RenderQueue)
    /// With the most threads the queue may bring up for it.
    case concurrent(ConcurrentQueue, threadLimit: Int)

    var label: String {
      switch self {
      case .serial(let queue): queue.label
      case .concurrent(let queue, _): queue.label
      }
    }

    var qos: QoS {
      switch self {
      case .serial(let queue): queue.qos
      case .concurrent(let queue, _): queue.qos
      }
    }
  }

  /// The destination of the pool's next work at `qos`.
  func next(for qos: QoS, at now: Micros) -> Destination {
    switch kind {
    case .ad: .serial(nextAsyncDraw())
    case .global: globalQueue(at: now)
    case .yy, .yyFallback: .serial(nextRoundRobin(for: qos))
    }
  }

  /// Sends `task` to `destination`: bound to the serial queue's thread now, or put at the
  /// back of the concurrent queue's FIFO (which may bring up a thread).
  func send(_ task: WorkerTask, to destination: Destination) {
    switch destination {
    case .serial(let queue):
      task.queue = queue
      queue.pending.append(task)
    case .concurrent(let concurrent, let limit):
      if let thread = concurrent.enqueue(task, threadLimit: limit, ordinal: queues.count) {
        queues.append(thread)
      }
    }
  }

  /// The concurrent queues, for the scheduler's look at arrivals.
  var concurrentQueues: [ConcurrentQueue] { [global, textureDisplay] }

  /// ADManager: create a new serial queue while fewer than min(cores, 6) exist; after that
  /// the first queue with the fewest outstanding tasks.
  /// Only its own queues count: the global queue's, Texture's and the layout threads are not
  /// ADManager's.
  private func nextAsyncDraw() -> RenderQueue {
    if adQueues.count < queuesPerContext {
      let queue = RenderQueue(
        label: "ad.serial.\(adQueues.count)", qos: .userInitiated, ordinal: queues.count)
      adQueues.append(queue)
      queues.append(queue)
      return queue
    }
    let least = adQueues.map(\.outstanding).min() ?? 0
    return adQueues.first { $0.outstanding <= least } ?? adQueues[0]
  }

  /// The global DEFAULT queue (the `global` pool, and VVebo's draws whatever the pool). It
  /// may bring up threads while fewer exist than the workqueue allows at `now`: `cores`, plus
  /// one per blocked thread whose replacement is due.
  func globalQueue(at now: Micros) -> Destination {
    let limit = min(workqueue.globalThreadLimit(at: now, cores: cores), QueuePool.maxGlobalThreads)
    return .concurrent(global, threadLimit: limit)
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
  /// the main run loop tracks a scroll (`ASAsyncTransactionQueue`'s `maxThreads`, checked
  /// when an operation is scheduled). Each thread still needs a core: the CPU scheduler
  /// shares the cores among all of them.
  func textureDisplayQueue(tracking: Bool) -> Destination {
    .concurrent(textureDisplay, threadLimit: max(1, cores * 2 - (tracking ? 1 : 0)))
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
