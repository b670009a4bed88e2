import LayerLab

/// Looking at the state: `events`, `stats`.
extension Session {
  /// The most rows `events` prints in table mode; csv and json modes, read by programs rather
  /// than people, print them all, as `export events` writes them all.
  static let maxEventRows = 2000

  /// `events [NAME]`: the event log as a table.
  func printEvents(_ filter: RecordFilter) throws(ShellError) {
    let matches = try filter.layers(in: self)
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
