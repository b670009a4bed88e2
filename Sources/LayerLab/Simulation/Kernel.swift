import HeapModule
import LayerLabValues

/// The simulation kernel: one clock, one agenda, the registered processes.
///
/// Like swift-nio's `EmbeddedEventLoop`, it runs whatever is due next in a fixed order, and
/// nothing else moves time. The agenda is a heap of each process's next event, ordered by
/// `AgendaEntry`'s rule (time, then `EventRank`, then insertion order). A process's next
/// time can change whenever any state changes (a worker posting a block makes main's wake-up
/// earlier), so after every event the kernel re-reads every process's next time and files an
/// entry for each that moved; the superseded entry is skipped when it surfaces. Processes are
/// few, so that re-read costs what the old hand-written polling did.
///
/// One case needs no re-read of the others: a process due again at the instant it just
/// handled, with nothing ranked at or before it due then, is what runs next whatever the
/// others' times (none is earlier than the clock, and at that instant it goes first). Main's
/// run-loop phases that cost nothing are such streaks — most of a scrolling run's events —
/// so only the processes ranked before it are asked (see ``streakContinues()``).
public final class Kernel {
  /// The latest virtual time reached.
  public internal(set) var now: Micros = 0
  /// Events handled since the kernel was made.
  public private(set) var eventsHandled = 0

  // The agenda's bookkeeping is read and written after every event. The kernel is used from
  // one thread and never hands out these arrays, so Swift's run-time exclusivity checks on
  // them cost a third of an idle run (callgrind) and protect nothing: they are turned off.
  @exclusivity(unchecked) private var processes: [any SimulationProcess] = []
  @exclusivity(unchecked) private var agenda = Heap<AgendaEntry>()
  /// Per process: the time its live entry is for (nil: none), and that entry's generation.
  @exclusivity(unchecked) private var alarms: [Micros?] = []
  @exclusivity(unchecked) private var generations: [UInt64] = []
  /// Each process's rank, read once: a process's rank does not change.
  @exclusivity(unchecked) private var ranks: [Int] = []
  @exclusivity(unchecked) private var nextSeq: UInt64 = 0
  /// A varied run's seed for same-time order (nil: ``EventRank``'s order).
  private var tieSeed: UInt64?
  /// The process whose event was handled last (nil before the first event).
  @exclusivity(unchecked) private var lastHandled: Int?
  /// Set by `nextEventTime()` when ``lastHandled`` runs again at once with no agenda entry.
  @exclusivity(unchecked) private var streak: Int?

  public init() {}

  /// Adds a process; its first event is filed at once.
  public func register(_ process: any SimulationProcess) {
    processes.append(process)
    alarms.append(nil)
    generations.append(0)
    ranks.append(process.rank.rawValue)
    refresh(processes.count - 1)
  }

  /// A repeated run (`compare … runs=N`) lets work that falls at one instant land in its own
  /// order: on a phone, main, the render queues and the network at the same microsecond race,
  /// and which wins is not fixed. Each such tie is broken by `seed` and the entry's number
  /// instead of by rank — except the vsync, which stays first (the display presents on the
  /// hardware's clock, before anything at that instant can change what it shows). Nil
  /// restores rank order.
  public func varyTies(_ seed: UInt64?) {
    tieSeed = seed
  }

  /// The processes, in registration order.
  public var registered: [any SimulationProcess] { processes }

  /// Moves the clock forward to `time` (never back) without handling anything.
  public func moveClock(to time: Micros) {
    now = max(now, time)
  }

  // MARK: - Running

  /// The time of the next event of any process, or nil when no process has one.
  public func nextEventTime() -> Micros? {
    if streakContinues() { return now }
    refreshAll()
    return liveTop()?.time
  }

  /// Handles the next event of any process, or returns false when there is none.
  ///
  /// - Parameter refresh: false when the caller has just asked `nextEventTime()` and changed
  ///   nothing since, so the processes' times need not be read again.
  @discardableResult
  public func handleNext(refresh: Bool = true) -> Bool {
    if !refresh, let index = streak {
      streak = nil
      handle(process: index, at: now)
      return true
    }
    streak = nil
    if refresh { refreshAll() }
    guard let entry = popLive() else { return false }
    handle(process: entry.process, at: entry.time)
    return true
  }

  /// True when the process handled last is due again now and no process ranked at or before
  /// it is: it runs next, asked of it and of those processes only (``streak`` names it).
  ///
  /// Not in a varied run: there a tie's order depends on every entry filed (``varyTies``).
  /// The other processes' entries may be out of date meanwhile; none can be due before the
  /// clock, so the next full re-read files them as it would have.
  private func streakContinues() -> Bool {
    streak = nil
    guard tieSeed == nil, let index = lastHandled, alarms[index] == nil else { return false }
    guard let next = processes[index].nextEventTime(now: now), next <= now else { return false }
    for other in processes.indices where other != index && ranks[other] <= ranks[index] {
      if let time = processes[other].nextEventTime(now: now), time <= now { return false }
    }
    streak = index
    return true
  }

  /// Handles, in order, every event strictly before `time` of every process but `foreground`
  /// (which is busy until then: the others run meanwhile).
  ///
  /// One event of the foreground may have been hours of virtual time (a price fixed a billion
  /// times too high), and the others' events in it millions, so this loop is bounded like any
  /// run: at most `budget` events, `interrupted` polled before each.
  ///
  /// - Returns: `.reached` when every such event was handled; `.budget` or `.interrupted`
  ///   when it stopped first, every event handled whole (the rest wait for the next call).
  @discardableResult
  public func settle(
    before time: Micros, skipping foreground: any SimulationProcess, budget: Int = .max,
    interrupted: () -> Bool = { false }
  ) -> StopReason {
    var handled = 0
    while true {
      refreshAll()
      var held: [AgendaEntry] = []
      var found: AgendaEntry?
      while let entry = popLive() {
        if processes[entry.process] === foreground {
          held.append(entry)
          continue
        }
        found = entry
        break
      }
      for entry in held { agenda.insert(entry) }
      guard let entry = found else { return .reached }
      guard entry.time < time else {
        agenda.insert(entry)
        return .reached
      }
      guard handled < budget, !interrupted() else {
        agenda.insert(entry)
        return handled < budget ? .interrupted : .budget
      }
      handled += 1
      handle(process: entry.process, at: entry.time)
    }
  }

  /// True when every process is idle.
  public var isIdle: Bool { processes.allSatisfy(\.isIdle) }

  /// Every process's busy reasons, in registration order.
  public var busyReasons: [String] { processes.flatMap(\.busyReasons) }

  // MARK: - The agenda

  /// Runs process `index`'s event at `time`; its entry on file, if any, is superseded.
  private func handle(process index: Int, at time: Micros) {
    if alarms[index] != nil { generations[index] &+= 1 }
    alarms[index] = nil
    now = max(now, time)
    eventsHandled += 1
    lastHandled = index
    processes[index].handleEvent(at: now)
  }

  private func refreshAll() {
    streak = nil
    for index in processes.indices { refresh(index) }
  }

  /// Files a new entry for process `index` when its next time is not the one on file.
  private func refresh(_ index: Int) {
    let next = processes[index].nextEventTime(now: now).map { max($0, now) }
    guard next != alarms[index] else { return }
    generations[index] &+= 1
    alarms[index] = next
    guard let time = next else { return }
    var rank = ranks[index]
    if let tieSeed, rank > EventRank.vsync.rawValue {
      var random = SplitMix64(seed: tieSeed &+ nextSeq)
      rank = EventRank.vsync.rawValue + 1 + Int(random.next() >> 33)
    }
    agenda.insert(
      AgendaEntry(
        time: time, rank: rank, seq: nextSeq, process: index,
        generation: generations[index]))
    nextSeq &+= 1
  }

  private func isLive(_ entry: AgendaEntry) -> Bool {
    entry.generation == generations[entry.process] && alarms[entry.process] != nil
  }

  /// Drops superseded entries from the top and returns the first live one, left in place.
  private func liveTop() -> AgendaEntry? {
    while let top = agenda.min {
      if isLive(top) { return top }
      agenda.removeMin()
    }
    return nil
  }

  private func popLive() -> AgendaEntry? {
    guard let top = liveTop() else { return nil }
    agenda.removeMin()
    return top
  }
}
