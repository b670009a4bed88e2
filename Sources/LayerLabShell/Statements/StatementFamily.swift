import LayerLab

/// One family of statements: its keywords, help, Tab completion, parse and execution.
///
/// As in swift-argument-parser, where one type is one command, a value of a conforming type *is*
/// a parsed statement of the family, and everything else the shell knows about the family is a
/// static member of the type. `help`, `apropos`, "did you mean" and Tab completion are derived
/// from ``Statements/all``, so a statement cannot exist without them.
protocol StatementFamily: Sendable {
  /// The first words that select the family (`step`, `.read`); empty for view statements,
  /// which start with a view's name instead.
  static var keywords: [String] { get }
  /// One entry per statement, in the order the `help` overview lists them.
  static var help: [StatementHelp] { get }
  /// Extra `help` topics: the values a setting takes (`help iphone6`, `help ad`).
  static var topics: [StatementHelp] { get }
  /// Parses a statement whose first word is one of ``keywords``.
  static func parse(_ words: StatementWords) throws(ShellError) -> Self
  /// The candidates for the word being typed (`word`, possibly empty) after the statement's
  /// complete words `words`, the keyword first. Only those starting with `word` are kept.
  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  /// Runs the statement in `session`; `statement` is its text, `location` where it came from.
  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
}

extension StatementFamily {
  static var topics: [StatementHelp] { [] }
}

/// A statement's help: usage, one line of explanation and an example that parses.
struct StatementHelp: Sendable {
  /// The name `help NAME` looks up: the keyword, or `set`/`get`/`call` for view statements.
  var name: String
  /// The overview's heading it is listed under.
  var group: Group
  var usage: String
  var summary: String
  var example: String
  /// Other words `help` accepts for it (`help screen` is `help save`).
  var aliases: [String] = []

  /// The overview's sections, in order.
  enum Group: String, CaseIterable, Sendable {
    case views, time, looking, settings, shell
  }
}

/// The words of a statement, split into its keyword and the rest, with the usual checks.
struct StatementWords {
  /// The first word's text: the keyword.
  var head: String
  /// The words after the keyword.
  var rest: [Word]
  /// The whole statement, for families that read it as a whole (view statements).
  var statement: Statement

  /// Exactly one word after the keyword.
  func single(_ usage: String) throws(ShellError) -> String {
    guard rest.count == 1, let word = rest.first else { throw ShellError("usage: " + usage) }
    return word.text
  }

  /// At most one word after the keyword.
  func optional(_ usage: String) throws(ShellError) -> String? {
    guard rest.count <= 1 else { throw ShellError("usage: " + usage) }
    return rest.first?.text
  }

  /// Nothing after the keyword.
  func none(_ usage: String) throws(ShellError) {
    guard rest.isEmpty else { throw ShellError("'\(usage)' takes no arguments") }
  }

  /// One word, `on` or `off` (or another boolean spelling).
  func onOff(_ usage: String) throws(ShellError) -> Bool {
    guard rest.count == 1, let word = rest.first else { throw ShellError("usage: " + usage) }
    do {
      return try BoolValue.parse(word.text)
    } catch {
      throw ShellError("usage: " + usage)
    }
  }

  /// The rest as one topic (`help new label` asks about `new label`), nil when there is none.
  var topic: String? {
    rest.isEmpty ? nil : rest.map(\.text).joined(separator: " ")
  }
}
