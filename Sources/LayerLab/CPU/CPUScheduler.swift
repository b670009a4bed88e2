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
  /// Core index held by each thread.
  private(set) var holder: [CPUDemand.Thread: Int] = [:]
  /// When each holder got its current core (its slice started).
  private(set) var sliceStart: [CPUDemand.Thread: Micros] = [:]

  /// Extra work for a thread that resumes after a preemption or migrates: an ESTIMATE —
  /// devices.md §4 finds no Apple figure; a thread switch is ≈ 1–5 µs on A-series
  /// (order of magnitude from Linux's ≈ 1.07 µs [DDB] plus cache refill); 3 µs, the middle.
  static let switchCost: Micros = 3

  init(cores: [CPUCore]) {
    self.cores = cores
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
    let before = holder
    let byThread = Dictionary(demands.map { ($0.thread, $0) }, uniquingKeysWith: { a, _ in a })
    holder = holder.filter { byThread[$0.key] != nil }
    var rotated: [CPUDemand.Thread] = []
    for demand in demands.sorted(by: CPUDemand.runsBefore) where holder[demand.thread] == nil {
      if let core = pickCore(for: demand, byThread: byThread, now: now, rotated: &rotated) {
        holder[demand.thread] = core
        sliceStart[demand.thread] = now
      }
    }
    migrateUp(byThread: byThread, now: now)
    var plan = Plan(rotated: rotated)
    let threads = Set(before.keys).union(holder.keys).sorted()
    for thread in threads where before[thread] != holder[thread] {
      plan.moves.append((thread, before[thread], holder[thread]))
      if holder[thread] == nil { sliceStart[thread] = nil }
    }
    return plan
  }

  /// When a worker that holds a core while an equal waits reaches the end of its quantum.
  func nextQuantumEnd(_ demands: [CPUDemand]) -> Micros? {
    let waitingBands = Set(demands.filter { holder[$0.thread] == nil }.map(\.band))
    var best: Micros?
    for demand in demands where !demand.isFixed && waitingBands.contains(demand.band) {
      guard holder[demand.thread] != nil, let start = sliceStart[demand.thread] else { continue }
      let end = start + demand.quantum
      best = min(best ?? end, end)
    }
    return best
  }

  // MARK: - Rules

  private mutating func pickCore(
    for demand: CPUDemand, byThread: [CPUDemand.Thread: CPUDemand], now: Micros,
    rotated: inout [CPUDemand.Thread]
  ) -> Int? {
    let taken = Set(holder.values)
    let free = cores.filter { !taken.contains($0.index) }
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
    let candidates = holder.compactMap { thread, core -> CPUDemand? in
      guard let held = byThread[thread], !held.isFixed, allowed(cores[core]) else { return nil }
      if held.band < demand.band { return held }
      let expired = now - (sliceStart[thread] ?? now) >= held.quantum
      return held.band == demand.band && expired ? held : nil
    }
    guard let victim = candidates.max(by: CPUDemand.runsBefore) else { return nil }
    if victim.band == demand.band { rotated.append(victim.thread) }
    return evict(victim.thread)
  }

  /// The worker that runs last by the ordering rule among those holding a core of `kind`
  /// (any kind when nil).
  private func weakestWorker(
    _ byThread: [CPUDemand.Thread: CPUDemand], on kind: CPUCore.Kind?
  ) -> CPUDemand.Thread? {
    holder.compactMap { thread, core -> CPUDemand? in
      guard let held = byThread[thread], !held.isFixed else { return nil }
      return kind == nil || cores[core].kind == kind ? held : nil
    }.max(by: CPUDemand.runsBefore)?.thread
  }

  /// Takes `thread`'s core away and returns it (the caller gives it to someone else).
  private mutating func evict(_ thread: CPUDemand.Thread) -> Int? {
    let core = holder[thread]
    holder[thread] = nil
    sliceStart[thread] = nil
    return core
  }

  private mutating func migrateUp(byThread: [CPUDemand.Thread: CPUDemand], now: Micros) {
    while true {
      let taken = Set(holder.values)
      guard let free = cores.first(where: { $0.kind == .performance && !taken.contains($0.index) })
      else { return }
      let onE = holder.compactMap { thread, core -> CPUDemand? in
        guard let held = byThread[thread], cores[core].kind == .efficiency, !held.efficiencyOnly
        else { return nil }
        return held
      }
      guard let mover = onE.min(by: CPUDemand.runsBefore) else { return }
      holder[mover.thread] = free.index
      sliceStart[mover.thread] = sliceStart[mover.thread] ?? now
    }
  }
}
