/// Why the GPU had to render part of the tree "somewhere else and then copy it over"
/// (Tech Talk 10857): each reason is one offscreen pass, one render-target switch.
///
/// Masks are left out: LayerLab has no mask layers (a mask would be 3 passes, WWDC14 419).
public enum OffscreenPass: String, Sendable, CaseIterable {
  /// A shadow without `shadowPath`: the layer is rendered offscreen to find its alpha, which
  /// is then blurred (Tech Talk 10857; WWDC14 419; WWDC10 425). 1 pass.
  case shadow
  /// `cornerRadius` + `masksToBounds` on a layer with sublayers, so the sublayers are clipped
  /// correctly (Tech Talk 10857 demo). 1 pass. With only its own contents or background there
  /// is none: inferred from that demo and secondary tests (renderloop.md §3, confidence L).
  case cornerClip
  /// Group opacity: `alpha` < 1 on a layer with sublayers (WWDC14 419: opacity ≠ 1 and
  /// "nontrivial content"). 1 pass.
  case groupOpacity
  /// `shouldRasterize` on a cache miss or after the subtree changed (WWDC14 419). 1 pass; a
  /// hit costs none.
  case rasterize

  /// The reason's own pass for `node`, before the raster cache is consulted.
  static func reasons(for node: RenderTree.Node) -> [OffscreenPass] {
    let style = node.state.style
    var reasons: [OffscreenPass] = []
    if style.hasShadow, style.shadowPath == .none { reasons.append(.shadow) }
    if style.cornerRadius > 0, style.masksToBounds, node.hasSublayers {
      reasons.append(.cornerClip)
    }
    if style.alpha < 1, node.hasSublayers { reasons.append(.groupOpacity) }
    if style.shouldRasterize { reasons.append(.rasterize) }
    return reasons
  }
}
