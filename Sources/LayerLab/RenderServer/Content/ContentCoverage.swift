/// What of one layer tree should show content and shows none: the layers that draw (a label,
/// VVebo's cell bitmap, an image view with a URL) whose contents are nil (a YYLabel cleared
/// before its async redraw, VVebo's rows left blank while flinging, a Texture node not yet
/// rendered) or still the placeholder an image view draws before its image arrives.
///
/// Each such layer is cut exactly as the GPU cuts its quads (`QuadBuilder.cuts`: the screen,
/// the layer's `clip`, every `masksToBounds` ancestor; a layer at zero opacity shows nothing),
/// and the blank area is the union of what is left, so a blank label on a blank cell counts
/// once. Occlusion by opaque layers above is not subtracted: a feed puts nothing over its
/// cells' contents, and a layer hidden under another is still one that failed to draw.
///
/// The figure is FlashList's *visible blank area* (`useBlankAreaTracker`,
/// https://shopify.github.io/flash-list/docs/metrics) made two-dimensional: FlashList
/// measures the blank run of a list in points along the scroll axis; a screen of layers has
/// blank pieces anywhere, so this counts device pixels.
public struct ContentCoverage: Sendable, Equatable {
  /// One layer that should show content, as this tree shows it.
  public struct Entry: Sendable, Equatable {
    public var name: String
    /// On screen after clipping (some pixel of it is visible).
    public var visible: Bool
    /// Shows no content, or its placeholder.
    public var blank: Bool
    /// Its visible pixels (nil when not visible).
    public var rect: PixelRect?
  }

  /// The screen's pixels (the viewport: LayerLab's screen is the app's window).
  public var screenPixels: Int
  /// Pixels covered by visible blank layers, each counted once.
  public var blankPixels: Int
  /// Every layer that should show content, in tree order.
  public var entries: [Entry]

  /// The visible blank layers.
  public var blankLayers: [Entry] { entries.filter { $0.visible && $0.blank } }

  /// The blank area as a share of the screen, in per cent (``BlankArea/percent``).
  public var blankPercent: Double {
    BlankArea(screenPixels: screenPixels, blankPixels: blankPixels).percent
  }

  /// What a frame keeps of it: the screen, the blank pixels and how many layers are blank.
  public var area: BlankArea {
    BlankArea(
      screenPixels: screenPixels, blankPixels: blankPixels, blankLayers: blankLayers.count)
  }

  public init(screenPixels: Int = 0, blankPixels: Int = 0, entries: [Entry] = []) {
    self.screenPixels = screenPixels
    self.blankPixels = blankPixels
    self.entries = entries
  }

  /// Measures `tree` on a `screenWidth` × `screenHeight` pt screen at `scale`.
  public init(tree: RenderTree, screenWidth: Double, screenHeight: Double, scale: Double) {
    let safeScale = scale.isFinite && scale > 0 ? scale : 1
    func pixels(_ points: Double) -> Int {
      let value = (points * safeScale).rounded(.up)
      return value.isFinite && value > 0 ? Int(min(value, 1_000_000)) : 0
    }
    let screen = PixelRect(x0: 0, y0: 0, x1: pixels(screenWidth), y1: pixels(screenHeight))
    screenPixels = screen.area
    entries = []
    var needsCuts = false
    for node in tree.nodes where node.state.expectsContent {
      needsCuts = true
      break
    }
    guard needsCuts else {
      blankPixels = 0
      return
    }
    let (clips, alpha) = QuadBuilder.cuts(of: tree, screen: screen, scale: safeScale)
    var blankRects: [PixelRect] = []
    for (index, node) in tree.nodes.enumerated() where node.state.expectsContent {
      let state = node.state
      let rect =
        alpha[index] > 0
        ? clips[index].flatMap { PixelRect(points: state.frame, scale: safeScale, within: $0) }
        : nil
      let blank = state.contents.map(\.placeholder) ?? true
      entries.append(Entry(name: node.name, visible: rect != nil, blank: blank, rect: rect))
      if blank, let rect { blankRects.append(rect) }
    }
    blankPixels = ContentCoverage.unionArea(blankRects)
  }

  /// Measures `tree` on `device`'s screen.
  public init(tree: RenderTree, device: DeviceProfile) {
    self.init(
      tree: tree, screenWidth: device.screenWidth, screenHeight: device.screenHeight,
      scale: device.scale)
  }

  /// The pixels covered by any of `rects`, overlaps once (coordinate compression; a screen
  /// has a handful of blank layers, so the grid stays small).
  public static func unionArea(_ rects: [PixelRect]) -> Int {
    if rects.count <= 1 { return rects.first?.area ?? 0 }
    let xs = Array(Set(rects.flatMap { [$0.x0, $0.x1] })).sorted()
    let ys = Array(Set(rects.flatMap { [$0.y0, $0.y1] })).sorted()
    var total = 0
    for row in 0..<(ys.count - 1) {
      let (y0, y1) = (ys[row], ys[row + 1])
      for column in 0..<(xs.count - 1) {
        let (x0, x1) = (xs[column], xs[column + 1])
        if rects.contains(where: { $0.x0 <= x0 && $0.x1 >= x1 && $0.y0 <= y0 && $0.y1 >= y1 }) {
          total += (x1 - x0) * (y1 - y0)
        }
      }
    }
    return total
  }
}
