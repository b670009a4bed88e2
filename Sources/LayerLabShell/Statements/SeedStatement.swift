import LayerLab

/// `seed [N]`: the seed for anything random, so runs repeat.
struct SeedStatement: StatementFamily {
  /// The new seed; nil prints the current one. Read at parse, so a `repeat` refuses a bad
  /// seed in any iteration before the first one runs.
  var value: UInt64?

  static let keywords = ["seed"]

  static let help = [
    StatementHelp(
      name: "seed", group: .settings, usage: "seed [N]",
      summary: "the seed for anything random, so runs repeat", example: "seed 7")
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> SeedStatement {
    guard let text = try words.optional("seed [N]") else { return SeedStatement(value: nil) }
    return SeedStatement(
      value: UInt64(try IntValue.parse(text, name: "seed", range: 0...Int(Int32.max))))
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
    session.settings.seed = value
    return .ok
  }
}
