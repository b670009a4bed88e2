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
    let engine = session.engine
    let matches = try filter.layers(in: session)
    let window = try filter.bounds(in: engine)
    let kind = filter.kind
    let events = engine.recording.events.filter { event in
      matches(event.layer) && window.contains(event.time) && (kind == nil || event.kind == kind)
    }
    guard session.settings.mode == .table else {
      session.printTable(header: EventRecord.columns, rows: events.map(\.fields))
      return .ok
    }
    guard !events.isEmpty else {
      session.out("no events yet")
      return .ok
    }
    let shown = events.suffix(Self.maxRows)
    if shown.count < events.count {
      session.out(
        "(the last \(shown.count) of \(events.count) events; 'export events FILE.csv' writes all)")
    }
    session.printTable(header: EventRecord.columns, rows: shown.map(\.fields))
    return .ok
  }

  /// The most rows `events` prints in table mode; csv and json modes, read by programs rather
  /// than people, print them all, as `export events` writes them all.
  static let maxRows = 2000
}
