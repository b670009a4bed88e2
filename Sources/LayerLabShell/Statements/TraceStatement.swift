import LayerLab

/// `trace [NAME|images]`: the draw records, or the image fetches.
struct TraceStatement: StatementFamily {
  var name: String? { filter.name }
  var filter = RecordFilter()

  static let keywords = ["trace"]

  static let help = [
    StatementHelp(
      name: "trace", group: .looking,
      usage: "trace [NAME|images] [columns A,B,…] [from DURATION] [to DURATION] | [in SIGNPOST]",
      summary: "the draw records, one row per display attempt (the 'draws' CSV columns); "
        + "'trace images' the image fetches (fetch, url, view, source, requested_us, "
        + "started_us, done_us, bytes, outcome); a window keeps the draws requested in it, "
        + "'columns' picks and orders the draw columns",
      example: "trace title columns draw,outcome,cancelled_at,draw_us in scroll")
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> TraceStatement {
    TraceStatement(
      filter: try RecordFilter.parse(
        words.rest.map(\.text), statement: "trace", options: ["columns"]))
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    words.count == 1 ? completer.viewNames + ["images"] : []
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    if name == "images" {
      session.printImageTrace()
    } else {
      try session.printTrace(filter)
    }
    return .ok
  }
}
