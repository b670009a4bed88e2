/// A screen to paint: every layer of a presented tree, back to front, with what each inherits
/// from its ancestors, over a page colour. What `save screen` asks the renderer port for
/// (`LayerRenderer.composite`).
///
/// Why the model builds it and the renderer paints it: what a layer inherits (its ancestors'
/// alpha, the bounds of every masking ancestor) is Core Animation's rule, the same one the GPU
/// model prices, while turning a `LayerStyle` into pixels is the renderer's. Each layer
/// carries its `LayerStyle` whole, so a new layer property needs no conversion here.
public struct ScreenComposite: Sendable {
  /// The screen's size in points and its scale.
  public var width: Double
  public var height: Double
  public var scale: Double
  /// What shows where no layer covers the screen.
  public var page: Color
  /// The page `save screen` shows: VVebo's table background, 250/255 (the feed cell's
  /// `backgroundColor=#FAFAFA`, `Prototypes/feed.lab`).
  public static let feedPage = Color(r: 250, g: 250, b: 250)
  public var layers: [ScreenLayer]
  /// Translucent rectangles over the finished screen (a debug overlay), in points.
  public var tints: [CompositeTint]

  /// The layers of `tree` on `device`'s screen, with `tints` over them.
  public init(tree: RenderTree, device: DeviceProfile, page: Color, tints: [CompositeTint] = []) {
    width = device.screenWidth
    height = device.screenHeight
    scale = device.scale
    self.page = page
    self.tints = tints
    layers = []
    layers.reserveCapacity(tree.nodes.count)
    var alphas: [Double] = []  // each node's effective alpha, for its sublayers
    var cuts: [Rect?] = []  // what each node's sublayers are cut to
    for node in tree.nodes {
      let state = node.state
      let style = state.style
      let inherited = node.parent.map { alphas[$0] } ?? 1
      var clip = node.parent.flatMap { cuts[$0] }
      if let own = state.clip { clip = clip.map { $0.intersection(own) ?? .zero } ?? own }
      alphas.append(style.unitAlpha * inherited)
      cuts.append(
        style.masksToBounds
          ? (clip.map { $0.intersection(state.frame) ?? .zero } ?? state.frame) : clip)
      layers.append(
        ScreenLayer(
          contents: state.contents?.bitmap, frame: state.frame, background: state.backgroundColor,
          clip: clip, inheritedAlpha: inherited, style: style,
          expectsContent: state.expectsContent))
    }
  }

  /// Layers that should show content and show nothing: the blank cells a person looks for
  /// (a container — a plain view, a prototype cell's content view — has nothing to show and
  /// is not blank; the same rule as `stats`' blank frames).
  public var blank: Int { layers.count(where: { $0.expectsContent && $0.contents == nil }) }
}

/// One layer of a `ScreenComposite`, as the screen shows it.
public struct ScreenLayer: Sendable {
  /// The bitmap on screen, nil for a layer with nothing on screen yet (the VVebo blank
  /// cell, YYLabel's clear before an async redraw).
  public var contents: (any Bitmap)?
  /// Where the layer sits, in screen points.
  public var frame: Rect
  public var background: Color?
  /// Its own `clip` cut by every `masksToBounds` ancestor's bounds; nil for none.
  public var clip: Rect?
  /// The product of the ancestors' alpha (each clamped to 0…1): the layer is faded by it
  /// times its own, on its own rather than as a flattened group.
  public var inheritedAlpha: Double
  public var style: LayerStyle
  /// Whether the layer should show content (a label, a drawing cell, an image view with a
  /// URL), as the commit recorded it.
  public var expectsContent = false
}
