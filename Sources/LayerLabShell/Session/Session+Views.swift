import LayerLab

/// What the view statements (`new`, `NAME.PROP = VALUE`, `NAME.PROP`, `NAME.METHOD()`) share:
/// looking views up and parsing property values by type.
extension Session {
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

  func propertyInfo(_ property: String, kind: ViewKind, viewName: String) throws(ShellError)
    -> PropertyInfo
  {
    let infos = kind.properties
    if let info = infos.first(where: { $0.name == property }) { return info }
    let methods = kind.methods
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

  /// Prints the events since `seq` as transcript lines.
  func printEvents(since seq: Int) {
    guard !settings.quiet else { return }
    out(
      lines: experiment.transcript.lines(
        for: engine.recording.events(since: seq), recording: engine.recording))
  }
}
