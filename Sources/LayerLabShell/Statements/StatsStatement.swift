import LayerLab

/// `stats`: time, frames and draw counts.
struct StatsStatement: StatementFamily {
  var window = TimeWindow()

  static let keywords = ["stats"]

  static let help = [
    StatementHelp(
      name: "stats", group: .looking, usage: "stats [" + TimeWindow.usage + "]",
      summary: "turns, commits, vsyncs, fps (YYFPSLabel), dropped frames, hitch ratio, frame-time "
        + "percentiles, CPU per frame and memory, draws requested / coalesced / executed / "
        + "cancelled per checkpoint, wasted render time, layout-cache hit rate, bitmap bytes; "
        + "with a window, the frame, CPU, memory and draw figures of that stretch only; once "
        + "the trace has dropped old records, only the stretch it still holds (a 'records "
        + "kept' row says from when)",
      example: "stats in scroll")
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> StatsStatement {
    StatsStatement(window: try TimeWindow.parse(words.rest.map(\.text), statement: "stats"))
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    words.count == 1 ? ["from", "to", "in"] : []
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    if window.isWhole {
      session.printStats()
    } else {
      let bounds = try window.resolve(in: session.engine)
      let stats = WindowStats(
        engine: session.engine, from: bounds.from, to: bounds.to, label: bounds.label)
      session.printTable(header: ["stat", "value"], rows: stats.rows)
    }
    return .ok
  }
}
