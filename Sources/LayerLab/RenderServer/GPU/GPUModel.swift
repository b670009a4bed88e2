/// The GPU as the render server drives it: prices each committed tree, and owns the state
/// that lives across frames (the `shouldRasterize` cache).
public struct GPUModel: Sendable {
  private var cache = RasterCache()

  public init() {}

  /// What rendering `tree` at `time` costs on `device`: consults and updates the raster
  /// cache, then prices the composite (`RenderCost.init(analysis:device:)`).
  public mutating func render(
    _ tree: RenderTree, at time: Micros, device: DeviceProfile, cpuSlowdown: Double? = nil
  ) -> RenderCost {
    cache.evict(before: time)
    let (hits, misses) = consultCache(tree, at: time, device: device)
    let analysis = CompositeAnalysis(tree: tree, device: device, rasterHits: hits)
    var cost = RenderCost(analysis: analysis, device: device, cpuSlowdown: cpuSlowdown)
    cost.rasterHits = hits.count
    cost.rasterMisses = misses
    return cost
  }

  /// The rasterized layers drawn from the cache (indices into `tree.nodes`), and how many
  /// missed. A rasterized layer inside a hit's subtree is part of that bitmap and is not
  /// looked up.
  private mutating func consultCache(_ tree: RenderTree, at time: Micros, device: DeviceProfile)
    -> (hits: Set<Int>, misses: Int)
  {
    var hits: Set<Int> = []
    var misses = 0
    let screen = device.screenWidth * device.screenHeight * device.scale * device.scale
    let budget = Int(min(screen * GPUCosts.rasterCacheScreens, 1e12))
    var insideHit = [Bool](repeating: false, count: tree.nodes.count)
    for (index, node) in tree.nodes.enumerated() {
      if let parent = node.parent, insideHit[parent] || hits.contains(parent) {
        insideHit[index] = true
        continue
      }
      guard node.state.style.shouldRasterize else { continue }
      let frame = node.state.frame
      let area = frame.width * frame.height * device.scale * device.scale
      let pixels = area.isFinite && area > 0 ? Int(min(area, 1e12)) : 0
      let signature = Self.signature(of: index, in: tree)
      if cache.lookUp(
        node.name, signature: signature, pixels: pixels, at: time, budget: budget)
      {
        hits.insert(index)
      } else {
        misses += 1
      }
    }
    return (hits, misses)
  }

  /// A hash of what a rasterized subtree's bitmap shows: each layer's contents (which draw,
  /// which bitmap), background, style and frame relative to the root, so moving the whole
  /// subtree (scrolling) keeps the cache while any change inside it misses.
  static func signature(of root: Int, in tree: RenderTree) -> Int {
    var hasher = Hasher()
    let origin = tree.nodes[root].state.frame
    var index = root
    repeat {
      let node = tree.nodes[index]
      let state = node.state
      hasher.combine(node.name)
      hasher.combine(node.depth)
      hasher.combine(state.frame.x - origin.x)
      hasher.combine(state.frame.y - origin.y)
      hasher.combine(state.frame.width)
      hasher.combine(state.frame.height)
      hasher.combine(state.contents?.draw)
      hasher.combine(state.contents.map { ObjectIdentifier($0.bitmap) })
      hasher.combine(state.backgroundColor)
      hasher.combine(state.style)
      index += 1
    } while index < tree.nodes.count && tree.nodes[index].depth > tree.nodes[root].depth
    return hasher.finalize()
  }
}
