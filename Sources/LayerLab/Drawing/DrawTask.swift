/// An async draw in flight: captured on main, run on a serial queue, checked at C1–C4.
final class DrawTask {
  /// A check the worker makes at a known virtual time.
  enum Check: Equatable {
    /// YYTextLayout's poll before a drawing pass; a cancel is recorded as `draw:PASS`.
    case poll(String)
    /// AsyncDraw: ADLayer hands its delegate a `canceled` BOOL read once, before drawing; a
    /// delegate told it is cancelled draws nothing, so the check after drawing comes at once.
    case snapshot
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
  /// The checks in order, each at an amount of work (P-core µs) done since the start;
  /// filled when the task starts. When a check comes due depends on the cores it gets.
  var checks: [(work: Micros, check: Check)] = []
  var nextCheck = 0
  /// Work done so far (P-core µs), and when it was last brought up to date.
  var workDone = 0.0
  var lastUpdate: Micros = 0
  /// Time spent on a core since the start (what `draw_us` reports; a cancel pays only this).
  var onCore: Micros = 0
  /// Time runnable without a core: before the start (from `readyAt`) and while preempted.
  var waited: Micros = 0
  /// Since when it has been waiting for a core (nil while it runs).
  var waitingSince: Micros?
  /// The cores it ran on, in order (`E2`, then `P1` after a migration).
  var cores: [String] = []

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
  /// VVebo draws on the global queue without looking at anything; only the block on main
  /// compares the cell's flag (`drawColorFlag`), so a stale draw runs to its end.
  var checksOnMainOnly = false
  /// The Texture transaction this draw belongs to; its result waits for the others.
  var group: Int?
  /// YYLabel's fade: contents this draw sets fade in (a YY async draw of a fading label).
  var fades = false

  /// True when the layer has been marked again since the capture (YYAsyncLayer), or when its
  /// flag says Cancel (AsyncDraw: a later display sets it back to Drawing).
  var isCancelled: Bool { usesTwoStateFlag ? !layer.adDrawing : layer.sentinel != captured }

  /// The time of the next check when running at `speed` from `lastUpdate`, or nil before
  /// the start, after the last check, or off-core (speed nil).
  func nextCheckTime(speed: Double?) -> Micros? {
    guard started != nil, let speed, speed > 0, checks.indices.contains(nextCheck) else {
      return nil
    }
    let remaining = max(0, Double(checks[nextCheck].work) - workDone)
    // A hair below the exact quotient absorbs floating error so a check is never a µs late.
    return lastUpdate + Micros((remaining / speed - 1e-6).rounded(.up))
  }

  /// Brings the work done up to `time` at `speed` (nil: off-core, no progress).
  func progress(to time: Micros, speed: Double?) {
    if let speed, started != nil, time > lastUpdate {
      workDone += Double(time - lastUpdate) * speed
      onCore += time - lastUpdate
    }
    lastUpdate = max(lastUpdate, time)
  }
}
