/// `superview=NAME`: `addSubview` as the layer tree sees it — the view's layer becomes the
/// last (frontmost) sublayer of NAME's; `superview=none` makes it a root again.
///
/// Frames stay in screen points whatever the superview (a LayerLab convention): the tree
/// decides compositing order, clipping by `masksToBounds`, group opacity and hiding, not
/// position. The row only reads; `check` and `attach` do the work, because attaching needs
/// the engine to find the superview and a property row's `assign` has none.
enum Superview {
  static let property = "superview"
  /// The value meaning "no superview"; `new` refuses it as a view name.
  static let none = "none"

  /// The readable row, for the kinds that take `superview=`.
  static func row<V: View>() -> ViewProperty<V> {
    ViewProperty(
      property, .text,
      "the view whose layer this one is a sublayer of, or none (frames stay in screen points)",
      get: { .text($0.layer.superlayer?.name ?? none) })
  }

  /// Refuses an unknown superview, a table (its own layer is never on screen), the view
  /// itself and any view inside it (a cycle). `layer` is nil for a view being created.
  static func check(
    _ value: PropertyValue, name: String, layer: Layer?, in engine: Engine
  ) throws(ModelError) {
    guard case .text(let target) = value, target != none else { return }
    guard target != name else {
      throw ModelError("'\(name)' cannot be its own superview; name another view or none")
    }
    guard let superview = engine.views[target] else {
      throw ModelError("unknown superview '\(target)'; name an existing view or none")
    }
    guard superview.kind != .table else {
      throw ModelError(
        "table '\(target)' has no layer on screen; use superview=none or one of its cells")
    }
    var above: Layer? = superview.layer
    while let current = above {
      if current === layer {
        throw ModelError(
          "'\(target)' is inside '\(name)'; making it the superview would make a cycle")
      }
      above = current.superlayer
    }
  }

  /// Moves `view`'s layer under the named superview (or out of any); it was checked.
  static func attach(_ view: any View, _ value: PropertyValue, in engine: Engine) {
    guard case .text(let target) = value else { return }
    engine.server.layersWillChange()
    if let superview = engine.views[target], target != none {
      superview.layer.addSublayer(view.layer)
    } else {
      view.layer.removeFromSuperlayer()
    }
    view.layer.markChanged(in: engine)
  }

  /// Registers a view just made by `new`, under its `superview=` if one was given (the last
  /// one wins), and marks its layer for the next commit.
  static func add(_ view: any View, _ properties: [PropertySetting], in engine: Engine) {
    engine.views[view.name] = view
    if let superview = properties.last(where: { $0.name == property })?.value {
      attach(view, superview, in: engine)
    }
    view.layer.commitState.changed = true
  }
}
