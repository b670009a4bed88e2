/// Where a layer stands with the render server: what the last Core Animation commit sent,
/// what the screen showed at the last vsync, and what has changed since the commit — the
/// part of a layer the commit and the render server read and write, apart from the
/// properties the app sets.
public struct LayerCommitState: Sendable {
  /// What the render server has, as of the last Core Animation commit (nil before the
  /// layer's first commit).
  public internal(set) var committed: LayerSnapshot?
  /// What the screen showed at the last vsync: the last frame presented (nil until one with
  /// this layer appears).
  public internal(set) var presented: LayerSnapshot?
  /// Set when a property the render server sees changed since the last commit: the layer
  /// goes in the next one.
  var changed = false
  /// A fade animation on `contents` was added since the last commit (YYLabel's fade).
  var fadeAdded = false
}
