import LayerLab

/// `reset`: start the same experiment again from time 0.
struct ResetStatement: StatementFamily {
  static let keywords = ["reset"]

  static let help = [
    StatementHelp(
      name: "reset", group: .settings, usage: "reset",
      summary: "start again at time 0 with no views and an empty trace; clock, device, "
        + "promotion, pool, seed and shell settings stay (the layout cache is emptied too, so runs compare fairly)",
      example: "reset")
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> ResetStatement {
    try words.none("reset")
    return ResetStatement()
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  { [] }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    session.reset()
    return .ok
  }
}
