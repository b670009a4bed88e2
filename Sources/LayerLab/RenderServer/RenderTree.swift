/// A committed or presented layer tree, flattened back to front: the order render prepare
/// walks it in ("parent to child and sibling to sibling, so that layers run back to front",
/// Tech Talk 10857) and the GPU composites it in.
public struct RenderTree: Sendable {
  /// One layer of the tree.
  public struct Node: Sendable {
    public var name: String
    /// Index of the superlayer's node in `nodes` (always earlier), nil for a root.
    public var parent: Int?
    /// 0 for a root.
    public var depth: Int
    /// Whether any sublayer is in the tree: what makes corner clipping and group opacity
    /// need an offscreen pass (WWDC14 419; Tech Talk 10857).
    public var hasSublayers: Bool
    public var state: LayerSnapshot

    /// Public so code outside the model (the benchmark) can build a tree without live layers.
    public init(
      name: String, parent: Int?, depth: Int, hasSublayers: Bool, state: LayerSnapshot
    ) {
      self.name = name
      self.parent = parent
      self.depth = depth
      self.hasSublayers = hasSublayers
      self.state = state
    }
  }

  public private(set) var nodes: [Node] = []

  public init(nodes: [Node] = []) {
    self.nodes = nodes
  }

  /// The tree of `layers` (roots in the order given), reading each layer's state through
  /// `state`. A layer with no state (never committed) or a hidden one is left out with its
  /// sublayers, as Core Animation neither renders a hidden layer nor its subtree.
  public init(roots layers: some Sequence<Layer>, state: (Layer) -> LayerSnapshot?) {
    var nodes: [Node] = []
    // Every layer may be a node: room for them at once, not a copy of the nodes (each with its
    // layer's state) at every doubling — 1.6 % of a long scroll, where every commit builds one.
    nodes.reserveCapacity(layers.underestimatedCount)
    func visit(_ layer: Layer, parent: Int?, depth: Int) {
      guard let snapshot = state(layer), !snapshot.hidden else { return }
      let index = nodes.count
      nodes.append(
        Node(
          name: layer.name, parent: parent, depth: depth, hasSublayers: false, state: snapshot))
      for sublayer in layer.sublayers {
        let before = nodes.count
        visit(sublayer, parent: index, depth: depth + 1)
        if nodes.count > before { nodes[index].hasSublayers = true }
      }
    }
    for layer in layers where !layer.isSublayer {
      visit(layer, parent: nil, depth: 0)
    }
    self.nodes = nodes
  }
}

extension RenderTree {
  /// The tree with the layers named in `names` cross-fading (a `contents` transition running).
  func crossfading(_ names: Set<String>) -> RenderTree {
    guard !names.isEmpty else { return self }
    var tree = self
    for index in tree.nodes.indices where names.contains(tree.nodes[index].name) {
      tree.nodes[index].state.crossfading = true
    }
    return tree
  }
}

#if DEBUG
  extension RenderTree {
    /// The same layers in the same places with the same committed geometry and contents
    /// (`RenderServer.priceWaiting`'s check of a tree built after the commit).
    func sameLayers(as other: RenderTree) -> Bool {
      nodes.count == other.nodes.count
        && zip(nodes, other.nodes).allSatisfy { a, b in
          a.name == b.name && a.parent == b.parent && a.depth == b.depth
            && a.hasSublayers == b.hasSublayers && a.state.frame == b.state.frame
            && a.state.hidden == b.state.hidden && a.state.crossfading == b.state.crossfading
            && a.state.opaque == b.state.opaque && a.state.clip == b.state.clip
            && (a.state.contents == nil) == (b.state.contents == nil)
        }
    }
  }
#endif
