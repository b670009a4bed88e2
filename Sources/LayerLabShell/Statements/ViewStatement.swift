import LayerLab

/// `NAME.PROP = VALUE`, `NAME.PROP` and `NAME.METHOD([label: value, …])`: UIKit-style
/// statements on a view, which start with the view's name rather than a keyword.
enum ViewStatement: StatementFamily, InputStatement {
  case set(view: String, property: String, value: Word)
  case get(view: String, property: String)
  case call(view: String, method: String, arguments: String)

  static let keywords: [String] = []

  /// The methods tables add to every view's, as `help` spells them: `fling(velocity:)`.
  private static var tableMethods: String {
    let common = Set(MethodInfo.common.map(\.name))
    return TableView.methods.filter { !common.contains($0.name) }.map { method in
      let labels = TableCallParser.signatures[method.name]?.labels ?? []
      return method.name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }.joined(separator: ", ")
  }

  static let help = [
    StatementHelp(
      name: "set", group: .views, usage: "NAME.PROP = VALUE",
      summary: "a UIKit-style setter: marks the view and commits (or goes through YYTransaction)",
      example: "title.text = \"Hello, world\""),
    StatementHelp(
      name: "get", group: .views, usage: "NAME.PROP", summary: "print one property",
      example: "title.frame"),
    StatementHelp(
      name: "call", group: .views, usage: "NAME.METHOD([label: value, …])",
      summary: "setNeedsDisplay() coalesces until the commit; display() draws now, every time; "
        + "setNeedsLayout(); layoutIfNeeded(); cells add VVebo's draw() and clear(); tables "
        + "add \(tableMethods)",
      example: "title.setNeedsDisplay()"),
  ]

  /// Whether a statement starting with `first` is a view statement: its first piece is bare
  /// and holds a dot (`title.text`, not `'title.text'`).
  static func claims(_ first: Word) -> Bool {
    guard let lead = first.parts.first, lead.quote == .none else { return false }
    // Every statement that is not a keyword asks this, so the usual answers are found in the
    // UTF-8 bytes; only a dot followed by a non-ASCII scalar (a combining mark could join it)
    // is left to Foundation's search, which decides those as it always has.
    let bytes = lead.text.utf8
    guard var dot = bytes.firstIndex(of: UInt8(ascii: ".")) else { return false }
    while true {
      let next = bytes.index(after: dot)
      if next == bytes.endIndex || bytes[next] < 0x80 { return true }
      guard let another = bytes[next...].firstIndex(of: UInt8(ascii: ".")) else { break }
      dot = another
    }
    return lead.text.contains(".")
  }

  /// `NAME.PROP`, `NAME.PROP = VALUE` (spaces around `=` optional), `NAME.METHOD(args)`. The
  /// value after `=` may be quoted (`t.text="a b"`).
  static func parse(_ words: StatementWords) throws(ShellError) -> ViewStatement {
    try parse(words.statement)
  }

  /// ``parse(_:)`` of a whole statement: it reads every word, the first included.
  static func parse(_ statement: Statement) throws(ShellError) -> ViewStatement {
    let words = statement.words
    guard let lead = words.first?.parts.first, let name = viewName(in: lead.text) else {
      throw ShellError("empty statement")
    }
    // The statement's text is needed only for a call (which holds a `(`) and for errors, so
    // it is joined only then: every set and get of a script comes through here.
    var source: String { words.map(\.text).joined(separator: " ") }
    let hasParen = words.contains { word in
      word.parts.contains { $0.text.utf8.contains(UInt8(ascii: "(")) }
    }
    if hasParen,
      case let afterDot = String(source.dropFirst(name.count + 1)),
      let paren = afterDot.firstIndex(of: "("), !afterDot.prefix(upTo: paren).contains("=")
    {
      guard afterDot.hasSuffix(")") else {
        throw ShellError("missing ')' in '\(source)'; write \(name).METHOD()")
      }
      let method = String(afterDot[..<paren]).trimmingBlanks
      let arguments = String(
        afterDot[afterDot.index(after: paren)..<afterDot.index(before: afterDot.endIndex)])
      return .call(view: name, method: method, arguments: arguments.trimmingBlanks)
    }
    guard let firstWord = words.first else { throw ShellError("empty statement") }
    var value: [Word] = []
    var property: String
    if let (left, right) = firstWord.splitAtFirstUnquoted("=") {
      property = afterName(name, in: left.text)
      if !right.text.isEmpty || right.isQuoted { value.append(right) }
      value += words.dropFirst()
    } else if words.count >= 2, words[1].parts.count == 1, words[1].parts[0].quote == .none,
      words[1].parts[0].text == "="
    {
      // `NAME.PROP = VALUE`, the usual spelling: an `=` word alone splits into nothing.
      property = afterName(name, in: firstWord.text)
      value += words.dropFirst(2)
    } else if words.count >= 2, let (left, right) = words[1].splitAtFirstUnquoted("="),
      left.text.isEmpty
    {
      property = afterName(name, in: firstWord.text)
      if !right.text.isEmpty || right.isQuoted { value.append(right) }
      value += words.dropFirst(2)
    } else if words.count == 1 {
      property = afterName(name, in: firstWord.text)
      return .get(view: name, property: property.trimmingBlanks)
    } else {
      throw ShellError(
        "expected '=' after '\(firstWord.text)'; write \(firstWord.text) = VALUE")
    }
    property = property.trimmingBlanks
    guard value.count == 1, let only = value.first else {
      if value.isEmpty { throw ShellError("missing value after '\(name).\(property) ='") }
      throw ShellError(
        "too many words after '=' in '\(source)'; quote a value with spaces: \"…\"")
    }
    return .set(view: name, property: property, value: only)
  }

  /// The text before the first `.` of `lead`, nil without one. An ASCII text (nearly every
  /// statement) is searched by bytes, where a dot is always a character of its own.
  private static func viewName(in lead: String) -> String? {
    if lead.isOneBytePerCharacter {
      return lead.utf8.firstIndex(of: UInt8(ascii: ".")).map { String(lead[..<$0]) }
    }
    return lead.firstIndex(of: ".").map { String(lead[..<$0]) }
  }

  /// `text` without as many characters as `name` and a dot have (none left when it is
  /// shorter): the property after `NAME.`.
  private static func afterName(_ name: String, in text: String) -> String {
    guard name.isOneBytePerCharacter, text.isOneBytePerCharacter else {
      return String(text.dropFirst(name.count + 1))
    }
    let bytes = text.utf8
    let start =
      bytes.index(bytes.startIndex, offsetBy: name.utf8.count + 1, limitedBy: bytes.endIndex)
      ?? bytes.endIndex
    return String(text[start...])
  }

  /// The first word: a view's members once its name and a dot are typed, else view names
  /// with their dot (a cell's labels, `post.text`, can be looked at but not set or called).
  static func completeStart(_ word: String, with completer: Completer) -> [String] {
    if let dot = word.lastIndex(of: "."), let members = completer.members(of: String(word[..<dot]))
    {
      return members
    }
    return completer.viewNames.filter { !$0.contains(".") }.map { $0 + "." }
  }

  /// After `NAME.PROP =`, the values a boolean or a choice property takes.
  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    completer.propertyValues(words)
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    switch self {
    case .set, .call:
      return try runInput(in: session, text: statement.spelling)
    case .get(let name, let property):
      try Self.printProperty(name, property, in: session)
      return .ok
    }
  }

  func command(in session: Session) throws(ShellError) -> ViewCommand {
    switch self {
    case .set(let typedName, let typedProperty, let written):
      let (name, property) =
        session.splitMember(typedName, typedProperty) ?? (typedName, typedProperty)
      // A compare run that forces this property sets its value instead of the script's.
      let word = session.compares.forcedValue(view: name, property: property) ?? written
      let view = try session.lookUp(name)
      if let prototype = view as? CellPrototype, let info = prototype.memberInfo(property) {
        let value =
          RowBinding.isWritten(word.text)
          ? PropertyValue.text(word.text) : try PropertyValues.value(of: word, for: info)
        return .set(view: name, property: property, value: value)
      }
      let info = try PropertyValues.propertyInfo(property, kind: view.kind, viewName: name)
      return .set(
        view: name, property: property, value: try PropertyValues.value(of: word, for: info))
    case .call(let name, let method, let arguments):
      return try Self.callCommand(name, method, arguments, in: session)
    case .get:
      throw ShellError(Session.onlyInputCanBeScheduled)
    }
  }

  /// The command for `NAME.METHOD(arguments)`: a table's scroll methods take labelled
  /// arguments, every other method none.
  static func callCommand(
    _ typedName: String, _ typedMethod: String, _ arguments: String, in session: Session
  ) throws(ShellError) -> ViewCommand {
    let (name, method) = session.splitMember(typedName, typedMethod) ?? (typedName, typedMethod)
    let view = try session.lookUp(name)
    if view.kind == .table, let call = try TableCallParser.parse(method, arguments, view: name) {
      return .tableCall(view: name, call: call)
    }
    guard arguments.isEmpty else {
      throw ShellError("'\(method)()' takes no arguments; write \(name).\(method)()")
    }
    return .call(view: name, method: method)
  }

  /// `NAME.PROP`: prints the property's value.
  static func printProperty(_ typedName: String, _ typedProperty: String, in session: Session)
    throws(ShellError)
  {
    let (name, property) =
      session.splitMember(typedName, typedProperty) ?? (typedName, typedProperty)
    let view = try session.lookUp(name)
    if let prototype = view as? CellPrototype, prototype.memberInfo(property) != nil {
      session.out(prototype.value(of: property)?.description ?? "")
      return
    }
    let info = try PropertyValues.propertyInfo(property, kind: view.kind, viewName: name)
    try session.model { () throws(ModelError) in try view.checkGet(info.name) }
    let value = view.value(of: info.name)?.description ?? ""
    // A bare value reads well on a terminal; csv and json modes get a row a program can
    // parse (`96-100` alone is neither a CSV record with a header nor JSON).
    guard session.settings.mode == .table else {
      session.printTable(header: ["property", "value"], rows: [[info.name, value]])
      return
    }
    session.out(value)
  }
}
