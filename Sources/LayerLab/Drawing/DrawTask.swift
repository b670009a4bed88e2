/// An async draw in flight: captured on main, run on a worker thread, checked at C1–C4.
final class DrawTask: WorkerTask {
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
  var result: RenderResult?
  /// The checks in order, each at an amount of work (P-core µs) done since the start;
  /// filled when the task starts. When a check comes due depends on the cores it gets.
  var checks: [(work: Micros, check: Check)] = []
  var nextCheck = 0

  init(
    draw: Int, layer: Layer, captured: Int, request: RenderRequest, queue: RenderQueue?,
    readyAt: Micros
  ) {
    self.draw = draw
    self.layer = layer
    self.captured = captured
    self.request = request
    super.init(queue: queue, readyAt: readyAt)
  }

  override var nextMark: Micros? {
    checks.indices.contains(nextCheck) ? checks[nextCheck].work : nil
  }

  /// The layer's class when the draw was dispatched: what its checks read (YYAsyncLayer's
  /// sentinel, ADLayer's flag), whether a cancel tells main, whether main checks (C4).
  var layerClass: any LayerClass = LayerClasses.yy
  /// VVebo draws on the global queue without looking at anything; only the block on main
  /// compares the cell's flag (`drawColorFlag`), so a stale draw runs to its end.
  var checksOnMainOnly = false
  /// The Texture transaction this draw belongs to; its result waits for the others.
  var group: Int?
  /// YYLabel's fade: contents this draw sets fade in (a YY async draw of a fading label).
  var fades = false

  /// True when the layer has been marked again since the capture (YYAsyncLayer), or when its
  /// flag says Cancel (ADLayer: a later display sets it back to Drawing).
  var isCancelled: Bool { layerClass.isCancelled(self) }
}
