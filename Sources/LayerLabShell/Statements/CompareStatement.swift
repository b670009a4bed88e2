import LayerLab

/// `compare STRATEGY|POOL|VIEW.PROP=V1,V2… [device NAME…] [clock CLOCK…] -- FILE.lab`: one
/// session file under every combination of the compared values, one table of figures.
struct CompareStatement: StatementFamily {
  /// What is compared, as written: names, `device`/`clock` and their values, and
  /// `VIEW.PROP=V1,V2` variants (kept as words, so a quoted value keeps its commas).
  var names: [Word]
  var file: String

  static let keywords = ["compare"]

  /// What can be compared: every table strategy, then every pool.
  static var names: [String] {
    TableStrategy.allCases.map(\.rawValue) + PoolKind.allCases.map(\.rawValue)
  }

  static let help = [
    StatementHelp(
      name: "compare", group: .looking,
      usage: "compare [STRATEGY|POOL…] [VIEW.PROP=V1,V2…] [device NAME…] "
        + "[clock model|measured…] [runs=N [seed=S]] [columns=LIST|all] -- FILE.lab",
      summary: "run one session file once per table strategy ("
        + TableStrategy.allCases.map(\.rawValue).joined(separator: ", ")
        + ": forced on every table it makes) or pool ("
        + PoolKind.allCases.map(\.rawValue).joined(separator: ", ")
        + "), property value, device or clock — every combination of those named (sync async "
        + "device iphone6 iphone11: four runs, at most \(Session.maxCompared), the compare-runs "
        + "limit, and \(Session.maxComparedPerStatement) in one statement with the runs of "
        + "compares in the file or in a repeat; runs share the host's cores, one run per core "
        + "at a time) — each from a clean "
        + "start; a 'device', 'clock' or 'pool' line or a NAME.strategy setter in the file is "
        + "overridden by the compared value. VIEW.PROP=V1,V2 (values split at bare commas: "
        + "quote one holding commas, t.frame=\"0,0,300,40\",\"0,0,300,80\") gives VIEW that "
        + "value where the file makes it — replacing PROP= on that 'new' line — and a later "
        + "VIEW.PROP = … sets it instead of its own; rows say which (\"sync feed.layers=separate"
        + "\"); a property VIEW's kind lacks or a value it refuses is an error before any run, "
        + "a VIEW the file never makes one after the first; a prototype's views are varied as "
        + "PROTOTYPE.VIEW.PROP=V1,V2 (post.card.shadowPath=none,bounds). One table: frame_rate (frames presented ÷ seconds, "
        + "XCTest's frame rate), label_fps_last and label_fps_min (YYFPSLabel's readings), "
        + "dropped and dropped_frame_pct (the vsyncs late frames slipped, and their share of "
        + "the frames expected), hitch ratio, gpu_ms_mean and offscreen_per_frame (the render "
        + "server's GPU time and offscreen passes per frame rendered: what a shadowPath or "
        + "shouldRasterize changes), "
        + "draws executed / cancelled / skipped (VVebo's blank rows) / stale, wasted render "
        + "time, peak bitmap bytes, peak threads, hitches and hitch_ms (XCTest's number of "
        + "hitches and hitch total time), overrun_p99_ms and frame_cpu_p99_ms (Android "
        + "Macrobenchmark's frameOverrunMs: the commit − its deadline, and "
        + "frameDurationCpuMs: main-thread work + render prepare, at p99), CPU and memory "
        + "peaks, and last blank_frames, blank_area_max_pct and ttc_p95_ms (frames showing "
        + "layers without their contents, the worst frame's blank share of the screen — "
        + "FlashList's max blank area — and p95 of the wait from entering the screen to "
        + "contents on screen), from each run's first "
        + "scroll gesture (or over a 'measure' signpost), vsync to vsync; in csv and json "
        + "modes byte counts are plain numbers (peak_bitmap_bytes, mem_peak_bytes) and a "
        + "missing figure is empty; a 'conditions:' line over the table (device, refresh rate, "
        + "clock, cpuclock, calibration id, LayerLab version) and the same six columns last "
        + "on every csv/json row stamp what each run was measured under. runs=N (1 to \(CompareRepeats.maxRuns)) runs each row N "
        + "times, each run's drags and flings scaled by its own factor within "
        + "±\(Int(GestureVariation.spread * 100)) % (run k by seed k, or S+k with seed=S, so "
        + "the runs are the same every time), each gesture touching the screen at its own phase "
        + "against vsync (uniform over one refresh interval: a touch arrives independently "
        + "of the display), each download's time (latency and transfer) scaled by its own "
        + "factor within ±\(Int(GestureVariation.networkSpread * 100)) % (an estimate), each "
        + "gesture finding each CPU cluster's clock raised to at least a point uniform between "
        + "its floor and peak (an estimate: what work the model does not see left it at), and "
        + "work that falls at one instant (main, render queues, network) landing in an order "
        + "drawn per run instead of the fixed one (the vsync stays first), "
        + "and prints each figure as the median of the runs with their 25th–75th percentile, "
        + "the deciding figures only (columns=all for every one), then a verdict per row "
        + "against the first: the figures whose runs differ by a two-sided Mann–Whitney test at "
        + "p < 0.05 ÷ 7 (the seven figures it reads), or that none does; csv and json give "
        + "each figure's median, _p25 and _p75 and the verdict as a second table "
        + "(row, against, figure, medians, change, p, significant). columns=LIST picks the "
        + "columns, by the names the table prints. Under clock model the runs share the "
        + "host's cores (the table is the same); under clock measured, whose timings they "
        + "would disturb, or when the file writes files (save, export, plot, .output, .once, "
        + ".read, compare, images cache=), they run one after another",
      example: "compare sync vvebo feed.layers=composite,separate -- Sessions/scroll.lab")
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> CompareStatement {
    let texts = words.rest.map(\.text)
    guard let dashes = texts.firstIndex(of: "--"), dashes > 0, dashes + 2 == texts.count else {
      throw ShellError(
        "usage: compare STRATEGY|POOL|VIEW.PROP=V1,V2… [device NAME…] [clock CLOCK…] "
          + "-- FILE.lab, e.g. compare sync async device iphone6 iphone11 -- scroll.lab")
    }
    return CompareStatement(names: Array(words.rest[..<dashes]), file: texts[dashes + 1])
  }

  /// Strategies and pools until `--`, then the session file.
  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    guard let dashes = words.firstIndex(of: "--") else {
      if words.contains("clock") { return ClockMode.allCases.map(\.rawValue) }
      if words.contains("device") { return DeviceProfile.all.map(\.name) }
      return names + ["device", "clock"]
    }
    return dashes == words.index(before: words.endIndex) ? completer.paths(word) : []
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    try run(in: session, from: location)
  }
}
