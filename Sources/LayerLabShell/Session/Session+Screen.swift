import LayerLab
import LayerLabPango
import LayerLabRender

/// `save screen [OVERLAY] FILE.png`: the screen as the last vsync showed it, optionally with a
/// debug overlay over it.
extension Session {
  /// Every layer of the presented tree, back to front, over the page colour, at device scale:
  /// each bitmap fitted to its frame by `contentsGravity` (the default `resize` stretches a
  /// reused cell's old bitmap to its new bounds, as the GPU does), faded by its effective
  /// alpha, its background rounded by `cornerRadius` and its contents too with
  /// `masksToBounds`, cut by its `clip` and every masking ancestor. A layer with nothing on
  /// screen yet is blank: that is how the VVebo blank cell and YYLabel's clear-before-async
  /// flash look. With `overlay`, the overlay's tints are drawn over it.
  func saveScreen(to path: String, overlay: ScreenOverlay? = nil) throws(ShellError) {
    let device = engine.device
    let tree = engine.presentedTree
    let (layers, blank) = Self.compositeLayers(of: tree, scale: device.scale)
    var tints: [CompositeTint] = []
    var figure = "\(blank) blank"
    if overlay == .blank {
      (tints, figure) = ScreenOverlay.blankTints(
        ContentCoverage(tree: tree, device: device), scale: device.scale)
    } else if let overlay {
      let analysis = CompositeAnalysis(tree: tree, device: device)
      (tints, figure) = overlay.tints(for: analysis, scale: device.scale)
    }
    let vsync = engine.server.frames.last.map { "vsync \($0.index)" } ?? "no vsync yet"
    let screen: RenderedImage
    do {
      screen = try TextRenderer.composite(
        width: device.screenWidth, height: device.screenHeight, scale: device.scale,
        page: CellLayout.page, layers: layers, tints: tints)
    } catch {
      throw ShellError(error.message)
    }
    try Self.writePNG(screen, to: path)
    let title = overlay.map { "screen \($0.rawValue)" } ?? "screen"
    narrate(
      "saved \(title) (\(screen.pixelWidth)x\(screen.pixelHeight) px, \(layers.count) layers, "
        + "\(figure), as of \(vsync)) to \(path)")
  }

  /// The composite layers of `tree` and how many show no contents.
  static func compositeLayers(of tree: RenderTree, scale: Double) -> (
    layers: [CompositeLayer], blank: Int
  ) {
    var layers: [CompositeLayer] = []
    var blank = 0
    var alphas: [Double] = []
    var cuts: [Rect?] = []  // what each node's sublayers are cut to
    for node in tree.nodes {
      let state = node.state
      let style = state.style
      let parentAlpha = node.parent.map { alphas[$0] } ?? 1
      let alpha = style.unitAlpha * parentAlpha
      var clip = node.parent.flatMap { cuts[$0] }
      if let own = state.clip { clip = clip.map { $0.intersection(own) ?? .zero } ?? own }
      alphas.append(alpha)
      cuts.append(
        style.masksToBounds
          ? (clip.map { $0.intersection(state.frame) ?? .zero } ?? state.frame) : clip)
      let image = (state.contents?.bitmap as? PangoBitmap)?.image
      if image == nil { blank += 1 }
      let target = image.map {
        style.contentsGravity.contentRect(
          in: state.frame, pixelWidth: $0.pixelWidth, pixelHeight: $0.pixelHeight, scale: scale)
      }
      let shadow =
        style.hasShadow
        ? CompositeShadow(
          opacity: style.shadowOpacity, offsetX: style.shadowOffset.width,
          offsetY: style.shadowOffset.height) : nil
      layers.append(
        CompositeLayer(
          image: image, frame: state.frame, background: state.backgroundColor, clip: clip,
          contentRect: target, alpha: alpha, cornerRadius: style.cornerRadius,
          masksToBounds: style.masksToBounds, shadow: shadow))
    }
    return (layers, blank)
  }
}
