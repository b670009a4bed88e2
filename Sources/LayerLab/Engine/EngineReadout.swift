/// What the shell reads of the processes' state at one moment, beyond the recording: main's
/// turn and commits, the display's next vsync, the drawing side's peaks, threads and queues,
/// the tables, and the CPU clock's history over a span.
///
/// Why one value: the shell reached into the processes (`engine.main.turn`,
/// `engine.drawing.peakContentsBytes`, …) at 20 sites, so a change inside a process broke
/// statements in other files (issue 38). The façade answers here; the processes keep their
/// state private to the model.
public struct EngineReadout {
  /// Main run loop turns begun.
  public let turn: Int
  /// CA commits main has run.
  public let commits: Int
  /// Where main's run loop is, in words.
  public let mainPhase: String
  /// The number of the next vsync; renders presented before it are on screen.
  public let nextVsync: Int64
  /// The most bytes layer contents held at once in the session.
  public let peakContentsBytes: Int
  /// The most worker threads blocked at once (GCD's workqueue).
  public let peakBlockedThreads: Int
  /// The most cores drawing at once.
  public let peakDrawingCores: Int
  /// Threads the global queue brought up.
  public let globalThreads: Int
  /// Texture's node-layout lanes.
  public let nodeLayoutThreads: Int
  /// The drawing queues: label, QoS, draws outstanding (node-layout lanes included).
  public let queues: [(label: String, qos: QoS, outstanding: Int)]
  /// The tables, in creation order.
  public let tables: [TableView]
  /// The cores' planner, for the clock's history (``clockTally(from:to:)``).
  private let cores: CorePlanner

  init(_ engine: Engine) {
    turn = engine.main.turn
    commits = engine.main.commits
    mainPhase = engine.main.phaseDescription
    nextVsync = engine.server.nextVsync
    let drawing = engine.drawing
    peakContentsBytes = drawing.peakContentsBytes
    peakBlockedThreads = drawing.peakBlockedThreads
    peakDrawingCores = drawing.cores.peakBusy
    globalThreads = drawing.globalThreadCount
    nodeLayoutThreads = drawing.nodeLayoutThreadCount
    queues = drawing.queueSummaries
    tables = engine.scrolling.tables
    cores = drawing.cores
  }

  /// What the threads' CPU time between `start` and `end` ran at, by kind of thread.
  public func clockTally(from start: Micros, to end: Micros) -> (
    main: CPUClockTally, server: CPUClockTally, workers: CPUClockTally
  ) {
    cores.clockTally(from: start, to: end)
  }
}

extension Engine {
  /// The processes' state as the shell reads it, now.
  public var readout: EngineReadout { EngineReadout(self) }
}
