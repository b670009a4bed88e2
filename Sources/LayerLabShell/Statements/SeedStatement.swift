import LayerLab

/// `seed [N]`: the seed for anything random, so runs repeat.
struct SeedStatement: StatementFamily {
  var value: String?

  static let keywords = ["seed"]

  static let help = [
    StatementHelp(
      name: "seed", group: .settings, usage: "seed [N]",
      summary: "the seed for anything random, so runs repeat", example: "seed 7")
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> SeedStatement {
    SeedStatement(value: try words.optional("seed [N]"))
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  { [] }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    guard let value else {
      session.out("seed \(session.settings.seed)")
      return .ok
    }
    let parsed = try IntValue.parse(value, name: "seed", range: 0...Int(Int32.max))
    session.settings.seed = UInt64(parsed)
    return .ok
  }
}
