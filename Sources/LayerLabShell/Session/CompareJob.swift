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
  var device: DeviceProfile
  var clock: ClockMode
  /// The pool the run starts on: the compared one, or the comparing session's.
  var pool: PoolKind
  /// The comparing session's settings, with echo off and the compared strategy forced.
  var settings: ShellSettings
  var imageDirectory: String?
  var cacheDirectory: String?
  var images: ImageSettings
  /// The nesting depth the run's session starts at (one below the comparing session).
  var readDepth: Int
  /// The script, with the lines that would undo the comparison commented out.
  var script: String
  /// The script's path, for error locations.
  var name: String

  /// What a run came to.
  enum Result: Sendable {
    /// It ran to its end: the table's row and the records `plot` draws.
    case finished(row: [String], plot: PlotRun)
    /// A statement failed (its error went to `errors`).
    case failed
    /// Ctrl-C stopped it.
    case interrupted
  }

  /// Runs the script in a fresh session (output discarded, errors passed to `errors`) and
  /// summarises it. `interrupted` is polled at every event, as a session polls Ctrl-C.
  func perform(interrupted: @escaping () -> Bool, errors: @escaping (String) -> Void) -> Result {
    let engine = Engine(device: device, clock: clock, pool: pool, renderer: PangoLayerRenderer())
    let session = Session(engine: engine) { stream, text in
      if stream == .err { errors(text) }
    }
    session.settings = settings
    session.imageLibrary.directory = imageDirectory
    session.imageDiskCache.directory = cacheDirectory
    engine.images.apply(images)
    session.interrupted = interrupted
    session.readDepth = readDepth
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
    return .finished(row: Self.row(run.name, result), plot: PlotRun(name: run.name, engine: result))
  }

  /// The table's row for a finished run.
  static func row(_ name: String, _ result: Engine) -> [String] {
    let window = CompareWindow.bounds(of: result)
    func inside(_ time: Micros) -> Bool { time >= window.from && time <= window.to }
    let frames = FrameSummary(
      ticks: result.main.ticks.filter { inside($0.due) },
      rows: result.server.frameRows.filter { inside($0.vsync) },
      duration: window.to - window.from)
    let tally = DrawTally(result.trace.draws.filter { inside($0.requested) })
    let skipped = result.scrolling.tables.reduce(0) { $0 + $1.tally.skipped }
    return [
      name, frames.fps.map(Stats.tenths) ?? "n/a", frames.minFPS.map(Stats.tenths) ?? "n/a",
      String(frames.dropped),
      frames.hitchRatio.map(Stats.tenths) ?? "n/a", String(tally.executed),
      String(tally.cancelled), String(skipped), String(tally.stale),
      String(Format.ms(tally.wasted).dropLast(3)), Format.bytes(result.drawing.peakContentsBytes),
      String(result.drawing.queueSummaries.count), frames.cpuMean.map(Stats.tenths) ?? "n/a",
      frames.cpuPeak.map(Stats.tenths) ?? "n/a",
      frames.memoryPeak.map(Format.bytes) ?? "n/a",
    ]
  }
}
