import DequeModule

/// A worker thread: the thread of a serial dispatch queue, which runs its own `pending` tasks
/// one at a time in the order they were added, or one of a concurrent queue's threads, which
/// takes the head of that queue's shared FIFO whenever it is free (`ConcurrentQueue`).
final class RenderQueue {
  let label: String
  let qos: QoS
  /// Creation order, the last tie-break when several queues could start at once.
  let ordinal: Int
  /// The concurrent queue whose items it takes; nil for a serial queue.
  ///
  /// Unowned, not weak: the concurrent queue owns its threads, and both live in one
  /// `QueuePool`, which iterates its threads only while it lives. A weak reference moved the
  /// queue's reference count to a side table, so every retain and release of it — asked at
  /// every worker event, for every thread, by the core planner — took the slow path: with the
  /// weak loads, 6–7 % of a 20-run compare's host time (perf).
  unowned let concurrent: ConcurrentQueue?
  /// A serial queue's tasks, bound to it at dispatch (empty for a concurrent queue's thread).
  var pending: Deque<WorkerTask> = []
  var running: WorkerTask?
  /// The core its thread holds (an index into the device's cores), nil when off-core.
  var core: Int?
  /// When its thread joined the back of its QoS class for a core (see `CPUDemand.since`).
  var runnableSince: Micros?
  /// Whether it was runnable at the last plan: a difference asks for a new plan.
  var plannedRunnable = false

  init(label: String, qos: QoS, ordinal: Int, concurrent: ConcurrentQueue? = nil) {
    self.label = label
    self.qos = qos
    self.ordinal = ordinal
    self.concurrent = concurrent
  }

  /// The task it would start at `time`: nothing while one runs; else its own first pending
  /// task, or its concurrent queue's head, once that has arrived.
  func nextTask(at time: Micros) -> WorkerTask? {
    guard running == nil else { return nil }
    if let concurrent { return concurrent.head(for: self, at: time) }
    guard let head = pending.first, head.readyAt <= time else { return nil }
    return head
  }

  /// When the task it waits for arrived (the start of its wait for a core), if any.
  var headReadyAt: Micros? {
    if let concurrent { return concurrent.headReadyAt }
    return pending.first?.readyAt
  }

  /// The next task starts running on its thread at `time` — a concurrent queue's head is
  /// bound to this thread now; the time since it arrived counts as waiting for a core.
  func startHead(at time: Micros) {
    let next: WorkerTask?
    if let concurrent { next = concurrent.popHead() } else { next = pending.popFirst() }
    guard let task = next else { return }
    task.queue = self
    running = task
    task.started = time
    task.lastUpdate = time
    task.waited = max(0, time - task.readyAt)
  }

  /// Tasks queued or running, what AsyncDraw's picker calls the outstanding count.
  var outstanding: Int { pending.count + (running == nil ? 0 : 1) }

  /// True when its thread wants a core at `time`: a task runs, or one has arrived for it (for
  /// a concurrent queue's thread: one of the arrived items is its to take).
  func isRunnable(at time: Micros) -> Bool {
    if let concurrent { return concurrent.wantsCore(self, at: time) }
    return running != nil || (pending.first.map { $0.readyAt <= time } ?? false)
  }
}
