/// The main thread: its CFRunLoop, the observers on it (Core Animation's commit,
/// YYTransaction's task set, Texture's), the main dispatch queue, the display link timer and
/// the statements that arrive as input events.
///
/// It is a process of the simulation kernel. Its own time, `clock`, is how far main has got:
/// while a work item runs, every cost it pays moves `clock`, and other processes' events that
/// fall before it are handled before main's next step (see `Engine.settle`).
public final class MainThread: SimulationProcess {
  unowned let engine: Engine

  /// How far main has got: the end of its last work item, or further inside the one running.
  public internal(set) var clock: Micros = 0
  /// Main's current busy stretch on its core (`charge`).
  var busy = BusyStretch()
  /// The run loop: phase, mode, observers, queued work, turns and stop points.
  var runLoop = MainRunLoop()
  /// When the run loop went to sleep, who asked it to wake, when and why it woke.
  var sleep = RunLoopSleep()
  /// Statements typed since the last DoSources0 and statements scheduled for later.
  var inputs = InputSources()
  /// The main dispatch queue.
  var queue = MainQueue()
  /// YYTransaction's task set, performed by its observer at 0xFFFFFF.
  var yyTransactionTasks = TaskSet()
  /// AsyncDraw's ADManager task set (ADLabel's `asyncDraw` entries), performed by ADManager's
  /// own observer at 0xFFFFFF, added when ADManager is first used.
  var adManagerTasks = TaskSet()
  /// Core Animation's implicit transaction: open since the last commit, commits made.
  var transaction = ImplicitTransaction()
  /// The display link's timer.
  var displayLink: DisplayLink
  /// Span names made so far, by what and layer (`MainThread+Spans`).
  var spanNames = SpanNameTable()
  /// Recent stretches main spent blocked, off the CPU (the last 64).
  public internal(set) var offCPU: [(start: Micros, end: Micros)] = []

  /// CA commits made so far.
  public var commits: Int { transaction.commits }
  /// The run-loop mode of the current turn (tracking while a table scrolls).
  public var mode: RunLoopMode { runLoop.mode }
  /// Turns started so far; 0 before the first.
  public var turn: Int { runLoop.turn }

  init(engine: Engine, firstVsync: Micros) {
    self.engine = engine
    self.displayLink = DisplayLink(firstVsync: firstVsync)
  }

  /// Advances main's clock by the time `cost` (µs at the CPU's peak clock, as the cost model
  /// prices it) takes at the P cluster's clock, within the current work item.
  func charge(_ cost: Micros) {
    guard cost > 0 else { return }
    // A gap since main's last work: a new busy stretch starts here.
    busy.work(at: clock)
    clock += engine.drawing.mainWorkTime(cost, at: clock, busySince: busy.since)
    busy.worked(until: clock)
  }

  /// Advances main's clock by `duration` spent blocked (a disk read, a synchronous download):
  /// main waits off the CPU, so its core is free for other threads meanwhile.
  func block(for duration: Micros) {
    let start = clock
    clock += max(0, duration)
    busy.restart(at: clock)
    guard clock > start else { return }
    offCPU.append((start, clock))
    if offCPU.count > 64 { offCPU.removeFirst(offCPU.count - 64) }
  }

  /// True when main is using a core at `time`: it is working (its clock is ahead) and not
  /// blocked.
  func isOnCPU(at time: Micros) -> Bool {
    clock > time && !offCPU.contains { $0.start <= time && time < $0.end }
  }

  /// The next time after `time` at which main may enter or leave the CPU.
  func nextCPUChange(after time: Micros) -> Micros? {
    var best: Micros? = clock > time ? clock : nil
    for span in offCPU {
      for edge in [span.start, span.end] where edge > time { best = min(best ?? edge, edge) }
    }
    return best
  }

  // MARK: - SimulationProcess

  public var rank: EventRank { .main }

  /// Main's next step: as soon as it is free, unless it sleeps with nothing queued — then
  /// when its run loop wakes.
  public func nextEventTime(now: Micros) -> Micros? {
    let ready = max(clock, now)
    guard !runLoop.hasWork, case .sleeping(poll: false) = runLoop.phase else { return ready }
    return max(ready, wakeTime().time)
  }

  public func handleEvent(at time: Micros) {
    step(at: time)
  }

  /// Asleep with nothing queued, no input, block, transaction or uncommitted change waiting.
  public var isIdle: Bool {
    guard case .sleeping(poll: false) = runLoop.phase, !runLoop.hasWork else { return false }
    guard sleep.wakeRequestedAt == nil, inputs.isEmpty, queue.isEmpty,
      yyTransactionTasks.isEmpty, adManagerTasks.isEmpty, !transaction.isOpen,
      engine.drawing.texture.renderQueue.isEmpty
    else { return false }
    return !engine.views.values.contains {
      ($0.layer.needsDisplay && !$0.layer.hidden && $0.layer.inWindow) || $0.layer.needsLayout
    }
  }

  public var busyReasons: [String] {
    var reasons: [String] = []
    if !queue.isEmpty { reasons.append("\(queue.count) main-queue blocks") }
    if inputs.scheduledCount > 0 { reasons.append("\(inputs.scheduledCount) scheduled inputs") }
    if !yyTransactionTasks.isEmpty {
      reasons.append("\(yyTransactionTasks.count) YYTransaction entries")
    }
    if !adManagerTasks.isEmpty { reasons.append("\(adManagerTasks.count) ADManager tasks") }
    if reasons.isEmpty, !isIdle { reasons.append("the main run loop is mid-turn") }
    return reasons
  }

  /// Where the run loop is, in words (for `show` and `stats`).
  public var phaseDescription: String {
    switch runLoop.phase {
    case .entry: "not entered"
    case .beforeTimers: "turn \(turn) done; next: BeforeTimers"
    case .beforeSources: "after BeforeTimers"
    case .sources: "after BeforeSources"
    case .portPoll: "after sources0"
    case .beforeWaiting: "before BeforeWaiting"
    case .sleeping(let poll): poll ? "polling" : "sleeping"
    case .afterWaiting(let why): "woken (\(why.rawValue))"
    case .handle(let why): "handling \(why.rawValue)"
    case .turnEnd: "ending turn \(turn)"
    }
  }

  /// Records a main-thread span ending now.
  func span(
    _ name: String, _ category: String, from start: Micros, layer: String = "", draw: Int? = nil
  ) {
    engine.recording.appendSpan(
      SpanRecord(
        thread: "main", name: name, category: category, start: start, end: clock,
        turn: runLoop.turn, layer: layer, draw: draw))
  }
}
