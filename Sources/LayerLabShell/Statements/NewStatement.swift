import LayerLab

/// `new KIND NAME [prop=value …]`: creates a view, as an input event on main.
struct NewStatement: StatementFamily, InputStatement {
  var kind: String
  var name: String
  var properties: [(name: String, value: Word)]

  static let keywords = ["new"]

  static let help = [
    StatementHelp(
      name: "new", group: .views,
      usage: "new " + ViewKind.allCases.map(\.rawValue).joined(separator: "|")
        + " NAME [prop=value …]",
      summary: "create a view: a YYLabel-like label, a VVebo feed cell whose height follows "
        + "its text, an ADImageView-like image fetched from url=URL through the image "
        + "pipeline (AsyncDraw's: it redraws its picture into a bitmap), UIKit's UIImageView "
        + "(its layer shows the decoded image; decode=commit|background, downsample=true: "
        + "'help UIImageView'), a table of such cells over rows=N synthetic posts (seed=S) or "
        + "rows=FILE.json, drawn by strategy="
        + TableStrategy.allCases.map(\.rawValue).joined(separator: "|")
        + ", a plain view that draws nothing (a container: superview=NAME makes a view's "
        + "layer a sublayer of NAME's; frames stay in screen points), or a cell prototype: "
        + "new prototype NAME, then new label|image|UIImageView|view NAME.VIEW frame=X,Y,W,H with frames "
        + "of layout expressions (width-30, body.maxY+10, fit) and $row.FIELD bindings, and "
        + "new table T rows=FILE.json cell=NAME ('help prototype')",
      example: "new label title frame=20,40,300,60 text=\"Hello\" displaysAsynchronously=true")
  ]

  /// The table strategies, which `strategy=` and `compare` take.
  static let topics = TableStrategy.allCases.map { strategy in
    StatementHelp(
      name: strategy.rawValue, group: .views,
      usage: "new table NAME rows=N strategy=\(strategy.rawValue)", summary: strategy.summary,
      example: "new table feed rows=1000 strategy=\(strategy.rawValue)")
  }

  static func parse(_ words: StatementWords) throws(ShellError) -> NewStatement {
    let rest = words.rest
    guard rest.count >= 2 else {
      throw ShellError("usage: new KIND NAME [prop=value …], e.g. new label title text=Hi")
    }
    var properties: [(name: String, value: Word)] = []
    for word in rest.dropFirst(2) {
      guard let (name, value) = word.splitAtFirstUnquoted("=") else {
        throw ShellError("expected prop=value, got '\(word.text)' (quote values with spaces)")
      }
      properties.append((name.text, value))
    }
    return NewStatement(kind: rest[0].text, name: rest[1].text, properties: properties)
  }

  /// The kinds, then (after the name) the kind's settable properties as `prop=`, and after
  /// `prop=` the values a boolean or a choice takes.
  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    let typed = words.dropFirst()
    guard let first = typed.first else { return ViewKind.allCases.map(\.rawValue) }
    guard typed.count >= 2, let kind = ViewKind(rawValue: first) else { return [] }
    let last = typed.last ?? ""
    // A prototype's view: the kind's properties as a prototype takes them.
    let name = typed[typed.index(after: typed.startIndex)]
    if let dot = name.firstIndex(of: "."),
      completer.session.engine.view(named: String(name[..<dot])) is CellPrototype
    {
      let properties = CellPrototype.memberProperties(of: kind)
      if last.hasSuffix("=") { return completer.values(of: properties, after: last) }
      return properties.map { $0.name + "=" }
    }
    if kind == .table, last == "cell=" {
      return ShippedPrototype.all.map(\.cell)
        + completer.session.engine.views.values.filter { $0 is CellPrototype }.map(\.name)
    }
    let properties = kind.properties
    if last.hasSuffix("=") { return completer.values(of: properties, after: last) }
    return properties.filter { !kind.readOnly.contains($0.name) }.map { $0.name + "=" }
  }

  /// A `new table` or `new cell` refused after it declared a shipped prototype (`cell=news`,
  /// or the feed cell) takes the declaration back, so the views are as they were.
  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    let engine = session.engine
    let cell = properties.last { $0.name == "cell" }?.value.text
    let shipped = Self.shippedPrototype(kind: kind, cell: cell, in: engine)
    let declaredBefore = shipped.map { engine.view(named: $0.prototype) != nil } ?? true
    do {
      return try runInput(in: session, text: statement.spelling)
    } catch {
      if !declaredBefore, let shipped { engine.withdrawPrototype(named: shipped.prototype) }
      throw error
    }
  }

  /// The shipped prototype a `new` of `kind` declares: a table's `cell=` (VVebo's feed cell
  /// without one), and the feed cell a standalone `new cell` is made from.
  private static func shippedPrototype(kind: String, cell: String?, in engine: Engine)
    -> ShippedPrototype?
  {
    switch ViewKind(rawValue: kind) {
    case .table: ShippedPrototype.declared(byCell: cell, in: engine)
    case .cell: ShippedPrototype.named(CellView.prototypeName, in: engine)
    default: nil
    }
  }

  func command(in session: Session) throws(ShellError) -> ViewCommand {
    guard let kind = ViewKind(rawValue: self.kind) else {
      let kinds = ViewKind.allCases.map(\.rawValue)
      let hint = Suggest.closest(to: self.kind, among: kinds).map { "; did you mean '\($0)'?" }
      throw ShellError(
        "unknown view kind '\(self.kind)'"
          + (hint ?? " (kinds: \(kinds.joined(separator: ", ")))"))
    }
    if let dot = name.firstIndex(of: "."),
      let prototype = session.engine.view(named: String(name[..<dot])) as? CellPrototype
    {
      return try memberCommand(
        prototype, member: String(name[name.index(after: dot)...]), kind: kind, in: session)
    }
    // A compare run's forced values replace (or join) what the line gives.
    let properties = try session.compares.forcing(
      self.properties, view: name, kind: kind, in: session)
    if kind == .table {
      return try Self.tableCommand(name: name, properties: properties, in: session)
    }
    if kind == .cell,
      let shipped = Self.shippedPrototype(kind: self.kind, cell: nil, in: session.engine)
    {
      _ = try shipped.declare(in: session)
    }
    var typed: [PropertySetting] = []
    for (property, word) in properties {
      let info = try PropertyValues.propertyInfo(property, kind: kind, viewName: name)
      typed.append(PropertySetting(property, try PropertyValues.value(of: word, for: info)))
    }
    return .create(kind: kind, name: name, properties: typed)
  }

  /// `new KIND PROTOTYPE.VIEW …`: a view of a prototype, its values typed by its kind except
  /// the frame (layout expressions) and bindings (`$row.FIELD`), which the model reads.
  private func memberCommand(
    _ prototype: CellPrototype, member: String, kind: ViewKind, in session: Session
  ) throws(ShellError) -> ViewCommand {
    var typed: [PropertySetting] = []
    let forced = try session.compares.forcingMember(
      properties, prototype: prototype.name, member: member, kind: kind, in: session)
    for (property, word) in forced {
      typed.append(
        PropertySetting(
          property,
          try PropertyValues.memberValue(word, property: property, kind: kind, path: "\(name)")))
    }
    return .addMember(prototype: prototype.name, kind: kind, member: member, properties: typed)
  }
}
