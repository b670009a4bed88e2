/// The CALayer properties every view kind has, spelled once and appended to each kind's
/// property table.
///
/// Why none of them redraws: Core Animation does not redisplay a layer for its opacity,
/// corners, shadow, rasterization or gravity — the render server composites the same
/// contents differently. Setting one only marks the layer for the next commit. A kind whose
/// own row of the same name means something else keeps its row (`excluding`): a label's
/// `opaque` and `backgroundColor` redraw (YYAsyncLayer captures them at display), and its
/// `shadowOffset` is UILabel's text shadow, not the layer's.
enum LayerStyleRows {
  /// The rows, in `show` order, minus those named in `excluding`.
  static func rows<V: View>(excluding: Set<String> = []) -> [ViewProperty<V>] {
    let all: [ViewProperty<V>] = [
      ViewProperty(
        "opaque", .bool, "the layer declares it covers its bounds (a hint; no redraw)",
        get: { .bool($0.layer.opaque) },
        assign: { if case .bool(let v) = $1 { $0.layer.opaque = v } }, effect: commit),
      ViewProperty(
        "alpha", .number(0...1), "layer opacity; below 1 the GPU blends it (and its sublayers)",
        get: { .number($0.layer.style.alpha) },
        assign: { if case .number(let v) = $1 { $0.layer.style.alpha = v } }, effect: commit),
      ViewProperty(
        "backgroundColor", .color(optional: true), "the layer's background colour; nil for none",
        get: { .color($0.layer.backgroundColor) },
        assign: { if case .color(let v) = $1 { $0.layer.backgroundColor = v } }, effect: commit),
      ViewProperty(
        "cornerRadius", .number(0...1000),
        "round the layer's corners (the contents too with masksToBounds)",
        get: { .number($0.layer.style.cornerRadius) },
        assign: { if case .number(let v) = $1 { $0.layer.style.cornerRadius = v } },
        effect: commit),
      ViewProperty(
        "masksToBounds", .bool,
        "clip contents, sublayers and the layer's own shadow to the (rounded) bounds",
        get: { .bool($0.layer.style.masksToBounds) },
        assign: { if case .bool(let v) = $1 { $0.layer.style.masksToBounds = v } },
        effect: commit),
      ViewProperty(
        "shadowOpacity", .number(0...1),
        "the layer's shadow; 0 or masksToBounds draws none (use a shadow container)",
        get: { .number($0.layer.style.shadowOpacity) },
        assign: { if case .number(let v) = $1 { $0.layer.style.shadowOpacity = v } },
        effect: commit),
      ViewProperty(
        "shadowRadius", .number(0...1000), "the layer shadow's blur radius in points",
        get: { .number($0.layer.style.shadowRadius) },
        assign: { if case .number(let v) = $1 { $0.layer.style.shadowRadius = v } },
        effect: commit),
      ViewProperty(
        "shadowOffset", .size(-1000...1000), "the layer shadow's offset dx,dy in points",
        get: { .size($0.layer.style.shadowOffset.width, $0.layer.style.shadowOffset.height) },
        assign: {
          if case .size(let w, let h) = $1 {
            $0.layer.style.shadowOffset = LayerStyle.Offset(width: w, height: h)
          }
        }, effect: commit),
      ViewProperty(
        "shadowPath", .choice(ShadowPath.allCases.map(\.rawValue)),
        "none: the GPU finds the shadow's shape offscreen; bounds: the rounded bounds",
        get: { .choice($0.layer.style.shadowPath.rawValue) },
        assign: {
          if case .choice(let v) = $1 {
            $0.layer.style.shadowPath = ShadowPath(rawValue: v) ?? .none
          }
        }, effect: commit),
      ViewProperty(
        "shouldRasterize", .bool, "render the subtree once into a cached bitmap and reuse it",
        get: { .bool($0.layer.style.shouldRasterize) },
        assign: { if case .bool(let v) = $1 { $0.layer.style.shouldRasterize = v } },
        effect: commit),
      ViewProperty(
        "contentsGravity", .choice(ContentsGravity.allCases.map(\.rawValue)),
        "how the contents fit the bounds: resize scales, center and top do not",
        get: { .choice($0.layer.style.contentsGravity.rawValue) },
        assign: {
          if case .choice(let v) = $1 {
            $0.layer.style.contentsGravity = ContentsGravity(rawValue: v) ?? .resize
          }
        }, effect: commit),
    ]
    // Compositing only: no row here moves a view or changes a text's height.
    return all.filter { !excluding.contains($0.info.name) }.map { $0.looksOnly() }
  }

  /// What each of these setters does: the layer changed for the next commit, and the
  /// implicit transaction is open — no display.
  private static func commit<V: View>(_ view: V, _ engine: Engine, _: PropertyValue?) {
    view.layer.markChanged(in: engine)
  }
}
