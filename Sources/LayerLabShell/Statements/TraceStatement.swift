import LayerLab

/// `trace [NAME|images]`: the draw records, or the image fetches.
struct TraceStatement: StatementFamily {
  var name: String?

  static let keywords = ["trace"]

  static let help = [
    StatementHelp(
      name: "trace", group: .looking, usage: "trace [NAME|images]",
      summary: "the draw records, one row per display attempt (the 'draws' CSV columns); "
        + "'trace images' the image fetches (fetch, url, view, source, requested_us, "
        + "started_us, done_us, bytes, outcome)",
      example: "trace title")
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> TraceStatement {
    TraceStatement(name: try words.optional("trace [NAME]"))
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
      try session.printTrace(name)
    }
    return .ok
  }
}
