/// What compositing one layer tree asks of the GPU, pixel by pixel: which pixels each layer
/// writes after occlusion, which of them blend, what textures are read, which offscreen
/// passes run, and which contents are scaled or off the pixel grid.
///
/// A pure function of the tree, the screen and the raster cache's verdicts, so the GPU model
/// prices it, the debug overlays draw it, and tests pin it, from one computation.
///
/// Method: every layer becomes up to three quads, back to front (its shadow, its background,
/// its contents; WWDC10 425: "each layer is two triangles", effects extra), each cut to the
/// screen, to the layer's `clip` and to every `masksToBounds` ancestor. All quad edges cut
/// the screen into a grid (coordinate compression); in each grid cell the quads are walked
/// front to back until the first opaque one, because "we don't even bother sending content
/// to the screen that's covered by opaque regions" (WWDC10 425). Exact to the pixel, and
/// O(q²·q) for q quads at worst; rows are filtered first, so a feed's stacked cells cost far
/// less.
public struct CompositeAnalysis: Sendable {
  /// One layer's share of the composite.
  public struct NodeResult: Sendable, Equatable {
    public var name: String
    /// On-screen pixels it writes, after occlusion (shadow, background and contents).
    public var written = 0
    /// Of `written`, the pixels that blend: they also read what lies beneath.
    public var blended = 0
    /// Texture pixels read to write them (contents, a shadow, a cached raster); a scaled
    /// bitmap reads its source size (WWDC10 425).
    public var read = 0
    /// Its offscreen passes, after the raster cache (a hit runs none).
    public var passes: [OffscreenPass] = []
    /// The pixels its passes render offscreen: its subtree's on-screen bounds.
    public var passRect: PixelRect?
    /// Extra pixels its shadow blur reads (an estimate, `GPUCosts.blurReadsPerPixel`).
    public var blurReads = 0
    /// Contents drawn at another size than the bitmap's (Color Misaligned Images: yellow).
    public var scaled = false
    /// Contents not on whole device pixels (Color Misaligned Images: magenta).
    public var misaligned = false
    /// Where its quads fall on screen before occlusion (nil when nothing of it is visible).
    public var bounds: PixelRect?
    /// Drawn from the raster cache as part of an ancestor's (or its own) cached bitmap.
    public var cached = false
  }

  /// The screen in device pixels.
  public let screen: PixelRect
  /// One result per tree node, in the tree's order (back to front).
  public internal(set) var nodes: [NodeResult]
  /// Layers render prepare walked: a raster hit's sublayers are not walked again.
  public internal(set) var walked = 0
  /// Grid lines of the coordinate compression, in device pixels.
  public internal(set) var xs: [Int] = []
  public internal(set) var ys: [Int] = []
  /// Per grid cell (row-major): −1 when no quad covers it, else how many blended quads lie
  /// above the first opaque one (0: an opaque quad is on top).
  public internal(set) var depths: [Int16] = []
  /// Per grid cell: whether an opaque quad was reached.
  public internal(set) var reachesOpaque: [Bool] = []

  /// Analyses `tree` for a `screenWidth` × `screenHeight` pt screen at `scale`; the nodes in
  /// `rasterHits` (indices into `tree.nodes`) are drawn from the raster cache.
  public init(
    tree: RenderTree, screenWidth: Double, screenHeight: Double, scale: Double,
    rasterHits: Set<Int> = []
  ) {
    let safeScale = scale.isFinite && scale > 0 ? scale : 1
    func pixels(_ points: Double) -> Int {
      let value = (points * safeScale).rounded(.up)
      return value.isFinite && value > 0 ? Int(min(value, 1_000_000)) : 0
    }
    screen = PixelRect(x0: 0, y0: 0, x1: pixels(screenWidth), y1: pixels(screenHeight))
    nodes = tree.nodes.map { NodeResult(name: $0.name) }
    var builder = QuadBuilder(tree: tree, screen: screen, scale: safeScale, hits: rasterHits)
    builder.build(into: &nodes)
    walked = builder.walked
    resolveOcclusion(builder.quads)
  }

  /// Analyses `tree` on `device`'s screen.
  public init(tree: RenderTree, device: DeviceProfile, rasterHits: Set<Int> = []) {
    self.init(
      tree: tree, screenWidth: device.screenWidth, screenHeight: device.screenHeight,
      scale: device.scale, rasterHits: rasterHits)
  }

  /// Every pixel written, blended and read, summed over the layers.
  public var totals: (written: Int, blended: Int, read: Int) {
    nodes.reduce((0, 0, 0)) { ($0.0 + $1.written, $0.1 + $1.blended, $0.2 + $1.read) }
  }

  /// The covered grid cells as screen rectangles with their blended depth and whether an
  /// opaque quad was reached: what Color Blended Layers tints.
  public var regions: [(rect: PixelRect, depth: Int, opaque: Bool)] {
    var result: [(rect: PixelRect, depth: Int, opaque: Bool)] = []
    let columns = max(0, xs.count - 1)
    for row in 0..<max(0, ys.count - 1) {
      for column in 0..<columns where depths[row * columns + column] >= 0 {
        let cell = row * columns + column
        result.append(
          (
            PixelRect(x0: xs[column], y0: ys[row], x1: xs[column + 1], y1: ys[row + 1]),
            Int(depths[cell]), reachesOpaque[cell]
          ))
      }
    }
    return result
  }
}
