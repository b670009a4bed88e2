/// Turns a render tree into the quads the GPU composites, back to front, and records per
/// layer what does not depend on occlusion: scaling, pixel alignment, offscreen passes.
struct QuadBuilder {
  let tree: RenderTree
  let screen: PixelRect
  let scale: Double
  let hits: Set<Int>
  private(set) var quads: [CompositeQuad] = []
  private(set) var walked = 0

  init(tree: RenderTree, screen: PixelRect, scale: Double, hits: Set<Int>) {
    self.tree = tree
    self.screen = screen
    self.scale = scale
    self.hits = hits
  }

  /// Fills `results` (one per node) and `quads`.
  mutating func build(into results: inout [CompositeAnalysis.NodeResult]) {
    let count = tree.nodes.count
    let (clips, alpha) = QuadBuilder.cuts(of: tree, screen: screen, scale: scale)
    /// The raster hit a node is drawn inside, if any.
    var cachedBy = [Int?](repeating: nil, count: count)
    var own: [CompositeQuad] = []
    for (index, node) in tree.nodes.enumerated() {
      cachedBy[index] = node.parent.flatMap { cachedBy[$0] ?? (hits.contains($0) ? $0 : nil) }
      if cachedBy[index] != nil { results[index].cached = true } else { walked += 1 }
      guard let clip = clips[index], alpha[index] > 0 else { continue }
      appendQuads(of: index, clip: clip, alpha: alpha[index], to: &own, result: &results[index])
    }
    var subtree = [PixelRect?](repeating: nil, count: count)
    for quad in own {
      subtree[quad.node] = subtree[quad.node].map { $0.union(quad.rect) } ?? quad.rect
    }
    for index in stride(from: count - 1, through: 0, by: -1) {
      results[index].bounds = subtree[index]
      guard let parent = tree.nodes[index].parent, let rect = subtree[index] else { continue }
      subtree[parent] = subtree[parent].map { $0.union(rect) } ?? rect
    }
    for (index, node) in tree.nodes.enumerated() where cachedBy[index] == nil {
      let reasons = OffscreenPass.reasons(for: node)
      // A raster-cache hit composites the cached bitmap, which already holds the layer's
      // shadow and its subtree (CALayer.shouldRasterize doc: "includes shadows and filters";
      // its opacity is applied when compositing): no pass of any kind.
      let passes = hits.contains(index) ? [] : reasons
      guard let rect = subtree[index], !passes.isEmpty else { continue }
      results[index].passes = passes
      results[index].passRect = rect
      if passes.contains(.shadow) {
        let shadow = own.first { $0.node == index && $0.kind == .shadow }?.rect.area ?? 0
        results[index].blurReads =
          shadow * GPUCosts.blurReadsPerPixel(radius: node.state.style.shadowRadius, scale: scale)
      }
    }
    quads = own.filter { cachedBy[$0.node] == nil && !hits.contains($0.node) }
    for index in hits.sorted() where index < count && cachedBy[index] == nil {
      guard let rect = subtree[index] else { continue }
      let at = quads.firstIndex { $0.node > index } ?? quads.endIndex
      quads.insert(
        CompositeQuad(node: index, kind: .raster, rect: rect, opaque: false, readsPerPixel: 1),
        at: at)
    }
  }

  /// What each node's own quads are cut to (the screen, its `clip`, every `masksToBounds`
  /// ancestor's frame; nil when nothing is left) and its opacity times its ancestors': the
  /// one clipping rule the composite and the blank-area count (`ContentCoverage`) share.
  static func cuts(
    of tree: RenderTree, screen: PixelRect, scale: Double
  ) -> (clips: [PixelRect?], alpha: [Double]) {
    let count = tree.nodes.count
    var alpha = [Double](repeating: 1, count: count)
    var clips = [PixelRect?](repeating: nil, count: count)
    /// What a node's sublayers are cut to: its own cut, and its frame if it masks to bounds.
    var childClip = [PixelRect?](repeating: nil, count: count)
    for (index, node) in tree.nodes.enumerated() {
      let state = node.state
      let parentClip = node.parent.map { childClip[$0] } ?? screen
      alpha[index] = state.style.unitAlpha * (node.parent.map { alpha[$0] } ?? 1)
      var clip = parentClip
      if let cut = state.clip {
        clip = clip.flatMap { c in PixelRect(points: cut, scale: scale, within: c) }
      }
      clips[index] = clip
      childClip[index] =
        state.style.masksToBounds
        ? clip.flatMap { PixelRect(points: state.frame, scale: scale, within: $0) } : clip
    }
    return (clips, alpha)
  }

  /// A node's shadow, background and contents quads, back to front.
  private func appendQuads(
    of index: Int, clip: PixelRect, alpha: Double, to quads: inout [CompositeQuad],
    result: inout CompositeAnalysis.NodeResult
  ) {
    let state = tree.nodes[index].state
    let style = state.style
    let full = alpha >= 1
    if style.hasShadow {
      let r = style.shadowRadius.isFinite ? max(0, style.shadowRadius) : 0
      let shape = Rect(
        x: state.frame.x + style.shadowOffset.width - r,
        y: state.frame.y + style.shadowOffset.height - r,
        width: state.frame.width + 2 * r, height: state.frame.height + 2 * r)
      if let rect = PixelRect(points: shape, scale: scale, within: clip) {
        quads.append(
          CompositeQuad(node: index, kind: .shadow, rect: rect, opaque: false, readsPerPixel: 1))
      }
    }
    let framePixels = PixelRect(points: state.frame, scale: scale, within: clip)
    if let background = state.backgroundColor, background.a > 0, let rect = framePixels {
      let opaque = background.a == 255 && full && !(style.cornerRadius > 0)
      quads.append(
        CompositeQuad(
          node: index, kind: .background, rect: rect, opaque: opaque, readsPerPixel: 0))
    }
    guard let contents = state.contents else { return }
    let bitmap = contents.bitmap
    let (width, height) = (bitmap.pixelWidth, bitmap.pixelHeight)
    guard width > 0, height > 0 else { return }
    let target = style.contentsGravity.contentRect(
      in: state.frame, pixelWidth: width, pixelHeight: height, scale: scale)
    let edges = [target.x, target.y, target.maxX, target.maxY].map { $0 * scale }
    result.misaligned = edges.contains { abs($0 - $0.rounded()) > 1e-6 }
    let targetArea = (target.width * scale).rounded() * (target.height * scale).rounded()
    // A UIImageView's contents are its decoded image, whatever size it was decoded at: the
    // GPU samples that texture to fill the view (the host keeps a layer-sized bitmap only
    // to show it), so a photo larger than its view is minified there and reads its own
    // pixels, and a downsampled one reads about one per pixel written.
    let (sourceWidth, sourceHeight) =
      contents.decoding.map { ($0.decodedWidth, $0.decodedHeight) } ?? (width, height)
    let sourceArea = Double(sourceWidth) * Double(sourceHeight)
    if style.contentsGravity.scales || contents.decoding != nil, targetArea > 0,
      (target.width * scale).rounded() != Double(sourceWidth)
        || (target.height * scale).rounded() != Double(sourceHeight)
    {
      result.scaled = true
    }
    let cut = style.masksToBounds ? framePixels : clip
    guard let cut, let rect = PixelRect(points: target, scale: scale, within: cut) else {
      return
    }
    // Mid-fade the new bitmap is blended over what lies beneath, however opaque it is.
    let opaque =
      contents.opaque && full && !(style.cornerRadius > 0 && style.masksToBounds)
      && !state.crossfading
    let reads = result.scaled ? max(1, sourceArea / targetArea) : 1
    quads.append(
      CompositeQuad(
        node: index, kind: .contents, rect: rect, opaque: opaque, readsPerPixel: reads))
  }
}
