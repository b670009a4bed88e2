import DequeModule

/// A serial dispatch queue: runs one task at a time, in the order they were added.
final class RenderQueue {
  let label: String
  let qos: QoS
  /// Creation order, the last tie-break when several queues could start at once.
  let ordinal: Int
  var pending: Deque<WorkerTask> = []
  var running: WorkerTask?
  /// The core its thread holds (an index into the device's cores), nil when off-core.
  var core: Int?
  /// When its thread joined the back of its QoS class for a core (see `CPUDemand.since`).
  var runnableSince: Micros?
  /// Whether it was runnable at the last plan: a difference asks for a new plan.
  var plannedRunnable = false

  init(label: String, qos: QoS, ordinal: Int) {
    self.label = label
    self.qos = qos
    self.ordinal = ordinal
  }

  /// The first pending task starts running on its thread at `time`; the time since it
  /// arrived counts as waiting for a core.
  func startHead(at time: Micros) {
    guard let task = pending.popFirst() else { return }
    running = task
    task.started = time
    task.lastUpdate = time
    task.waited = max(0, time - task.readyAt)
  }

  /// Tasks queued or running, what AsyncDraw's picker calls the outstanding count.
  var outstanding: Int { pending.count + (running == nil ? 0 : 1) }

  /// True when its thread wants a core at `time`: a task runs, or the next one has arrived.
  func isRunnable(at time: Micros) -> Bool {
    running != nil || (pending.first.map { $0.readyAt <= time } ?? false)
  }
}
