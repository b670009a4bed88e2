import LayerLab

/// Looking at the state: `stats`.
extension Session {
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
