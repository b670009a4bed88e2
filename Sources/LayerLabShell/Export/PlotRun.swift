import LayerLab

/// One run's frame records, as `plot` needs them: the session's own, or one variant of the
/// last `compare`, kept after the variant's engine is gone.
///
/// Why copies and not the engine: a compared run's session is thrown away when its row is
/// printed; its display-link ticks and frame rows are all a plot reads, and a few hundred
/// kilobytes at most.
struct PlotRun: Sendable {
  /// The legend's words: the compared strategy or pool, or "this session".
  var name: String
  /// Display-link callbacks, in order.
  var ticks: [TickRecord]
  /// One row per vsync.
  var rows: [FrameRow]
  /// The run's virtual time when it ended.
  var end: Micros
  /// The device and clock it ran on, for the title.
  var device: DeviceProfile
  var clock: ClockMode
  /// The stretch the subtitle's counts cover — the one the `compare` table or `stats` read —
  /// and how to say it. The lines are drawn over the whole run.
  var window: (from: Micros, to: Micros)
  var windowName: String
  /// What the run was measured under, stamped on its row of the compare table.
  var conditions: RunConditions

  /// The records of `engine` as they are now; `window` is the stretch its table counted.
  init(name: String, engine: Engine, window: StatsWindow, windowName: String) {
    self.name = name
    ticks = engine.recording.ticks
    rows = engine.frameRows
    end = engine.now
    device = engine.device
    clock = engine.clock
    self.window = (window.from, window.to)
    self.windowName = windowName
    conditions = RunConditions(engine)
  }

  /// Whether a record at `time` is in the counted stretch (``StatsWindow``'s rule).
  func counts(_ time: Micros) -> Bool {
    StatsWindow.covers(time, from: window.from, to: window.to)
  }

  /// Frames dropped in the counted stretch (the vsyncs late frames slipped,
  /// ``HitchFigures/dropped``): the table's `dropped`.
  var dropped: Int {
    rows.filter { counts($0.vsync) }.reduce(0) { $0 + ($1.appeared?.vsyncsLate ?? 0) }
  }

  /// Display-link ticks due in the counted stretch.
  var countedTicks: [TickRecord] { ticks.filter { counts($0.due) } }
}

/// What `plot` draws.
enum PlotKind: String, CaseIterable, Sendable {
  /// YYFPSLabel's readings over time.
  case fps
  /// The time between display-link callbacks over time.
  case frametime
  /// How many callback intervals lasted one frame, two, … .
  case hist
  /// How long each presented frame stayed on screen, hitches coloured by kind.
  case hitches
  /// The share of the screen each frame showed blank.
  case blank
  /// The last `sweep`'s figure at each of its points.
  case sweep

  /// The title's words.
  var title: String {
    switch self {
    case .fps: "fps"
    case .frametime: "frame time"
    case .hist: "frame-time histogram"
    case .hitches: "hitches"
    case .blank: "blank area"
    case .sweep: "sweep"
    }
  }
}
