import LayerLab

/// What the view statements (`new`, `NAME.PROP = VALUE`, `NAME.PROP`, `NAME.METHOD()`) share:
/// looking views up and parsing property values by type.
extension Session {
  /// The command for `NAME.METHOD(arguments)`: a table's scroll methods take labelled
  /// arguments, every other method none.
  func callCommand(_ typedName: String, _ typedMethod: String, _ arguments: String)
    throws(ShellError) -> ViewCommand
  {
    let (name, method) = splitMember(typedName, typedMethod) ?? (typedName, typedMethod)
    let view = try lookUp(name)
    if view.kind == .table, let call = try TableCallParser.parse(method, arguments, view: name) {
      return .tableCall(view: name, call: call)
    }
    guard arguments.isEmpty else {
      throw ShellError("'\(method)()' takes no arguments; write \(name).\(method)()")
    }
    return .call(view: name, method: method)
  }

  /// The view called `name`, or an error with the closest name.
  func lookUp(_ name: String) throws(ShellError) -> any View {
    if let view = engine.view(named: name) { return view }
    let names = Array(engine.views.keys)
    if let guess = Suggest.closest(to: name, among: names) {
      throw ShellError("unknown view '\(name)'; did you mean '\(guess)'?")
    }
    throw ShellError("unknown view '\(name)'; create it with 'new label \(name)'")
  }

  /// A prototype member's value: a binding (`$row.FIELD`) or a frame stays text for the
  /// model to read; anything else is parsed by the property's type. `path` names the member
  /// in messages.
  func memberValue(_ word: Word, property: String, kind: ViewKind, path: String)
    throws(ShellError) -> PropertyValue
  {
    guard let info = CellPrototype.memberInfo(property, kind: kind) else {
      let known = CellPrototype.memberProperties(of: kind).map(\.name)
      let hint = Suggest.closest(to: property, among: known).map { "; did you mean '\($0)'?" }
      throw ShellError(
        "\(kind.rawValue) '\(path)' has no property '\(property)'"
          + (hint ?? "; 'help \(kind.rawValue)' lists them"))
    }
    if word.text.hasPrefix(RowBinding.prefix) { return .text(word.text) }
    return try value(of: word, for: info)
  }

  /// Splits `NAME.PATH` where NAME is the longest registered view name, so a cell's views
  /// (`feed.cell1.thumb0.cornerRadius`) are reached as well as tables (`feed.state`); nil
  /// when no prefix names a view.
  func splitMember(_ name: String, _ property: String) -> (view: String, property: String)? {
    let full = name + "." + property
    var end = full.endIndex
    while let dot = full[..<end].lastIndex(of: ".") {
      let head = String(full[..<dot])
      if engine.view(named: head) != nil {
        return (head, String(full[full.index(after: dot)...]))
      }
      end = dot
    }
    return nil
  }

  static func properties(of kind: ViewKind) -> [PropertyInfo] {
    kind.properties
  }

  /// Whether a property of `kind` can only be read (it follows from scrolling or loading).
  static func isReadOnly(_ property: String, kind: ViewKind) -> Bool {
    kind.readOnly.contains(property)
  }

  static func methods(of kind: ViewKind) -> [MethodInfo] {
    kind.methods
  }

  func propertyInfo(_ property: String, kind: ViewKind, viewName: String) throws(ShellError)
    -> PropertyInfo
  {
    let infos = Session.properties(of: kind)
    if let info = infos.first(where: { $0.name == property }) { return info }
    let methods = Session.methods(of: kind)
    let isMethod = methods.contains { $0.name == property }
    let hint =
      isMethod
      ? "; to call the method write \(viewName).\(property)()"
      : Suggest.closest(to: property, among: infos.map(\.name)).map { "; did you mean '\($0)'?" }
    throw ShellError(
      "\(kind.rawValue) '\(viewName)' has no property '\(property)'"
        + (hint ?? "; 'help \(kind.rawValue)' lists them"))
  }

  /// Parses a property value by the property's type.
  func value(of word: Word, for info: PropertyInfo) throws(ShellError) -> PropertyValue {
    let text = word.text
    switch info.type {
    case .text:
      return .text(text)
    case .font:
      try Session.checkFontSize(text, for: info.name)
      return .text(text)
    case .color(let optional):
      if optional, !word.isQuoted, text == "nil" { return .color(nil) }
      return .color(try ColorValue.parse(text))
    case .bool:
      return .bool(try BoolValue.parse(text))
    case .integer(let range):
      return .integer(try IntValue.parse(text, name: info.name, range: range))
    case .number(let range):
      return .number(try NumberValue.parse(text, name: info.name, range: range))
    case .rect:
      let r = try RectValue.parse(text, name: info.name)
      return .rect(Rect(x: r.x, y: r.y, width: r.width, height: r.height))
    case .size(let range):
      let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard parts.count == 2 else {
        throw ShellError("bad value '\(text)' for '\(info.name)' (write two numbers: dx,dy)")
      }
      let a = try NumberValue.parse(parts[0].trimmingBlanks, name: info.name, range: range)
      let b = try NumberValue.parse(parts[1].trimmingBlanks, name: info.name, range: range)
      return .size(a, b)
    case .choice(let options):
      guard options.contains(text) else {
        let hint = Suggest.closest(to: text, among: options).map { "; did you mean '\($0)'?" } ?? ""
        let list = options.joined(separator: ", ")
        throw ShellError("bad value '\(text)' for '\(info.name)'\(hint) (one of: \(list))")
      }
      return .choice(text)
    }
  }

  func printProperty(_ typedName: String, _ typedProperty: String) throws(ShellError) {
    let (name, property) = splitMember(typedName, typedProperty) ?? (typedName, typedProperty)
    let view = try lookUp(name)
    if let prototype = view as? CellPrototype, prototype.memberInfo(property) != nil {
      out(prototype.value(of: property)?.description ?? "")
      return
    }
    let info = try propertyInfo(property, kind: view.kind, viewName: name)
    try model { () throws(ModelError) in try view.checkGet(info.name) }
    let value = view.value(of: info.name)?.description ?? ""
    // A bare value reads well on a terminal; csv and json modes get a row a program can
    // parse (`96-100` alone is neither a CSV record with a header nor JSON).
    guard settings.mode == .table else {
      printTable(header: ["property", "value"], rows: [[info.name, value]])
      return
    }
    out(value)
  }

  /// Prints the events since `seq` as transcript lines.
  func printEvents(since seq: Int) {
    guard !settings.quiet else { return }
    out(
      lines: transcript.lines(for: engine.recording.events(since: seq), recording: engine.recording)
    )
  }
}
