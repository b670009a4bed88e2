/// Checking a view statement against the state of the moment, and applying it on main.
///
/// `check` throws before anything changes, so a refused statement leaves the state exactly as
/// it was; `apply` runs a checked one as the real UIKit calls would. A scheduled statement is
/// checked twice: when it is typed and when its time comes.
extension ViewCommand {
  /// Names `new` refuses: they mean something else in the statement language.
  static let reservedNames: Set<String> = ["screen", "all", "main", "images", Superview.none]

  /// Checks the statement; returns the image bytes it had to load (a new URL), so that
  /// applying it does no I/O.
  public func check(in engine: Engine) throws(ModelError) -> ImageAsset? {
    switch self {
    case .create(let kind, let name, let properties):
      // Before the name: a table's refusal is about its rows, whatever it is called.
      if kind == .table { throw TableView.needsRows }
      let entry = ViewKinds.entry(kind)
      try checkNew(name, layers: entry.layersMade, in: engine)
      return try entry.checkNew(name: name, properties, in: engine)
    case .addMember(let name, let kind, let member, let properties):
      _ = try ViewCommand.prototype(name, in: engine).member(
        kind, named: member, properties, in: engine)
    case .createTable(let name, let rows, let properties):
      try checkNew(name, layers: 0, in: engine)
      try NewTable(name: name, rows: rows, properties: properties).check(in: engine)
    case .set(let name, let property, let value):
      return try ViewCommand.view(name, in: engine).checkSet(property, value, in: engine)
    case .call(let name, let method):
      let view = try ViewCommand.view(name, in: engine)
      if let table = engine.scrolling.table(named: name), let call = try TableCall(method, on: name)
      {
        try table.scroll.check(call, on: table, in: engine)
      } else if !MethodInfo.common.contains(where: { $0.name == method }) {
        try view.checkCall(method, in: engine)
      }
    case .tableCall(let name, let call):
      let table = try ViewCommand.table(name, in: engine)
      try table.scroll.check(call, on: table, in: engine)
    }
    return nil
  }

  /// Applies a checked statement on main.
  public func apply(loaded: ImageAsset?, in engine: Engine) {
    switch self {
    case .create(let kind, let name, let properties):
      ViewKinds.entry(kind).makeNew(name: name, properties, loaded: loaded, in: engine)
    case .addMember(let name, let kind, let member, let properties):
      guard let prototype = engine.views[name] as? CellPrototype,
        let made = try? prototype.member(kind, named: member, properties, in: engine)
      else { return }
      prototype.add(made)
    case .createTable(let name, let rows, let properties):
      // Checked: its prototype exists.
      try? NewTable(name: name, rows: rows, properties: properties).create(in: engine)
    case .set(let name, let property, let value):
      engine.views[name]?.set(property, value, loaded: loaded, in: engine)
    case .call(let name, let method):
      guard let view = engine.views[name] else { return }
      if let table = engine.scrolling.table(named: name),
        let call = try? TableCall(method, on: name)
      {
        table.scroll.perform(call, on: table, in: engine)
      } else {
        ViewCommand.callCommon(method, on: view, in: engine)
      }
    case .tableCall(let name, let call):
      if let table = engine.scrolling.table(named: name) {
        table.scroll.perform(call, on: table, in: engine)
      }
    }
  }

  /// The four methods every view has; anything else is the view's own.
  private static func callCommon(_ method: String, on view: any View, in engine: Engine) {
    switch method {
    case "setNeedsDisplay":
      // A cell's hidden views show nothing to redraw (a view flattened into the cell's
      // bitmap has its layer hidden: VVebo draws it as code, it is no layer at all).
      for target in view.family where target === view || !target.layer.hidden {
        engine.drawing.setNeedsDisplay(target)
      }
    case "display":
      for target in view.family where !target.layer.hidden {
        engine.recording.counters.directDisplays += 1
        engine.drawing.display(target, reason: "display()")
      }
    case "setNeedsLayout":
      engine.main.setNeedsLayout(view)
    case "layoutIfNeeded":
      if view.layer.needsLayout { engine.main.layoutSubviews(view) }
    default:
      view.call(method, in: engine)
    }
  }

  /// A new view's name is free and well formed, and the view limit has room for its layers.
  private func checkNew(_ name: String, layers: Int, in engine: Engine) throws(ModelError) {
    try ViewCommand.checkName(name)
    guard engine.views[name] == nil else {
      throw ModelError("a view named '\(name)' already exists; pick another name")
    }
    guard engine.views.count + layers <= Engine.maxViews else {
      throw ModelError("too many views (at most \(Engine.maxViews) layers, the views limit)")
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

  static func view(_ name: String, in engine: Engine) throws(ModelError) -> any View {
    guard let view = engine.views[name] else { throw ModelError("unknown view '\(name)'") }
    return view
  }

  static func prototype(_ name: String, in engine: Engine) throws(ModelError) -> CellPrototype {
    guard let prototype = engine.views[name] as? CellPrototype else {
      throw ModelError("unknown prototype '\(name)'; make it with 'new prototype \(name)'")
    }
    return prototype
  }

  static func table(_ name: String, in engine: Engine) throws(ModelError) -> TableView {
    guard let table = engine.scrolling.table(named: name) else {
      throw ModelError("unknown table '\(name)'")
    }
    return table
  }
}
