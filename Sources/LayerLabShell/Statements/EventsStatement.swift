import LayerLab

/// `events [NAME]`: the event log, for one view or all.
struct EventsStatement: StatementFamily {
  var filter = RecordFilter()

  static let keywords = ["events"]

  static let help = [
    StatementHelp(
      name: "events", group: .looking,
      usage: "events [NAME] [kind KIND] [from DURATION] [to DURATION] | [in SIGNPOST]",
      summary: "the event log: activities, observers, commits, sentinels, checkpoints; "
        + "'kind' keeps one kind (" + EventKind.allCases.map(\.rawValue).joined(separator: ", ")
        + "), a window the events inside it",
      example: "events title kind checkpoint")
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> EventsStatement {
    EventsStatement(
      filter: try RecordFilter.parse(words.rest.map(\.text), statement: "events", options: ["kind"])
    )
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    words.count == 1 ? completer.viewNames : []
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    try session.printEvents(filter)
    return .ok
  }
}
