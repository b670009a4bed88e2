import LayerLab

/// `run DURATION` or `run until idle`: advance virtual time and summarise.
struct RunStatement: StatementFamily {
  var unit: StepUnit

  static let keywords = ["run"]

  static let help = [
    StatementHelp(
      name: "run", group: .time, usage: "run DURATION | run until idle",
      summary: "advance virtual time and print a summary (draw outcomes, turns, commits)",
      example: "run until idle")
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> RunStatement {
    let texts = words.rest.map(\.text)
    if texts == ["until", "idle"] { return RunStatement(unit: .idle) }
    guard texts.count == 1, let text = texts.first else {
      throw ShellError("usage: run DURATION (e.g. run 100ms) or run until idle")
    }
    return RunStatement(unit: .duration(try VirtualDuration.parse(text)))
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    let typed = words.dropFirst()
    if typed.isEmpty { return ["until"] }
    return Array(typed) == ["until"] ? ["idle"] : []
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    try session.run(unit)
  }
}
