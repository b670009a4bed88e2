/// The device's cores and who holds them: a priority scheduler with time slices, after XNU's
/// Edge/AMP schedulers as devices.md §2 describes them, reduced to what moves a frame.
///
/// Rules, in the order `plan` applies them:
/// 1. Main and the render server take a core at once, a P core if one is free or held by a
///    worker (which is preempted), any core otherwise.
/// 2. Workers, most urgent QoS first and then first come: a free core they may use (the
///    fastest first; utility and background only E cores), else the core of a worker of a
///    lower class, else the core of an equal that has held it for a full quantum (that
///    equal goes to the back of its class: round robin).
/// 3. A P core left free takes the most urgent worker running on an E core (it migrates up).
/// A thread that gets a core back after losing it pays `switchCost` of extra work.
struct CPUScheduler {
  let cores: [CPUCore]
  /// Core index held by each thread, by its slot (``slot(_:)``: main, the render server, then
  /// the workers by ordinal). Arrays, not dictionaries: a plan runs at every worker event,
  /// and hashing the threads was a tenth of a repeated compare's host time.
  private var held: [Int?] = []
  /// When each holder got its current core (its slice started), by slot.
  private var sliceStart: [Micros?] = []

  /// Extra work for a thread that resumes after a preemption or migrates: an ESTIMATE —
  /// devices.md §4 finds no Apple figure; a thread switch is ≈ 1–5 µs on A-series
  /// (order of magnitude from Linux's ≈ 1.07 µs [DDB] plus cache refill); 3 µs, the middle.
  static let switchCost: Micros = 3

  init(cores: [CPUCore]) {
    self.cores = cores
  }

  /// A thread's place in the slot arrays; slots in ascending order are threads in
  /// `CPUDemand.Thread`'s order.
  private static func slot(_ thread: CPUDemand.Thread) -> Int {
    switch thread {
    case .main: 0
    case .server: 1
    case .worker(let ordinal): 2 + max(0, ordinal)
    }
  }

  private static func thread(atSlot slot: Int) -> CPUDemand.Thread {
    switch slot {
    case 0: .main
    case 1: .server
    default: .worker(slot - 2)
    }
  }

  /// The core `thread` holds (nil: none).
  func core(of thread: CPUDemand.Thread) -> Int? {
    let slot = Self.slot(thread)
    return slot < held.count ? held[slot] : nil
  }

  /// Every thread holding a core, and its core.
  var holder: [CPUDemand.Thread: Int] {
    var result: [CPUDemand.Thread: Int] = [:]
    for (slot, core) in held.enumerated() {
      if let core { result[Self.thread(atSlot: slot)] = core }
    }
    return result
  }

  /// True when some thread holds a core of `kind`.
  func holdsCore(of kind: CPUCore.Kind) -> Bool {
    held.contains { core in
      guard let core, cores.indices.contains(core) else { return false }
      return cores[core].kind == kind
    }
  }

  /// What a plan changed.
  struct Plan {
    /// Threads whose core changed: (thread, old core, new core); nil is off-core.
    var moves: [(thread: CPUDemand.Thread, from: Int?, to: Int?)] = []
    /// Workers that gave up their core after a full quantum: they rejoin at the back.
    var rotated: [CPUDemand.Thread] = []
  }

  /// Assigns cores to `demands` at `now`; threads not in `demands` lose theirs.
  mutating func plan(_ demands: [CPUDemand], now: Micros) -> Plan {
    let before = held
    // The demand of each slot (the first one given for a thread).
    var slots = held.count
    for demand in demands { slots = max(slots, Self.slot(demand.thread) + 1) }
    var byThread = [CPUDemand?](repeating: nil, count: slots)
    for demand in demands where byThread[Self.slot(demand.thread)] == nil {
      byThread[Self.slot(demand.thread)] = demand
    }
    if held.count < slots {
      held += Array(repeating: nil, count: slots - held.count)
      sliceStart += Array(repeating: nil, count: slots - sliceStart.count)
    }
    for slot in held.indices where byThread[slot] == nil { held[slot] = nil }
    var rotated: [CPUDemand.Thread] = []
    for demand in demands.sorted(by: CPUDemand.runsBefore)
    where held[Self.slot(demand.thread)] == nil {
      if let core = pickCore(for: demand, byThread: byThread, now: now, rotated: &rotated) {
        held[Self.slot(demand.thread)] = core
        sliceStart[Self.slot(demand.thread)] = now
      }
    }
    migrateUp(byThread: byThread, now: now)
    var plan = Plan(rotated: rotated)
    for slot in held.indices {
      let old = slot < before.count ? before[slot] : nil
      guard old != held[slot] else { continue }
      plan.moves.append((Self.thread(atSlot: slot), old, held[slot]))
      if held[slot] == nil { sliceStart[slot] = nil }
    }
    return plan
  }

  /// When a worker that holds a core while an equal waits reaches the end of its quantum.
  func nextQuantumEnd(_ demands: [CPUDemand]) -> Micros? {
    let waitingBands = Set(demands.filter { core(of: $0.thread) == nil }.map(\.band))
    var best: Micros?
    for demand in demands where !demand.isFixed && waitingBands.contains(demand.band) {
      let slot = Self.slot(demand.thread)
      guard core(of: demand.thread) != nil, let start = sliceStart[slot] else { continue }
      let end = start + demand.quantum
      best = min(best ?? end, end)
    }
    return best
  }

  // MARK: - Rules

  /// Whether each core is held, by core index.
  private var taken: [Bool] {
    var taken = [Bool](repeating: false, count: cores.count)
    for core in held {
      if let core, taken.indices.contains(core) { taken[core] = true }
    }
    return taken
  }

  /// The demands of the threads holding a core, with their cores, in slot order.
  private func holding(_ byThread: [CPUDemand?]) -> [(demand: CPUDemand, core: Int)] {
    var result: [(demand: CPUDemand, core: Int)] = []
    for (slot, core) in held.enumerated() {
      if let core, slot < byThread.count, let demand = byThread[slot] {
        result.append((demand, core))
      }
    }
    return result
  }

  private mutating func pickCore(
    for demand: CPUDemand, byThread: [CPUDemand?], now: Micros,
    rotated: inout [CPUDemand.Thread]
  ) -> Int? {
    let taken = self.taken
    let free = cores.filter { !(taken.indices.contains($0.index) && taken[$0.index]) }
    if demand.isFixed {
      if let core = free.first(where: { $0.kind == .performance }) { return core.index }
      if let victim = weakestWorker(byThread, on: .performance) { return evict(victim) }
      if let core = free.first { return core.index }
      guard let victim = weakestWorker(byThread, on: nil) else { return nil }
      return evict(victim)
    }
    let hasE = cores.contains { $0.kind == .efficiency }
    let allowed = { (core: CPUCore) in
      !demand.efficiencyOnly || core.kind == .efficiency || !hasE
    }
    if let core = free.filter(allowed).max(by: { $0.speed < $1.speed }) { return core.index }
    let candidates = holding(byThread).compactMap { held, core -> CPUDemand? in
      guard !held.isFixed, allowed(cores[core]) else { return nil }
      if held.band < demand.band { return held }
      let expired = now - (sliceStart[Self.slot(held.thread)] ?? now) >= held.quantum
      return held.band == demand.band && expired ? held : nil
    }
    guard let victim = candidates.max(by: CPUDemand.runsBefore) else { return nil }
    if victim.band == demand.band { rotated.append(victim.thread) }
    return evict(victim.thread)
  }

  /// The worker that runs last by the ordering rule among those holding a core of `kind`
  /// (any kind when nil).
  private func weakestWorker(_ byThread: [CPUDemand?], on kind: CPUCore.Kind?)
    -> CPUDemand.Thread?
  {
    holding(byThread).compactMap { held, core -> CPUDemand? in
      guard !held.isFixed else { return nil }
      return kind == nil || cores[core].kind == kind ? held : nil
    }.max(by: CPUDemand.runsBefore)?.thread
  }

  /// Takes `thread`'s core away and returns it (the caller gives it to someone else).
  private mutating func evict(_ thread: CPUDemand.Thread) -> Int? {
    let slot = Self.slot(thread)
    guard slot < held.count else { return nil }
    let core = held[slot]
    held[slot] = nil
    sliceStart[slot] = nil
    return core
  }

  private mutating func migrateUp(byThread: [CPUDemand?], now: Micros) {
    while true {
      let taken = self.taken
      guard
        let free = cores.first(where: {
          $0.kind == .performance && !(taken.indices.contains($0.index) && taken[$0.index])
        })
      else { return }
      let onE = holding(byThread).compactMap { held, core -> CPUDemand? in
        guard cores[core].kind == .efficiency, !held.efficiencyOnly else { return nil }
        return held
      }
      guard let mover = onE.min(by: CPUDemand.runsBefore) else { return }
      let slot = Self.slot(mover.thread)
      held[slot] = free.index
      sliceStart[slot] = sliceStart[slot] ?? now
    }
  }
}
