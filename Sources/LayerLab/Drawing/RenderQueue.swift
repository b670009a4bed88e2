import DequeModule

/// A serial dispatch queue: runs one task at a time, in the order they were added.
final class RenderQueue {
  let label: String
  let qos: QoS
  /// Creation order, the last tie-break when several queues could start at once.
  let ordinal: Int
  var pending: Deque<DrawTask> = []
  var running: DrawTask?

  init(label: String, qos: QoS, ordinal: Int) {
    self.label = label
    self.qos = qos
    self.ordinal = ordinal
  }

  /// Tasks queued or running, what AsyncDraw's picker calls the outstanding count.
  var outstanding: Int { pending.count + (running == nil ? 0 : 1) }
}
