/// A YYAsyncLayer: a CALayer with a sentinel and a choice of sync or async display.
///
/// The sentinel is a counter that goes up on `setNeedsDisplay` (before the layer is marked),
/// at teardown and at the start of a synchronous display; `display` itself does not move it.
/// An async draw captures its value and compares at each checkpoint: any difference means
/// the layer was marked again, so the work in flight is stale and thrown away.
public final class Layer {
  public let name: String
  public internal(set) var frame: Rect
  public internal(set) var opaque = false
  public internal(set) var backgroundColor: Color?
  public internal(set) var displaysAsynchronously = false
  public internal(set) var needsDisplay = false
  public internal(set) var needsLayout = false
  public internal(set) var sentinel = 0
  /// AsyncDraw's ADLayer status: true = Drawing (set by display), false = Cancel (set by
  /// setNeedsDisplay). Unlike a counter it is re-armed by the next display.
  public internal(set) var adDrawing = false
  /// The model value of `contents`, as main last set it.
  public internal(set) var contents: Contents?
  /// What the render server has: the contents as of the last Core Animation commit.
  public internal(set) var committed: Contents?
  /// What the screen showed at the last vsync: the commit before it.
  public internal(set) var presented: Contents?
  /// The superlayer bounds it is cut to on screen (a table cell's: the table's frame).
  public internal(set) var clip: Rect?
  /// Hidden layers are neither displayed by the commit nor composited (an empty retweet).
  public internal(set) var hidden = false
  /// Where the render server has the layer and whether it shows it: as of the last commit,
  /// and as of the last vsync (nil until the first commit; then the live values are not what
  /// the screen shows, because a scrolled cell moves before its commit).
  public internal(set) var committedFrame: Rect?
  public internal(set) var committedHidden: Bool?
  public internal(set) var presentedFrame: Rect?
  public internal(set) var presentedHidden: Bool?
  /// Set when a property the render server sees changed since the last commit.
  var changedSinceCommit = false

  init(name: String, frame: Rect) {
    self.name = name
    self.frame = frame
  }

  /// The bitmap size a draw of this layer would make, in device pixels.
  public func pixelSize(scale: Double) -> (width: Int, height: Int) {
    (Int((frame.width * scale).rounded(.up)), Int((frame.height * scale).rounded(.up)))
  }

  /// The background YYAsyncLayer hands its draw task: only an opaque layer fills it.
  var capturedBackground: Color? { opaque ? backgroundColor : nil }
}
