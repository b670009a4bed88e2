/// An async draw in flight: captured on main, run on a serial queue, checked at C1–C4.
final class DrawTask {
  /// A check the worker makes at a known virtual time.
  enum Check: Equatable {
    /// YYTextLayout's poll before a drawing pass; a cancel is recorded as `draw:PASS`.
    case poll(String)
    case c2
    case c3
  }

  let draw: Int
  let layer: Layer
  /// The sentinel value captured in willDisplay; any other value later means cancelled.
  let captured: Int
  let request: RenderRequest
  let queue: RenderQueue
  /// When the block reaches the queue (dispatch latency after the dispatch on main).
  let readyAt: Micros
  var started: Micros?
  var result: RenderResult?
  /// Upcoming checks with their times, in order; filled when the task starts.
  var checks: [(time: Micros, check: Check)] = []
  /// Virtual time spent drawing up to each check, so a cancel charges only work done.
  var costAtCheck: [Micros] = []
  var nextCheck = 0

  init(
    draw: Int, layer: Layer, captured: Int, request: RenderRequest, queue: RenderQueue,
    readyAt: Micros
  ) {
    self.draw = draw
    self.layer = layer
    self.captured = captured
    self.request = request
    self.queue = queue
    self.readyAt = readyAt
  }

  /// AsyncDraw's checks read the layer's two-state flag, not the sentinel.
  var usesTwoStateFlag = false
  /// The Texture transaction this draw belongs to; its result waits for the others.
  var group: Int?

  /// True when the layer has been marked again since the capture (YYAsyncLayer), or when its
  /// flag says Cancel (AsyncDraw: a later display sets it back to Drawing).
  var isCancelled: Bool { usesTwoStateFlag ? !layer.adDrawing : layer.sentinel != captured }

  /// The time of the next check, or nil before the task starts or after its last check.
  var nextCheckTime: Micros? {
    guard started != nil, checks.indices.contains(nextCheck) else { return nil }
    return checks[nextCheck].time
  }
}
