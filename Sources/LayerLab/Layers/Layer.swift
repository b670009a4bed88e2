/// A CALayer of the class its view chose (`layerClass`): a YYAsyncLayer by default — a sentinel
/// and a choice of sync or async display — or AsyncDraw's ADLayer, with a two-state flag
/// (its ``LayerDisplayState``).
public final class Layer {
  public let name: String
  public internal(set) var frame: Rect
  public internal(set) var opaque = false
  public internal(set) var backgroundColor: Color?
  /// How it draws and how its draws in flight are found stale (sentinel or flag, class).
  public internal(set) var display = LayerDisplayState()
  public internal(set) var needsLayout = false
  /// The model value of `contents`, as main last set it.
  public internal(set) var contents: Contents?
  /// The superlayer bounds it is cut to on screen (a table cell's: the table's frame).
  public internal(set) var clip: Rect?
  /// Hidden layers are neither displayed by the commit nor composited (an empty retweet).
  public internal(set) var hidden = false
  /// False while the layer is in no window: a Texture node whose row is off screen keeps its
  /// contents (its display range) but nothing composites it (`ASDisplayNode`'s range states).
  public internal(set) var inWindow = true
  /// Whether a commit displays and composites it: not hidden, and in a window.
  var isShown: Bool { !hidden && inWindow }
  /// The properties that change compositing, not drawing (alpha, corners, shadow, …).
  public internal(set) var style = LayerStyle()
  /// The layer tree: the layer it is a sublayer of, and its own sublayers back to front.
  /// Frames stay in screen points (a LayerLab convention); the tree decides compositing
  /// order, clipping by `masksToBounds`, group opacity and hiding.
  public internal(set) weak var superlayer: Layer? {
    didSet { isSublayer = superlayer != nil }
  }
  /// Whether the layer is a sublayer (`superlayer != nil`), as a plain flag: building the
  /// render tree asks every view's layer at every commit, and a weak load is an atomic
  /// operation. A superlayer that goes away clears its sublayers' flags (`deinit`), as it
  /// clears their weak references.
  public private(set) var isSublayer = false
  public internal(set) var sublayers: [Layer] = []
  /// What the last commit sent, what the screen shows, what changed since.
  public internal(set) var commitState = LayerCommitState()

  init(name: String, frame: Rect) {
    self.name = name
    self.frame = frame
  }

  deinit {
    for sublayer in sublayers { sublayer.isSublayer = false }
  }

  /// The contents the last commit sent.
  public var committed: Contents? { commitState.committed?.contents }
  /// The contents on screen as of the last vsync.
  public var presented: Contents? { commitState.presented?.contents }

  /// A property the commit sends changed on main: the layer is marked for the next commit and
  /// Core Animation's implicit transaction opens, so the commit observer sends the tree.
  func markChanged(in engine: Engine) {
    commitState.changed = true
    engine.main.transaction.open()
  }

  /// Makes `layer` the last (frontmost) sublayer, taking it from any other superlayer.
  func addSublayer(_ layer: Layer) {
    layer.removeFromSuperlayer()
    sublayers.append(layer)
    layer.superlayer = self
  }

  func removeFromSuperlayer() {
    superlayer?.sublayers.removeAll { $0 === self }
    superlayer = nil
  }

  /// The bitmap size a draw of this layer would make, in device pixels.
  public func pixelSize(scale: Double) -> (width: Int, height: Int) {
    (Int((frame.width * scale).rounded(.up)), Int((frame.height * scale).rounded(.up)))
  }

  /// `layerClass=`'s value: `yy` (YYAsyncLayer) or `ad` (ADLayer).
  public var layerClassName: String { display.layerClass.name }
  /// The class's cancellation state as `show` prints it: `sentinel 2`, or `flag Cancel`.
  public var cancellationState: (name: String, value: String) {
    display.layerClass.stateRow(of: self)
  }

  /// The background YYAsyncLayer hands its draw task: only an opaque layer fills it.
  var capturedBackground: Color? { opaque ? backgroundColor : nil }
}
