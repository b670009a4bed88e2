// TEMPORARY (branch `wire` only): the contract of the `gpu` helper's model, so the render
// server can be wired before it merges. Deleted at the merge.
public struct RenderCost: Sendable, Equatable {
  public var layers = 0
  public var prepare: Micros = 0
  public var execute: Micros = 0
  public var pixelsWritten = 0
  public var blendedPixels = 0
  public var pixelsRead = 0
  public var offscreenPasses = 0
  public var rasterHits = 0
  public var rasterMisses = 0
}

public struct GPUModel: Sendable {
  public init() {}
  public mutating func render(_ tree: RenderTree, at time: Micros, device: DeviceProfile)
    -> RenderCost
  {
    var cost = RenderCost()
    cost.layers = tree.nodes.count
    cost.prepare = Micros(tree.nodes.count * 2)
    for node in tree.nodes {
      let area = Int(node.state.frame.width * node.state.frame.height * device.scale * device.scale)
      cost.pixelsWritten += area
    }
    cost.execute = Micros(cost.pixelsWritten / 2000)
    return cost
  }
}
