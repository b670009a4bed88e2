import LayerLab

/// `help [TOPIC]`, `.help [TOPIC]` and `apropos WORD`: everything they say is derived from
/// ``Statements/all`` and the model's property and method tables.
enum HelpStatement: StatementFamily {
  case help(String?)
  case apropos(String)

  static let keywords = ["help", ".help", "apropos"]

  static let help = [
    StatementHelp(
      name: "help", group: .shell, usage: "help [STATEMENT]",
      summary: "this list, or one statement with an example", example: "help step"),
    StatementHelp(
      name: ".help", group: .shell, usage: ".help [STATEMENT]", summary: "the same as help",
      example: ".help run"),
    StatementHelp(
      name: "apropos", group: .shell, usage: "apropos WORD",
      summary: "statements whose help mentions WORD", example: "apropos sentinel"),
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> HelpStatement {
    if words.head == "apropos" { return .apropos(try words.single("apropos WORD")) }
    return .help(words.topic)
  }

  /// Statements, view kinds and setting values; `KIND.` and then its members.
  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    guard words.count == 1, words.first != "apropos" else { return [] }
    if let dot = word.firstIndex(of: "."), let kind = ViewKind(rawValue: String(word[..<dot])) {
      return ViewHelp.all(of: kind).map(\.name)
    }
    return topics
  }

  /// What `help` can be asked about by one word.
  static var topics: [String] {
    Statements.help.flatMap { [$0.name] + $0.aliases } + ViewKind.allCases.map(\.rawValue)
      + Statements.topics.map(\.name) + ["limits"]
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    switch self {
    case .help(let topic): try HelpPrinter(session: session).printHelp(topic)
    case .apropos(let word): HelpPrinter(session: session).apropos(word)
    }
    return .ok
  }
}
