@testable import LayerLab

/// Builds small layer trees for the GPU model's tests, as the shell will once layers are
/// settable: layers with a frame, a background, contents and a style, hung under each other.
enum LayerTreeBuilder {
  /// A layer at `frame` (points); `contents` is a bitmap of that many device pixels.
  static func layer(
    _ name: String, _ frame: Rect, background: Color? = nil,
    contents: (width: Int, height: Int, opaque: Bool)? = nil, draw: Int = 1,
    under parent: Layer? = nil, style: (inout LayerStyle) -> Void = { _ in }
  ) -> Layer {
    let layer = Layer(name: name, frame: frame)
    layer.backgroundColor = background
    if let contents {
      layer.contents = Contents(
        bitmap: FakeBitmap(pixelWidth: contents.width, pixelHeight: contents.height),
        draw: draw, opaque: contents.opaque)
    }
    style(&layer.style)
    parent?.addSublayer(layer)
    return layer
  }

  /// The tree of `roots` as main has it now.
  static func tree(_ roots: [Layer]) -> RenderTree {
    RenderTree(roots: roots) { $0.snapshot }
  }

  static let opaque = Color(r: 10, g: 20, b: 30)
  static let translucent = Color(r: 10, g: 20, b: 30, a: 128)
}
