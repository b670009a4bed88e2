import LayerLab

/// `stats`: time, frames and draw counts.
struct StatsStatement: StatementFamily {
  var window = TimeWindow()

  static let keywords = ["stats"]

  static let help = [
    StatementHelp(
      name: "stats", group: .looking, usage: "stats [" + TimeWindow.usage + "]",
      summary: "turns, commits, vsyncs, the frame rate (frames presented ÷ seconds, as "
        + "XCTest reports it) and YYFPSLabel's readings, dropped frames (the vsyncs late frames slipped) and their share "
        + "of the frames expected (dropped_frame_pct), hitches and their total "
        + "time (XCTest's XCTOSSignpostMetric names), hitch time ratio in ms per s (MetricKit's "
        + "unit; read on the 2020 talks' scale and the Xcode Organizer's: ≤10 good, ≤25 "
        + "warning, ≤50 critical), frameOverrunMs (the commit − its deadline; negative = early) "
        + "and frameDurationCpuMs (main-thread work for the frame + render prepare) at p50/p90/"
        + "p95/p99 as Android's Macrobenchmark reports them, blank frames (frames showing "
        + "layers that should show content and show none or a placeholder) with FlashList's "
        + "max and cumulative blank area (useBlankAreaTracker), time to content p50/p95/max "
        + "(from a layer's first frame on screen to its first with contents), render "
        + "prepare/execute, frame-time percentiles, CPU per frame, the CPU clock (how much of "
        + "main's and the workers' CPU time ran below 90 % of peak under 'cpuclock dynamic', "
        + "its lowest level and the time lost against peak) and memory, draws requested / "
        + "coalesced / executed / cancelled per checkpoint, wasted render time, layout-cache hit "
        + "rate; with a window, every figure of that stretch only (counted from vsync to vsync); "
        + "once the trace has dropped old records, only the stretch it still holds (a 'records "
        + "kept' row says from when); figures marked '(session)' or '(now)' name their own; "
        + "a conditions row (device, refresh rate, clock, cpuclock, calibration id, version), "
        + "stamped on every csv/json row as its last six columns",
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
    let engine = session.engine
    let window: StatsWindow
    if self.window.isWhole {
      window = StatsWindow(engine)
    } else {
      let bounds = try self.window.resolve(in: engine)
      window = StatsWindow(engine, from: bounds.from, to: bounds.to, label: bounds.label)
    }
    // Sentences in table mode, `name,value,unit` rows of plain numbers in csv and json mode
    // (`StatsFigures`), each stamped with the session's conditions in its last columns.
    guard session.settings.mode == .table else {
      let conditions = RunConditions(engine).values
      session.printTable(
        header: StatsFigures.header + RunConditions.columns,
        rows: StatsFigures.rows(engine, window: window).map { $0 + conditions })
      return .ok
    }
    let stats = Stats(engine: engine, window: window)
    session.printTable(header: ["stat", "value"], rows: stats.rows)
    return .ok
  }
}
