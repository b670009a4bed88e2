/// Creating views and checking statements about them before they run.
extension Engine {
  /// Names `new` refuses: they mean something else in the statement language.
  static let reservedNames: Set<String> = ["screen", "all", "main", "images"]

  /// The view called `name`, if any.
  public func view(named name: String) -> (any View)? {
    views[name]
  }

  /// Checks `new KIND NAME prop=value…` and returns its effect.
  public func prepareCreate(
    kind: ViewKind, name: String, properties: [(String, PropertyValue)]
  ) throws(ModelError) -> Effect {
    if kind == .table {
      throw ModelError("a table needs its rows: new table NAME rows=N (or rows=FILE.json)")
    }
    try Engine.checkName(name)
    guard views[name] == nil else {
      throw ModelError("a view named '\(name)' already exists; pick another name")
    }
    if kind == .image {
      guard views.count < Engine.maxViews else {
        throw ModelError("too many views (at most \(Engine.maxViews) layers)")
      }
      return try prepareCreateImage(name: name, properties: properties)
    }
    let layers = kind == .cell ? 3 : 1
    guard views.count + layers <= Engine.maxViews else {
      throw ModelError("too many views (at most \(Engine.maxViews) layers)")
    }
    if kind == .cell {
      let probe = CellView(name: name)
      for (property, value) in properties {
        try checkCell(probe, property, value)
        assignCell(probe, property, value)
      }
      try checkBudget(adding: probe)
      return { engine in engine.addCell(name: name, properties: properties) }
    }
    let probe = LabelView(name: name, frame: .zero)
    for (property, value) in properties {
      try checkLabel(probe, property, value)
      assignLabel(probe, property, value)
    }
    try checkBudget(replacing: nil, with: [probe.layer.frame])
    return { engine in
      let label = LabelView(name: name, frame: .zero)
      for (property, value) in properties {
        engine.assignLabel(label, property, value)
      }
      engine.views[name] = label
      label.layer.changedSinceCommit = true
      engine.drawing.setNeedsDisplay(label)
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
    if let image = view as? ImageView {
      return try prepareSetImage(image, property, value)
    }
    if let table = view as? TableView {
      try checkTable(table, property, value, creating: false)
      return { engine in engine.setTable(table, property, value) }
    }
    if let cell = view as? CellView {
      if let row = cell.row {
        throw ModelError(
          "'\(cell.name)' shows row \(row) of a table; the table sets its properties")
      }
      try checkCell(cell, property, value)
      return { engine in engine.setCell(cell, property, value) }
    }
    guard let label = view as? LabelView else {
      throw ModelError("'\(view.name)' has no settable properties")
    }
    if label.name.contains(".") {
      throw ModelError(
        "'\(label.name)' belongs to its cell; set the cell's property instead")
    }
    try checkLabel(label, property, value)
    if property == "frame", case .rect(let frame) = value {
      try checkBudget(replacing: label.layer, with: [frame])
    }
    return { engine in engine.setLabel(label, property, value) }
  }

  /// Checks `NAME.METHOD()` and returns its effect.
  public func prepareCall(_ view: any View, _ method: String) throws(ModelError) -> Effect {
    let cell = view as? CellView
    if let table = view as? TableView {
      switch method {
      case "scrollToTop": return try prepareTableCall(table, .scrollToTop)
      case "tap": return try prepareTableCall(table, .tap)
      case "reloadData": return try prepareTableCall(table, .reloadData)
      case "drag":
        throw ModelError("drag needs arguments: \(table.name).drag(dy: -600, duration: 300ms)")
      case "fling": throw ModelError("fling needs a velocity: \(table.name).fling(velocity: -8000)")
      case "scrollTo": throw ModelError("scrollTo needs a row: \(table.name).scrollTo(row: 100)")
      default: break
      }
    }
    switch method {
    case "setNeedsDisplay":
      return { engine in
        for target in engine.family(of: view) { engine.drawing.setNeedsDisplay(target) }
      }
    case "display":
      return { engine in
        for target in engine.family(of: view) where !target.layer.hidden {
          engine.counters.directDisplays += 1
          engine.drawing.display(target, reason: "display()")
        }
      }
    case "setNeedsLayout":
      return { engine in engine.main.setNeedsLayout(view) }
    case "layoutIfNeeded":
      return { engine in
        if view.layer.needsLayout { engine.main.layoutSubviews(view) }
      }
    case "draw" where cell != nil:
      return { engine in if let cell { engine.drawCell(cell) } }
    case "clear" where cell != nil:
      return { engine in if let cell { engine.clearCell(cell) } }
    default:
      let known =
        (view is TableView
        ? TableView.methods
        : view is ImageView
          ? ImageView.methods : cell == nil ? LabelView.methods : CellView.methods).map(\.name)
      throw ModelError(
        "'\(view.name)' (\(view.kind.rawValue)) has no method '\(method)'; it has "
          + known.map { "'\($0)()'" }.joined(separator: ", "))
    }
  }

  /// A view and the label layers it draws through (a cell's texts); hidden ones are skipped
  /// by the commit anyway.
  public func family(of view: any View) -> [any View] {
    if let table = view as? TableView {
      return table.visibleRows.compactMap { table.visible[$0] }.flatMap { family(of: $0) }
    }
    guard let cell = view as? CellView else { return [view] }
    if !cell.imageViews.isEmpty {
      return [cell, cell.textLabel, cell.retweetLabel] + cell.imageViews
    }
    return [cell, cell.textLabel, cell.retweetLabel]
  }
}
