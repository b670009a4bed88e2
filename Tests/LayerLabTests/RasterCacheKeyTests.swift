import Testing

@testable import LayerLab

/// The raster cache's key covers every property of a layer's style: a rasterized subtree in
/// which any layer's style changed must miss, or the GPU composites a stale bitmap (a corner
/// radius set after the first frame would never show).
///
/// Why by `Mirror`: the stored properties are listed from the type itself, so a property
/// added to `LayerStyle` later fails `everyStoredPropertyHasAChange` until it gets a row in
/// `changes`, and from then on is checked against the key like the others.
@Suite struct RasterCacheKeyTests {
  typealias B = LayerTreeBuilder

  /// One change per stored property of `LayerStyle` (nested structs by dotted path), each to
  /// a value other than CALayer's default.
  static let changes: [String: @Sendable (inout LayerStyle) -> Void] = [
    "alpha": { $0.alpha = 0.5 },
    "cornerRadius": { $0.cornerRadius = 4 },
    "masksToBounds": { $0.masksToBounds.toggle() },
    "shadowOpacity": { $0.shadowOpacity = 0.3 },
    "shadowRadius": { $0.shadowRadius = 7 },
    "shadowOffset.width": { $0.shadowOffset.width = 2 },
    "shadowOffset.height": { $0.shadowOffset.height = 5 },
    "shadowPath": { $0.shadowPath = .bounds },
    "shouldRasterize": { $0.shouldRasterize.toggle() },
    "contentsGravity": { $0.contentsGravity = .center },
  ]

  /// The stored properties of `value`, by dotted path, descending into nested structs.
  static func storedPaths(of value: Any, prefix: String = "") -> [String] {
    Mirror(reflecting: value).children.flatMap { child -> [String] in
      let path = prefix + (child.label ?? "?")
      if Mirror(reflecting: child.value).displayStyle == .struct {
        return storedPaths(of: child.value, prefix: path + ".")
      }
      return [path]
    }
  }

  /// The text layer's contents, one bitmap for every key (the key tells bitmaps apart).
  let bitmap = FakeBitmap(pixelWidth: 160, pixelHeight: 40)

  /// The cache key of a rasterized card whose text layer has `style`.
  func key(textStyle style: LayerStyle) -> Int {
    let card = B.layer("card", Rect(x: 0, y: 0, width: 100, height: 100), background: B.opaque) {
      $0.shouldRasterize = true
    }
    let text = B.layer("text", Rect(x: 10, y: 10, width: 80, height: 20), under: card) {
      $0 = style
    }
    text.contents = Contents(bitmap: bitmap, draw: 1)
    return GPUModel.signature(of: 0, in: B.tree([card]))
  }

  @Test func everyStoredPropertyHasAChange() {
    let paths = Self.storedPaths(of: LayerStyle())
    #expect(paths.count >= 10)
    #expect(
      Set(paths) == Set(Self.changes.keys),
      "give each LayerStyle property a row in RasterCacheKeyTests.changes")
  }

  @Test func changingAnyPropertyChangesTheCacheKey() {
    let base = key(textStyle: LayerStyle())
    #expect(key(textStyle: LayerStyle()) == base)
    for (path, change) in Self.changes.sorted(by: { $0.key < $1.key }) {
      var style = LayerStyle()
      change(&style)
      #expect(style != LayerStyle(), "the change of \(path) changes nothing")
      #expect(key(textStyle: style) != base, "\(path) is missing from the raster cache key")
    }
  }
}
