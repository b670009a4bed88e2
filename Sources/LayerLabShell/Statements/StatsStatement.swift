import LayerLab

/// `stats`: time, frames and draw counts.
struct StatsStatement: StatementFamily {
  static let keywords = ["stats"]

  static let help = [
    StatementHelp(
      name: "stats", group: .looking, usage: "stats",
      summary: "turns, commits, vsyncs, fps (YYFPSLabel), dropped frames, hitch ratio, frame-time "
        + "percentiles, draws requested / coalesced / executed / cancelled per checkpoint, "
        + "wasted render time, layout-cache hit rate, bitmap bytes",
      example: "stats")
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> StatsStatement {
    try words.none("stats")
    return StatsStatement()
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  { [] }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    session.printStats()
    return .ok
  }
}
