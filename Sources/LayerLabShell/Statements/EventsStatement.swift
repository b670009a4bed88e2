import LayerLab

/// `events [NAME]`: the event log, for one view or all.
struct EventsStatement: StatementFamily {
  var name: String?

  static let keywords = ["events"]

  static let help = [
    StatementHelp(
      name: "events", group: .looking, usage: "events [NAME]",
      summary: "the event log: activities, observers, commits, sentinels, checkpoints",
      example: "events title")
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> EventsStatement {
    EventsStatement(name: try words.optional("events [NAME]"))
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    words.count == 1 ? completer.viewNames : []
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    try session.printEvents(name)
    return .ok
  }
}
