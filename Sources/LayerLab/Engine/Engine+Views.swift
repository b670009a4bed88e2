/// Creating views and checking statements about them before they run.
extension Engine {
  /// Names `new` refuses: they mean something else in the statement language.
  static let reservedNames: Set<String> = ["screen", "all", "main"]

  /// The view called `name`, if any.
  public func view(named name: String) -> (any View)? {
    views[name]
  }

  /// Checks `new KIND NAME prop=value…` and returns its effect.
  public func prepareCreate(
    kind: ViewKind, name: String, properties: [(String, PropertyValue)]
  ) throws(ModelError) -> Effect {
    guard kind == .label else {
      throw ModelError("'new \(kind.rawValue)' is not available yet; only 'label' views exist")
    }
    try Engine.checkName(name)
    guard views[name] == nil else {
      throw ModelError("a view named '\(name)' already exists; pick another name")
    }
    guard views.count < Engine.maxViews else {
      throw ModelError("too many views (at most \(Engine.maxViews))")
    }
    let probe = LabelView(name: name, frame: .zero)
    for (property, value) in properties {
      try checkLabel(probe, property, value)
    }
    return { engine in
      let label = LabelView(name: name, frame: .zero)
      for (property, value) in properties {
        engine.assignLabel(label, property, value)
      }
      engine.views[name] = label
      label.layer.changedSinceCommit = true
      engine.setNeedsDisplay(label)
    }
  }

  /// View names are identifiers: a letter or `_`, then letters, digits or `_`.
  static func checkName(_ name: String) throws(ModelError) {
    let ok =
      name.count <= 64 && name.first.map { $0.isLetter || $0 == "_" } == true
      && name.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
    guard ok else {
      throw ModelError(
        "bad view name '\(name)' (use letters, digits and _, starting with a letter)")
    }
    guard !reservedNames.contains(name) else {
      throw ModelError("'\(name)' is reserved; pick another view name")
    }
  }

  /// Checks `NAME.PROP = VALUE` and returns its effect: the real setter's behaviour.
  public func prepareSet(_ view: any View, _ property: String, _ value: PropertyValue)
    throws(ModelError) -> Effect
  {
    guard let label = view as? LabelView else {
      throw ModelError("'\(view.name)' has no settable properties")
    }
    try checkLabel(label, property, value)
    return { engine in engine.setLabel(label, property, value) }
  }

  /// Checks `NAME.METHOD()` and returns its effect.
  public func prepareCall(_ view: any View, _ method: String) throws(ModelError) -> Effect {
    switch method {
    case "setNeedsDisplay":
      return { engine in engine.setNeedsDisplay(view) }
    case "display":
      return { engine in
        engine.counters.directDisplays += 1
        engine.display(view, reason: "display()")
      }
    case "setNeedsLayout":
      return { engine in engine.setNeedsLayout(view) }
    case "layoutIfNeeded":
      return { engine in
        if view.layer.needsLayout { engine.layoutSubviews(view) }
      }
    default:
      let known = LabelView.methods.map(\.name)
      throw ModelError(
        "'\(view.name)' (\(view.kind.rawValue)) has no method '\(method)'; it has "
          + known.map { "'\($0)()'" }.joined(separator: ", "))
    }
  }
}
