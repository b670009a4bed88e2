import CPangoCairo

/// Layouts of short texts kept for the draws and measures whose host time nobody reads.
///
/// Why: a feed's cells repeat their short texts — names, initials, counts, "•••" — and a
/// flattened cell lays each out again on every draw, as VVebo's `draw` does on the phone. The
/// model prices that layout from the text's glyphs and lines, not from the host's time, so
/// under `clock model` building the same PangoLayout again only costs the host (a tenth of a
/// long fling session). A layout is a pure function of its `LayoutKey`, so a reused one draws
/// the same pixels and counts the same glyphs and lines. Draws reuse only when their caller
/// says no host time is read (`TextRenderer.untimed`, set for `clock model`'s
/// renders), so a timed draw — `clock measured`, the reference workload — lays every text out.
/// Measures are never timed and always reuse.
///
/// Kept apart from the label layout cache on purpose: that one models `YYTextLayout`'s cache,
/// and its hits and misses are figures the session prints; these reuses are no figure at all.
final class ReusedLayouts {
  /// Only texts up to this many UTF-8 bytes are kept: short texts repeat from row to row, a
  /// post's body seldom does, and keeping bodies would evict the names for nothing.
  static let maxTextBytes = 64

  /// At most 512 layouts of short texts, ~1.5 KB each by `LayoutCache`'s estimate.
  private let cache: LayoutCache = {
    let cache = LayoutCache()
    cache.setLimits(entries: 512, bytes: 1 << 20)
    return cache
  }()

  /// The layout of `style` at `width` (the caller owns one reference): when `reusing` (a
  /// measure, or a draw whose host time no figure reads) and the text is short, a kept one,
  /// or `build()`'s, kept; otherwise `build()`'s.
  func layout(
    _ style: LabelDrawing, width: Double, reusing: Bool,
    build: () throws(RenderError) -> LaidOutText
  ) throws(RenderError) -> LaidOutText {
    guard reusing, style.text.utf8.count <= Self.maxTextBytes else { return try build() }
    let key = LayoutKey(style, width: width)
    if let kept = cache.lookup(key) {
      g_object_ref(UnsafeMutableRawPointer(kept.layout))
      return kept
    }
    let built = try build()
    cache.insert(key, built)
    return built
  }

  /// Layouts kept now.
  var count: Int { cache.count }

  /// Drops every kept layout (before the font map they belong to goes).
  func removeAll() {
    cache.reset()
  }
}
