import LayerLab

/// `compare POOL… -- FILE.lab`: the same session under several pools, one table.
extension Session {
  /// The most runs one compare may make.
  static let maxCompared = 8

  func compare(_ names: [String], file: String, from location: Location) throws(ShellError) {
    guard names.count <= Session.maxCompared else {
      throw ShellError("compare at most \(Session.maxCompared) pools at once")
    }
    var pools: [PoolKind] = []
    for name in names {
      guard let pool = PoolKind(rawValue: name) else {
        let known = PoolKind.allCases.map(\.rawValue)
        if ["sync", "async", "vvebo", "texture"].contains(name) {
          throw ShellError(
            "strategy '\(name)' needs tables, which are not available yet; compare pools: "
              + known.joined(separator: ", "))
        }
        throw ShellError("unknown pool '\(name)' (one of: \(known.joined(separator: ", ")))")
      }
      pools.append(pool)
    }
    let resolved = resolve(file, from: location)
    guard let text = ScriptFile.load(resolved) else {
      throw ShellError("cannot read '\(resolved)': no such file or not readable")
    }
    var rows: [[String]] = []
    for pool in pools {
      rows.append(try compareRow(pool: pool, script: text, name: resolved))
    }
    let header = [
      "pool", "fps", "dropped", "hitch_ms_per_s", "executed", "cancelled", "stale",
      "wasted_ms", "peak_bitmap", "peak_threads",
    ]
    printTable(header: header, rows: rows)
  }

  /// Runs the script in a fresh session on `pool` (same device and clock, output discarded,
  /// errors passed through) and summarises it. Settings the script itself changes win, as
  /// they would in a normal run, except the pool, which is set again after each `pool`.
  private func compareRow(pool: PoolKind, script: String, name: String) throws(ShellError)
    -> [String]
  {
    let engine = Engine(
      device: self.engine.device, clock: self.engine.clock, pool: pool,
      renderer: PangoLayerRenderer())
    let parent = self
    let run = Session(engine: engine) { stream, text in
      if stream == .err { parent.write(.err, text) }
    }
    run.settings = settings
    run.settings.echo = false
    run.interrupted = interrupted
    let lines = ScriptFile.lines(script).map { line in
      line.hasPrefix("pool ") ? "# (compare keeps pool \(pool.rawValue)) " + line : line
    }
    let outcome = run.runScript(lines.joined(separator: "\n"), name: name)
    switch outcome {
    case .ok, .exit:
      break
    case .failed, .interrupted:
      throw ShellError("'\(name)' failed under pool \(pool.rawValue); run it alone to see why")
    }
    let result = run.engine
    let frames = FrameSummary(ticks: result.ticks, rows: result.frameRows, duration: result.now)
    let tally = DrawTally(result.trace.draws)
    return [
      pool.rawValue, frames.fps.map(Stats.tenths) ?? "n/a", String(frames.dropped),
      frames.hitchRatio.map(Stats.tenths) ?? "n/a", String(tally.executed),
      String(tally.cancelled), String(tally.stale), String(Format.ms(tally.wasted).dropLast(3)),
      Format.bytes(result.peakContentsBytes), String(result.queueSummaries.count),
    ]
  }
}
