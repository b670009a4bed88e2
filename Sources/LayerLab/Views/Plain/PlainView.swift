/// A plain UIView: a layer with a frame, a background and the compositing properties, and
/// no contents of its own — it has no `drawRect:`, so nothing is ever drawn for it.
///
/// Why it exists: the render server's costs come from the tree, not only from what was
/// drawn. A rounded, clipping, shadowed or translucent container costs offscreen passes and
/// blending whatever its subviews drew; `superview=` builds that tree.
public final class PlainView: View {
  public let name: String
  public let kind = ViewKind.view
  public let layer: Layer

  /// UIView's defaults: opaque, no background colour.
  init(name: String, frame: Rect) {
    self.name = name
    layer = Layer(name: name, frame: frame)
    layer.opaque = true
  }

  public static let methods = MethodInfo.common

  /// A UIView without `drawRect:` never gets a bitmap: display leaves `contents` nil.
  public var draws: Bool { false }
  /// A plain UIView draws nothing of its own: an empty layer is its background.
  public var expectsContent: Bool { false }

  public func drawContent() -> DrawContent? { nil }

  /// The plain view called `name`, if there is one.
  static func named(_ name: String, in engine: Engine) -> PlainView? {
    engine.views[name] as? PlainView
  }
}
