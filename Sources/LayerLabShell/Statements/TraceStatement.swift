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
      Self.printImages(in: session)
    } else {
      try printDraws(in: session)
    }
    return .ok
  }

  /// `trace [NAME]`: the draw records as a table.
  private func printDraws(in session: Session) throws(ShellError) {
    let engine = session.engine
    let name = filter.name
    let matches = try filter.layers(in: session)
    let window = try filter.bounds(in: engine)
    let draws = engine.recording.draws.filter {
      matches($0.layer) && window.contains($0.times.requested)
    }
    // In csv and json an empty table is data too: a header line, or `[]`.
    guard !draws.isEmpty || session.settings.mode != .table else {
      session.out("no draws yet" + (name.map { " for '\($0)'" } ?? ""))
      return
    }
    let columns = filter.columns ?? DrawRecord.columns
    let picks = columns.compactMap { DrawRecord.columns.firstIndex(of: $0) }
    session.printTable(
      header: columns,
      rows: draws.map { draw in
        let fields = draw.fields
        return picks.map { fields.indices.contains($0) ? fields[$0] : "" }
      })
  }

  /// `trace images`: one row per image request.
  private static func printImages(in session: Session) {
    let rows = session.engine.recording.fetches.map(\.fields)
    guard !rows.isEmpty || session.settings.mode != .table else {
      session.out("no image fetches yet")
      return
    }
    session.printTable(header: ImageFetchRecord.columns, rows: rows)
  }
}
