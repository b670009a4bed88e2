import LayerLab

/// The debug overlays `save screen` can draw over the screen, after the Core Animation
/// instrument's colour options (WWDC14 419; renderloop.md §2): each tints the regions the
/// GPU model flags.
enum ScreenOverlay: String, CaseIterable, Sendable {
  /// Color Blended Layers: green where an opaque layer is on top, red where pixels blend,
  /// a deeper red for each further blended layer in the stack.
  case blended
  /// Color Offscreen-Rendered Yellow: yellow over each offscreen pass's region, one tint per
  /// pass, so several passes stack darker (WWDC10 425).
  case offscreen
  /// Color Misaligned Images: yellow where contents are scaled, magenta where they are not
  /// on whole device pixels.
  case misaligned
  /// Content latency (no Instruments twin): blue over every visible layer that should show
  /// content and shows none or a placeholder (`ContentCoverage`), cut as the GPU cuts it.
  case blank

  static let green = Color(r: 0, g: 200, b: 0, a: 110)
  static let yellow = Color(r: 255, g: 230, b: 0, a: 100)
  static let magenta = Color(r: 255, g: 0, b: 255, a: 130)
  static let blue = Color(r: 0, g: 90, b: 255, a: 120)

  /// The `blank` overlay's tints: one per blank layer, and the figure `stats` counts.
  static func blankTints(_ coverage: ContentCoverage, scale: Double) -> (
    tints: [CompositeTint], summary: String
  ) {
    let layers = coverage.blankLayers
    let tints = layers.compactMap { entry in
      entry.rect.map { CompositeTint(rect: $0.points(scale: scale), color: Self.blue) }
    }
    let count = layers.count == 1 ? "1 blank layer" : "\(layers.count) blank layers"
    return (
      tints,
      "\(count), \(coverage.blankPixels) px = \(Stats.tenths(coverage.blankPercent)) % of the screen"
    )
  }

  /// Red for a blended stack `depth` layers deep: the first at a light tint, each further one
  /// darker and stronger, up to the fifth.
  static func red(depth: Int) -> Color {
    let step = min(max(depth, 1), 5) - 1
    return Color(r: UInt8(255 - 30 * step), g: 0, b: 0, a: UInt8(110 + 30 * step))
  }

  /// The tints for `analysis`, in points at `scale`, and the figure the saved line reports.
  func tints(for analysis: CompositeAnalysis, scale: Double) -> (
    tints: [CompositeTint], summary: String
  ) {
    var tints: [CompositeTint] = []
    switch self {
    case .blank:
      // Drawn from the content coverage, not the composite (`blankTints`).
      return ([], "")
    case .blended:
      for region in analysis.regions {
        let color = region.depth == 0 ? Self.green : Self.red(depth: region.depth)
        tints.append(CompositeTint(rect: region.rect.points(scale: scale), color: color))
      }
      return (tints, "\(analysis.totals.blended) blended px")
    case .offscreen:
      var passes = 0
      for node in analysis.nodes {
        guard let rect = node.passRect else { continue }
        for _ in node.passes {
          passes += 1
          tints.append(CompositeTint(rect: rect.points(scale: scale), color: Self.yellow))
        }
      }
      return (tints, passes == 1 ? "1 offscreen pass" : "\(passes) offscreen passes")
    case .misaligned:
      var counts = (scaled: 0, misaligned: 0)
      for node in analysis.nodes where node.scaled || node.misaligned {
        guard let rect = node.bounds else { continue }
        if node.scaled { counts.scaled += 1 }
        if node.misaligned { counts.misaligned += 1 }
        let color = node.misaligned ? Self.magenta : Self.yellow
        tints.append(CompositeTint(rect: rect.points(scale: scale), color: color))
      }
      return (tints, "\(counts.scaled) scaled, \(counts.misaligned) misaligned")
    }
  }
}
