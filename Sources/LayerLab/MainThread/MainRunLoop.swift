import DequeModule

/// Main's CFRunLoop: where it is in its turn, the mode it runs in, its observers, the work
/// items queued by the current phase, and the stop points and turns completed (for `step`).
///
/// The phase logic that needs the rest of the engine (`MainThread+RunLoop`) moves it through
/// these methods; nothing else writes its state.
struct MainRunLoop {
  /// Where the run loop is in its turn.
  private(set) var phase = RunLoopPhase.entry
  /// The run-loop mode of the current turn (tracking while a table scrolls).
  private(set) var mode = RunLoopMode.default
  /// Turns started so far; 0 before the first.
  private(set) var turn = 0
  /// When the current turn began (its BeforeTimers), for the turn's span.
  private(set) var turnStart: Micros = 0
  private(set) var turnsCompleted = 0
  /// Stop points completed so far, for `step`.
  private(set) var stopsCompleted = 0
  /// The stop point whose work is queued, reported when that work drains.
  private var pendingStop: String?
  /// Main's pending work items, in order; run one per step.
  private var work: Deque<MainWorkItem> = []
  /// The observers on the loop; Texture and ADManager add theirs on first use.
  var observers = ObserverList(RunLoopObserver.standard)

  var hasWork: Bool { !work.isEmpty }

  mutating func go(to next: RunLoopPhase) {
    phase = next
  }

  /// The loop now runs in `next` (UIScrollView's nested tracking run begins or returns).
  mutating func enter(_ next: RunLoopMode) {
    mode = next
  }

  /// BeforeTimers at `time`: a new turn.
  mutating func beginTurn(at time: Micros) {
    turn += 1
    turnStart = time
  }

  mutating func endTurn() {
    turnsCompleted += 1
  }

  /// Queues `item` after the work already queued.
  mutating func append(_ item: MainWorkItem) {
    work.append(item)
  }

  /// Queues `items` to run next, before the work already queued (an observer's sub-work).
  mutating func prepend(contentsOf items: [MainWorkItem]) {
    work.prepend(contentsOf: items)
  }

  mutating func nextWork() -> MainWorkItem? {
    work.popFirst()
  }

  /// The work just queued is the stop point `name`, reported when it drains.
  mutating func expectStop(_ name: String) {
    pendingStop = name
  }

  /// The pending stop point, if its work has drained: it is completed and returned.
  mutating func completeDrainedStop() -> String? {
    guard work.isEmpty, let stop = pendingStop else { return nil }
    pendingStop = nil
    stopsCompleted += 1
    return stop
  }
}
