import LayerLab

/// Looking at the state: `trace`, `events`, `stats`.
extension Session {
  /// Which layers `trace NAME` and `events NAME` mean: every one for no name, a table and all
  /// of its cells' layers (`feed.cell3.text`) for a table, else that one layer.
  private func layerFilter(_ name: String?) throws(ShellError) -> (String) -> Bool {
    guard let name else { return { _ in true } }
    let view = try lookUp(name)
    guard view.kind == .table else { return { $0 == name } }
    let prefix = name + "."
    return { $0 == name || $0.hasPrefix(prefix) }
  }

  /// `trace [NAME]`: the draw records as a table.
  func printTrace(_ filter: RecordFilter) throws(ShellError) {
    let name = filter.name
    let matches = try layerFilter(name)
    let window = try filter.bounds(in: engine)
    let draws = engine.recording.draws.filter { matches($0.layer) && window.contains($0.requested) }
    // In csv and json an empty table is data too: a header line, or `[]`.
    guard !draws.isEmpty || settings.mode != .table else {
      out("no draws yet" + (name.map { " for '\($0)'" } ?? ""))
      return
    }
    let columns = filter.columns ?? DrawRecord.columns
    let picks = columns.compactMap { DrawRecord.columns.firstIndex(of: $0) }
    printTable(
      header: columns,
      rows: draws.map { draw in
        let fields = draw.fields
        return picks.map { fields.indices.contains($0) ? fields[$0] : "" }
      })
  }

  /// The most rows `events` prints in table mode; csv and json modes, read by programs rather
  /// than people, print them all, as `export events` writes them all.
  static let maxEventRows = 2000

  /// `events [NAME]`: the event log as a table.
  func printEvents(_ filter: RecordFilter) throws(ShellError) {
    let matches = try layerFilter(filter.name)
    let window = try filter.bounds(in: engine)
    let kind = filter.kind
    let events = engine.recording.events.filter { event in
      matches(event.layer) && window.contains(event.time) && (kind == nil || event.kind == kind)
    }
    guard settings.mode == .table else {
      printTable(header: EventRecord.columns, rows: events.map(\.fields))
      return
    }
    guard !events.isEmpty else {
      out("no events yet")
      return
    }
    let shown = events.suffix(Session.maxEventRows)
    if shown.count < events.count {
      out(
        "(the last \(shown.count) of \(events.count) events; 'export events FILE.csv' writes all)")
    }
    printTable(header: EventRecord.columns, rows: shown.map(\.fields))
  }

  /// `stats`: time, frames and draw counts — sentences in table mode, `name,value,unit`
  /// rows of plain numbers in csv and json mode (`StatsFigures`).
  func printStats(_ window: StatsWindow? = nil) {
    let window = window ?? StatsWindow(engine)
    guard settings.mode == .table else {
      printTable(header: StatsFigures.header, rows: StatsFigures.rows(engine, window: window))
      return
    }
    let stats = Stats(engine: engine, window: window)
    printTable(header: ["stat", "value"], rows: stats.rows)
  }
}
