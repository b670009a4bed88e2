/// The main thread: its CFRunLoop, the observers on it (Core Animation's commit,
/// YYTransaction's task set, Texture's), the main dispatch queue, the display link timer and
/// the statements that arrive as input events.
///
/// It is a process of the simulation kernel. Its own time, `clock`, is how far main has got:
/// while a work item runs, every cost it pays moves `clock`, and other processes' events that
/// fall before it are handled before main's next step (see `Engine.settle`).
public final class MainThread: SimulationProcess {
  unowned let engine: Engine

  /// Main's time on its core: its clock, busy stretch and blocked stretches.
  var core = MainCore()
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
  /// Which work items become spans, and their names.
  var spans = WorkSpans()
  /// The views marked for layout or display, for the commit's passes.
  var marked = MarkedViews()
  /// Every view's layer, for the commit's scans.
  var viewLayers = ViewLayers()

  /// How far main has got: the end of its last work item, or further inside the one running.
  public var clock: Micros { core.clock }
  /// Recent stretches main spent blocked, off the CPU.
  public var offCPU: [(start: Micros, end: Micros)] { core.offCPU }
  /// CA commits made so far.
  var commits: Int { transaction.commits }
  /// The run-loop mode of the current turn (tracking while a table scrolls).
  public var mode: RunLoopMode { runLoop.mode }
  /// Turns started so far; 0 before the first.
  var turn: Int { runLoop.turn }

  init(engine: Engine, firstVsync: Micros) {
    self.engine = engine
    self.displayLink = DisplayLink(firstVsync: firstVsync)
  }

  /// Advances main's clock by the time `cost` (µs at the CPU's peak clock, as the cost model
  /// prices it) takes at the P cluster's clock, within the current work item.
  func charge(_ cost: Micros) {
    guard cost > 0 else { return }
    core.beginWork()
    let duration = engine.drawing.cores.mainWorkTime(cost, at: clock, busySince: core.busySince)
    core.worked(for: duration)
  }

  /// Advances main's clock by `duration` spent blocked (a disk read, a synchronous download):
  /// main waits off the CPU, so its core is free for other threads meanwhile.
  func block(for duration: Micros) {
    core.block(for: duration)
  }

  // MARK: - SimulationProcess

  public var rank: EventRank { .main }

  /// Main's next step: as soon as it is free, unless it sleeps with nothing queued — then
  /// when its run loop wakes.
  public func nextEventTime(now: Micros) -> Micros? {
    let ready = max(clock, now)
    guard !runLoop.hasWork, case .sleeping(poll: false) = runLoop.phase else { return ready }
    let wake = sleep.wakeTime(timer: displayLink.due, queue: queue, inputs: inputs)
    return max(ready, wake.time)
  }

  public func handleEvent(at time: Micros) {
    step(at: time)
  }

  /// Asleep with nothing queued, no input, block, transaction or uncommitted change waiting.
  public var isIdle: Bool {
    guard case .sleeping(poll: false) = runLoop.phase, !runLoop.hasWork else { return false }
    guard sleep.wakeRequestedAt == nil, inputs.isEmpty, queue.isEmpty,
      yyTransactionTasks.isEmpty, adManagerTasks.isEmpty, !transaction.isOpen,
      engine.drawing.texture.renderQueueIsEmpty
    else { return false }
    return !marked.anyWaiting(in: engine.views)
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
  var phaseDescription: String {
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
