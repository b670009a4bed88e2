/// How a layer draws and how a draw in flight is found stale: whether it displays
/// asynchronously, whether it is marked, and its class's cancellation state — YYAsyncLayer's
/// sentinel or ADLayer's two-state flag — with the class that says what marking, displaying
/// and cancelling mean for it (`+layerClass`).
///
/// The sentinel is a counter that goes up on `setNeedsDisplay` (before the layer is marked),
/// at teardown and at the start of a synchronous display; `display` itself does not move it.
/// An async draw captures its value and compares at each checkpoint: any difference means the
/// layer was marked again, so the work in flight is stale and thrown away.
public struct LayerDisplayState {
  public internal(set) var displaysAsynchronously = false
  public internal(set) var needsDisplay = false
  /// YYAsyncLayer's sentinel. An ADLayer has none; for it the workbench counts marks here,
  /// which nothing reads but the trace (`sentinel_end` ≠ `sentinel`: a stale commit).
  public internal(set) var sentinel = 0
  /// What marking, displaying and cancelling mean for this layer (`+layerClass`).
  var layerClass: any LayerClass = LayerClasses.yy
  /// Whether `display` draws off main: the layer asks for it, or its class always does
  /// (an ADLayer).
  var drawsAsynchronously: Bool { displaysAsynchronously || layerClass.alwaysAsync }
  /// AsyncDraw's ADLayer status: true = Drawing (set by display), false = Cancel (set by
  /// setNeedsDisplay). Unlike a counter it is re-armed by the next display.
  public internal(set) var adDrawing = false
}
