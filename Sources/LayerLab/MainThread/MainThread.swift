import DequeModule
import OrderedCollections

/// The main thread: its CFRunLoop, the observers on it (Core Animation's commit,
/// YYTransaction's task set, Texture's), the main dispatch queue, the display link timer and
/// the statements that arrive as input events.
///
/// It is a process of the simulation kernel. Its own time, `clock`, is how far main has got:
/// while a work item runs, every cost it pays moves `clock`, and other processes' events that
/// fall before it are handled before main's next step (see `Engine.settle`).
public final class MainThread: SimulationProcess {
  unowned let engine: Engine

  /// Where the run loop is in its turn.
  var phase = RunLoopPhase.entry
  /// The run-loop mode of the current turn (tracking while a table scrolls).
  public internal(set) var mode = RunLoopMode.default
  /// Turns started so far; 0 before the first.
  public internal(set) var turn = 0
  /// How far main has got: the end of its last work item, or further inside the one running.
  public internal(set) var clock: Micros = 0
  /// When main's current busy stretch began, and where its last work ended (`charge`).
  var busySince: Micros = 0
  var workEnd: Micros = 0
  /// Main's pending work items, in order; run one per step.
  var work: Deque<MainWorkItem> = []
  var observers = ObserverList(RunLoopObserver.standard)
  var didDispatchPortLastTime = false
  /// Statements typed since the last DoSources0: each is a handled source0 there.
  var typedInputs = 0
  /// When a typed input woke the sleeping run loop (nil: nobody did).
  var wakeRequestedAt: Micros?
  /// When the run loop last went to sleep (the end of its BeforeWaiting work).
  var sleepingSince: Micros = 0
  /// Why and after how long the loop last woke, reported with AfterWaiting.
  var wake: (reason: WakeReason, slept: Micros)?
  /// Statements scheduled as future input events, in time order.
  var scheduled: [ScheduledInput] = []
  var nextScheduledSeq = 1
  /// The main dispatch queue.
  var blocks: Deque<MainBlock> = []
  /// YYTransaction's task set, performed by its observer at 0xFFFFFF.
  var taskSet: OrderedSet<TaskKey> = []
  /// AsyncDraw's ADManager task set (ADLabel's `asyncDraw` entries), performed by ADManager's
  /// own observer at 0xFFFFFF, added when ADManager is first used.
  var adTaskSet: OrderedSet<TaskKey> = []
  var adManagerObserverAdded = false
  /// An implicit CA transaction is open: something changed since the last commit.
  var transactionOpen = false
  /// CA commits made so far.
  public internal(set) var commits = 0
  /// The stop point whose work is queued, reported when that work drains.
  var pendingStop: String?
  /// Stop points completed so far, for `step`.
  var stopsCompleted = 0
  var turnsCompleted = 0
  /// When the current turn began (its BeforeTimers), for the turn's span.
  var turnStart: Micros = 0
  /// When main last woke from sleep: where the frame it is working on began.
  var awakeSince: Micros = 0
  /// When the running CA commit observer was called, for the commit's span.
  var commitStart: Micros = 0
  /// When the display link's timer is next due.
  var displayLinkDue: Micros
  /// Recent stretches main spent blocked, off the CPU (the last 64).
  public internal(set) var offCPU: [(start: Micros, end: Micros)] = []
  /// Span names made so far, by what and layer (`MainThread+Spans`).
  var spanNames: [SpanNameKey: String] = [:]

  init(engine: Engine, firstVsync: Micros) {
    self.engine = engine
    self.displayLinkDue = firstVsync
  }

  /// Advances main's clock by the time `cost` (µs at the CPU's peak clock, as the cost model
  /// prices it) takes at the P cluster's clock, within the current work item.
  func charge(_ cost: Micros) {
    guard cost > 0 else { return }
    // A gap since main's last work: a new busy stretch starts here.
    if clock > workEnd { busySince = clock }
    clock += engine.drawing.mainWorkTime(cost, at: clock, busySince: busySince)
    workEnd = clock
  }

  /// Advances main's clock by `duration` spent blocked (a disk read, a synchronous download):
  /// main waits off the CPU, so its core is free for other threads meanwhile.
  func block(for duration: Micros) {
    let start = clock
    clock += max(0, duration)
    busySince = clock
    workEnd = clock
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
    guard work.isEmpty, case .sleeping(poll: false) = phase else { return ready }
    return max(ready, wakeTime().time)
  }

  public func handleEvent(at time: Micros) {
    step(at: time)
  }

  /// Asleep with nothing queued, no input, block, transaction or uncommitted change waiting.
  public var isIdle: Bool {
    guard case .sleeping(poll: false) = phase, work.isEmpty else { return false }
    guard wakeRequestedAt == nil, typedInputs == 0, scheduled.isEmpty, blocks.isEmpty,
      taskSet.isEmpty, adTaskSet.isEmpty, !transactionOpen,
      engine.drawing.texture.renderQueue.isEmpty
    else { return false }
    return !engine.views.values.contains {
      ($0.layer.needsDisplay && !$0.layer.hidden && $0.layer.inWindow) || $0.layer.needsLayout
    }
  }

  public var busyReasons: [String] {
    var reasons: [String] = []
    if !blocks.isEmpty { reasons.append("\(blocks.count) main-queue blocks") }
    if !scheduled.isEmpty { reasons.append("\(scheduled.count) scheduled inputs") }
    if !taskSet.isEmpty { reasons.append("\(taskSet.count) YYTransaction entries") }
    if !adTaskSet.isEmpty { reasons.append("\(adTaskSet.count) ADManager tasks") }
    if reasons.isEmpty, !isIdle { reasons.append("the main run loop is mid-turn") }
    return reasons
  }

  /// Where the run loop is, in words (for `show` and `stats`).
  public var phaseDescription: String {
    switch phase {
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
        thread: "main", name: name, category: category, start: start, end: clock, turn: turn,
        layer: layer, draw: draw))
  }
}
