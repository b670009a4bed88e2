/// One textured or filled rectangle the GPU composites: a layer's shadow, background or
/// contents (or a cached raster standing for a whole subtree), already cut to what may show.
struct CompositeQuad: Sendable {
  enum Kind: Sendable { case shadow, background, contents, raster }

  var node: Int
  var kind: Kind
  var rect: PixelRect
  /// Written without reading beneath: an opaque colour or alpha-less bitmap, at full
  /// effective alpha, not rounded.
  var opaque: Bool
  /// Texture pixels read per pixel written: 0 for a colour fill, 1 for a bitmap at its own
  /// size, the source-to-destination area ratio for a shrunk bitmap.
  var readsPerPixel: Double
}
