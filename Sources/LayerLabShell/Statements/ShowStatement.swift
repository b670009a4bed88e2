import LayerLab

/// `show NAME`: every property of a view and its layer's state.
struct ShowStatement: StatementFamily {
  var name: String

  static let keywords = ["show"]

  static let help = [
    StatementHelp(
      name: "show", group: .looking, usage: "show NAME",
      summary: "every property, the sentinel (an ADLayer's flag), marks, contents, what is on "
        + "screen, draws in flight",
      example: "show title")
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> ShowStatement {
    ShowStatement(name: try words.single("show NAME"))
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    words.count == 1 ? completer.viewNames : []
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    try session.show(name)
    return .ok
  }
}
