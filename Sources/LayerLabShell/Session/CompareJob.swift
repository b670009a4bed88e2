import LayerLab
import LayerLabPango

/// One variant's run of a `compare`, as plain values copied from the comparing session.
///
/// Why values and not the session: a run may go to a worker thread, and an engine, a session
/// or a Pango renderer must never be touched by two threads. The job carries only what the
/// run starts from, and ``perform(interrupted:errors:)`` builds the engine, its renderer (its
/// own font map), the image loader and the session on whichever thread calls it, so nothing
/// mutable crosses a thread; only the ``Result``, made of copies, comes back.
struct CompareJob: Sendable {
  var run: Session.CompareRun
  /// The engine the run starts on: the comparing session's settings, whole, with what the run
  /// forces (`CompareRun.forcing`).
  var engine: EngineSettings
  /// The comparing session's settings, with echo off and the compared strategy forced.
  var settings: ShellSettings
  var imageDirectory: String?
  var cacheDirectory: String?
  /// The property values the run forces: the run's own after any the comparing session
  /// itself was forced to (a compare inside a compared script).
  var overrides: [Session.PropertyOverride]
  /// The nesting depth the run's session starts at (one below the comparing session).
  var readDepth: Int
  /// The script, with the lines that would undo the comparison commented out.
  var script: String
  /// The script's path, for error locations.
  var name: String
  /// The runs the top-level statement may still make, shared with the run's own compares.
  var runBudget: CompareRunBudget
  /// False when nothing will read the run's pixels (``CompareStatement/runsAreIsolated``):
  /// its renderer lays out and counts but draws no bitmap.
  var drawsPixels = true

  /// What a run came to.
  enum Result: Sendable {
    /// It ran to its end: the table's row and the records `plot` draws.
    case finished(row: [String], plot: PlotRun)
    /// A statement failed (its error went to `errors`).
    case failed
    /// It ran to its end but never made a view whose property it was to force: the
    /// comparison did not happen, and `message` says so.
    case unapplied(message: String)
    /// Ctrl-C stopped it.
    case interrupted
  }

  /// Runs the script in a fresh session (output discarded, errors passed to `errors`) and
  /// summarises it. `interrupted` is polled at every event, as a session polls Ctrl-C.
  func perform(interrupted: @escaping () -> Bool, errors: @escaping (String) -> Void) -> Result {
    let engine = Engine(
      settings: self.engine, renderer: PangoLayerRenderer(drawsPixels: drawsPixels))
    let session = Session(engine: engine) { stream, text in
      if stream == .err { errors(text) }
    }
    session.settings = settings
    session.imageFiles.library.directory = imageDirectory
    session.imageFiles.diskCache.use(cacheDirectory, within: session.paths.safeRoots)
    session.interrupted = interrupted
    session.nesting.readDepth = readDepth
    session.compares.propertyOverrides = overrides
    session.compares.runBudget = runBudget
    switch session.runScript(script, name: name) {
    case .ok, .exit:
      break
    case .interrupted:
      return .interrupted
    case .failed where interrupted():
      return .interrupted
    case .failed:
      return .failed
    }
    let result = session.engine
    if let missing = run.properties.first(where: { result.view(named: $0.view) == nil }) {
      return .unapplied(message: Self.neverCreated(missing, in: result, script: name))
    }
    let window = CompareWindow.of(result)
    return .finished(
      row: Self.row(run.name, result, window: window),
      plot: PlotRun(
        name: run.name, engine: result, window: window,
        windowName: CompareWindow.name(of: result)))
  }

  /// The error for a variant whose view the script never made, with the closest name it did.
  static func neverCreated(
    _ override: Session.PropertyOverride, in engine: Engine, script: String
  ) -> String {
    let made = engine.views.keys.filter { !$0.contains(".") }
    let hint =
      Suggest.closest(to: override.view, among: Array(made)).map { "; did you mean '\($0)'?" }
      ?? "; vary a view it makes with 'new KIND \(override.view) …'"
    return "compare variant '\(override.variant)': '\(script)' never makes a view "
      + "'\(override.view)'\(hint)"
  }

  /// The table's columns; byte counts are plain numbers here (`Session.compare` writes them
  /// as `14.2 MiB` in table mode, under the names in ``tableHeader``).
  static let header = [
    // `dropped` is the vsyncs late frames slipped (FrameSummary's one definition), so it is 0
    // exactly when `hitches` is; `dropped_frame_pct` is it over the frames expected.
    "frame_rate", "label_fps_last", "label_fps_min", "dropped", "dropped_frame_pct",
    "hitch_ms_per_s", "gpu_ms_mean",
    "offscreen_per_frame", "executed", "cancelled", "skipped", "stale", "wasted_ms",
    "peak_bitmap_bytes", "peak_threads",
    // XCTest's number of hitches and hitch total time; Macrobenchmark's frameOverrunMs and
    // frameDurationCpuMs at p99 (`stats` has p50/p90/p95 too). Inserted before the CPU and
    // memory columns, so readers of the first columns and of the last three (README's example,
    // the intent tests) keep working.
    "hitches", "hitch_ms", "overrun_p99_ms", "frame_cpu_p99_ms",
    "cpu_mean_pct", "cpu_peak_pct", "mem_peak_bytes",
    // Content latency (`ContentSummary`): frames with blank layers on screen, FlashList's max
    // blank area as a share of the screen, and p95 of the wait from entering the screen to
    // contents. Last, so no earlier column moves.
    "blank_frames", "blank_area_max_pct", "ttc_p95_ms",
  ]

  /// The byte columns, which table mode prints in MiB under a shorter name.
  static let byteColumns: [String: String] = [
    "peak_bitmap_bytes": "peak_bitmap", "mem_peak_bytes": "mem_peak",
  ]

  /// The columns as table mode names them (byte columns by their shorter name).
  static let tableHeader = header.map { byteColumns[$0] ?? $0 }

  /// The column a user names either way (`mem_peak` or `mem_peak_bytes`), by its ``header``
  /// name; nil for none.
  static func column(named name: String) -> String? {
    let data = byteColumns.first { $0.value == name }?.key ?? name
    return header.contains(data) ? data : nil
  }

  /// ` (did you mean 'hitches'?)` for a name no column has, or nothing.
  static func guess(for name: String) -> String {
    Suggest.closest(to: name, among: tableHeader).map { " (did you mean '\($0)'?)" } ?? ""
  }

  /// The table's row for a finished run, every figure over `window` but `peak_threads`.
  static func row(_ name: String, _ result: Engine, window: StatsWindow) -> [String] {
    let frames = window.frames
    let tally = DrawTally(window.draws)
    let peakBitmap = window.frameRows.map(\.memory.contentsBytes).max()
    let timing = FrameTimingSummary(window.frameTimings)
    let renders = window.renders
    // The render server's GPU time and offscreen passes per frame rendered in the window:
    // what a shadow path or a rasterized layer changes when the CPU figures do not move.
    let gpu =
      renders.isEmpty
      ? ""
      : Format.ms(renders.reduce(0) { $0 + $1.cost.execute } / Micros(renders.count)).dropLast(3)
    let passes =
      renders.isEmpty
      ? ""
      : Stats.tenths(
        Double(renders.reduce(0) { $0 + $1.cost.offscreenPasses }) / Double(renders.count))
    return [
      name, frames.frameRate.map(Stats.tenths) ?? "", frames.labelFPSLast.map(Stats.tenths) ?? "",
      frames.labelFPSMin.map(Stats.tenths) ?? "", String(frames.dropped),
      frames.droppedPercent.map(Stats.tenths) ?? "", frames.hitches.ratio.map(Stats.tenths) ?? "",
      String(gpu), passes, String(tally.executed),
      String(tally.cancelled), String(window.tally.rowsSkipped), String(tally.stale),
      String(Format.ms(tally.wasted).dropLast(3)), peakBitmap.map(String.init) ?? "",
      String(result.readout.queues.count),
      String(frames.hitches.count), String(Format.ms(frames.hitches.time).dropLast(3)),
      timing.overrun.last.map { String(Format.ms(Micros($0.rounded())).dropLast(3)) } ?? "",
      timing.cpu.last.map { String(Format.ms(Micros($0.rounded())).dropLast(3)) } ?? "",
      frames.cpuMean.map(Stats.tenths) ?? "",
      frames.cpuPeak.map(Stats.tenths) ?? "", frames.memoryPeak.map(String.init) ?? "",
    ] + contentColumns(window.content)
  }

  /// `blank_frames`, `blank_area_max_pct` and `ttc_p95_ms` (empty without a wait).
  static func contentColumns(_ content: ContentSummary) -> [String] {
    [
      String(content.blankFrames), Stats.tenths(content.maxBlankPercent),
      content.timeToContentP95.map { String(Format.ms(Micros($0.rounded())).dropLast(3)) } ?? "",
    ]
  }
}
