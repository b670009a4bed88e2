import LayerLab
import LayerLabPango

/// `compare STRATEGY|POOL… -- FILE.lab`: the same session under several strategies or pools,
/// one table.
extension Session {
  /// The most runs one compare may make.
  static let maxCompared = 8

  /// One run of a comparison: a table strategy forced on every table, or a pool.
  enum CompareRun {
    case strategy(TableStrategy)
    case pool(PoolKind)

    var name: String {
      switch self {
      case .strategy(let s): s.rawValue
      case .pool(let p): p.rawValue
      }
    }
  }

  /// Ctrl-C ends it early with `.interrupted`, after printing the rows of the runs that
  /// finished and saying which run it stopped in.
  func compare(_ names: [String], file: String, from location: Location) throws(ShellError)
    -> Outcome
  {
    guard names.count <= Session.maxCompared else {
      throw ShellError("compare at most \(Session.maxCompared) strategies or pools at once")
    }
    var runs: [CompareRun] = []
    for name in names {
      if let strategy = TableStrategy(rawValue: name) {
        runs.append(.strategy(strategy))
      } else if let pool = PoolKind(rawValue: name) {
        runs.append(.pool(pool))
      } else {
        let known = TableStrategy.allCases.map(\.rawValue) + PoolKind.allCases.map(\.rawValue)
        let hint = Suggest.closest(to: name, among: known).map { "; did you mean '\($0)'?" }
        throw ShellError(
          "unknown strategy or pool '\(name)'"
            + (hint ?? " (one of: \(known.joined(separator: ", ")))"))
      }
    }
    try checkNesting("compare")
    let resolved = resolve(file, from: location)
    let text = try ScriptFile.read(resolved)
    comparedRuns = []
    var rows: [[String]] = []
    var stoppedIn: CompareRun?
    for run in runs {
      guard let row = try compareRow(run, script: text, name: resolved) else {
        stoppedIn = run
        break
      }
      rows.append(row)
    }
    let strategies = runs.allSatisfy { if case .strategy = $0 { true } else { false } }
    let pools = runs.allSatisfy { if case .pool = $0 { true } else { false } }
    let first = strategies ? "strategy" : pools ? "pool" : "run"
    let header = [
      first, "fps", "min_fps", "dropped", "hitch_ms_per_s", "executed", "cancelled", "skipped",
      "stale",
      "wasted_ms", "peak_bitmap", "peak_threads",
    ]
    printTable(header: header, rows: rows)
    guard let stoppedIn else { return .ok }
    out(
      "  interrupted during the \(stoppedIn.name) run; \(rows.count) of \(runs.count) "
        + "runs finished")
    return .interrupted
  }

  /// Runs the script in a fresh session (same device and clock, output discarded, errors
  /// passed through) and summarises it. Settings the script changes win, as they would in a
  /// normal run, except what is compared: a forced pool survives `pool` lines, a forced
  /// strategy survives `strategy=` and `NAME.strategy =`. Nil when Ctrl-C stopped the run.
  private func compareRow(_ run: CompareRun, script: String, name: String) throws(ShellError)
    -> [String]?
  {
    var pool = engine.pool
    var strategy: TableStrategy?
    switch run {
    case .pool(let p): pool = p
    case .strategy(let s): strategy = s
    }
    let engine = Engine(
      device: self.engine.device, clock: self.engine.clock, pool: pool,
      renderer: PangoLayerRenderer())
    let parent = self
    let session = Session(engine: engine) { stream, text in
      if stream == .err { parent.write(.err, text) }
    }
    session.settings = settings
    session.settings.echo = false
    session.settings.strategyOverride = strategy ?? settings.strategyOverride
    session.imageLibrary.directory = imageLibrary.directory
    session.imageDiskCache.directory = imageDiskCache.directory
    engine.images.apply(self.engine.images.settings)
    session.interrupted = interrupted
    session.readDepth = readDepth + 1
    let lines = ScriptFile.lines(script).map { line in
      Session.keeps(run, line) ? line : "# (compare keeps \(run.name)) " + line
    }
    let outcome = session.runScript(lines.joined(separator: "\n"), name: name)
    switch outcome {
    case .ok, .exit:
      break
    case .interrupted:
      return nil
    case .failed where interrupted():
      return nil
    case .failed:
      throw ShellError("'\(name)' failed under \(run.name); run it alone to see why")
    }
    let result = session.engine
    comparedRuns.append(PlotRun(name: run.name, engine: result))
    let frames = FrameSummary(
      ticks: result.main.ticks, rows: result.server.frameRows, duration: result.now)
    let tally = DrawTally(result.trace.draws)
    let skipped = result.scrolling.tables.reduce(0) { $0 + $1.tally.skipped }
    return [
      run.name, frames.fps.map(Stats.tenths) ?? "n/a", frames.minFPS.map(Stats.tenths) ?? "n/a",
      String(frames.dropped),
      frames.hitchRatio.map(Stats.tenths) ?? "n/a", String(tally.executed),
      String(tally.cancelled), String(skipped), String(tally.stale),
      String(Format.ms(tally.wasted).dropLast(3)), Format.bytes(result.drawing.peakContentsBytes),
      String(result.drawing.queueSummaries.count),
    ]
  }

  /// False for a line that would undo what the run compares: `pool …` under a forced pool,
  /// `NAME.strategy = …` under a forced strategy.
  static func keeps(_ run: CompareRun, _ line: String) -> Bool {
    let trimmed = line.trimmingBlanks
    switch run {
    case .pool:
      return !trimmed.hasPrefix("pool ")
    case .strategy:
      guard let dot = trimmed.firstIndex(of: "."), trimmed.first != "." else { return true }
      let rest = trimmed[trimmed.index(after: dot)...].drop { $0 == " " }
      return !(rest.hasPrefix("strategy ") || rest.hasPrefix("strategy="))
    }
  }
}
