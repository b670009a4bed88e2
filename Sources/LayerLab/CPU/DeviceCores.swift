/// The device's cores as the app's threads share them: who holds each (`CPUScheduler`) and the
/// cluster clocks they run at (`CPUClocks`, DVFS).
///
/// Its planner (`CorePlanner`) brings the clocks forward at each worker event with the
/// load the scheduler's last plan gave (a cluster is loaded while any of its cores is held),
/// read a thread's speed from its core and its cluster's level, and price main's work on a
/// copy of the P cluster's clock: main runs ahead of the other processes inside a work item.
///
/// A class, owned by its planner alone: as a struct held by a class, every read through the
/// planner (`nextClockTick` at each worker event) copied it — the scheduler's and the clocks'
/// stores retained and released — 2–3 % of a compare's host time.
final class DeviceCores {
  /// Who holds which core, and the plan that decides it.
  private(set) var scheduler: CPUScheduler
  /// The cluster clocks and the levels they ran at.
  private(set) var clocks: CPUClocks
  /// The last walks `mainWorkTime` made on a copy of the P clock: from which clock, under
  /// which load, to where main went on the CPU (`idle`), and on from there loaded (`busy`).
  private var mainWalk: MainWalk?

  private struct MainWalk {
    let from: CPUClock
    let loaded: Bool
    let idle: CPUClock
    let busy: CPUClock
  }

  init(_ device: DeviceProfile, mode: CPUClockMode, at time: Micros) {
    scheduler = CPUScheduler(cores: device.cpuCores)
    clocks = CPUClocks(spec: device.clock, mode: mode, at: time)
  }

  /// A new device's cores (only while nothing is in flight); another chip's clocks start from
  /// idle at `time`.
  func adopt(_ device: DeviceProfile, at time: Micros) {
    scheduler = CPUScheduler(cores: device.cpuCores)
    if clocks.spec != device.clock {
      clocks = CPUClocks(spec: device.clock, mode: clocks.mode, at: time)
    }
  }

  /// Switches how the clocks (of the chip `spec`) behave; they restart from the floor
  /// (dynamic) at `time`.
  func setClockMode(_ mode: CPUClockMode, spec: CPUClockSpec, at time: Micros) {
    clocks = CPUClocks(spec: spec, mode: mode, at: time)
  }

  /// Plans the cores for `demands` at `time` (`CPUScheduler.plan`).
  func plan(_ demands: [CPUDemand], at time: Micros) -> CPUScheduler.Plan {
    scheduler.plan(demands, now: time)
  }

  /// The core with index `core`, if the device has it.
  func core(_ core: Int?) -> CPUCore? {
    guard let core, scheduler.cores.indices.contains(core) else { return nil }
    return scheduler.cores[core]
  }

  /// Work per µs of the thread that holds `core`, at its cluster's clock; nil for no core.
  func speed(of core: Int?) -> Double? {
    guard let held = self.core(core) else { return nil }
    return held.speed * clocks.clock(held.kind).level
  }

  /// True when a core of `kind` is held by some thread (main, the render server or a
  /// worker): the cluster is loaded.
  func isLoaded(_ kind: CPUCore.Kind) -> Bool {
    Self.isLoaded(kind, scheduler)
  }

  private static func isLoaded(_ kind: CPUCore.Kind, _ scheduler: CPUScheduler) -> Bool {
    scheduler.holdsCore(of: kind)
  }

  /// Brings the clocks to `time` under the load since the last plan.
  func advanceClocks(to time: Micros) {
    guard time > clocks.performance.time || time > clocks.efficiency.time else { return }
    let scheduler = scheduler
    clocks.advance(to: time) { Self.isLoaded($0, scheduler) }
  }

  /// The next tick at which a running worker's clock may change: while a cluster with a
  /// worker of `queues` running on it is below peak it rises each tick, and the worker's
  /// speed with it.
  func nextClockTick(after now: Micros, queues: [RenderQueue]) -> Micros? {
    guard clocks.mode.isDynamic else { return nil }
    let rising = queues.contains { queue in
      guard queue.running != nil, let held = core(queue.core) else { return false }
      return clocks.clock(held.kind).level < 1
    }
    return rising ? (now / CPUClock.tick + 1) * CPUClock.tick : nil
  }

  /// UIKit tells the performance controller a burst is coming (a scroll beginning, a scroll
  /// frame bringing a new cell on screen): main's cluster is at peak from `time`
  /// (`CPUClockMode.dynamic`).
  func hintBurst(at time: Micros, warmth: ClockWarmth? = nil) {
    clocks.hintBurst(at: time, warmth: warmth)
  }

  /// How long main's `work` (µs at peak) takes from `start`, main busy since `busySince`:
  /// the P cluster is brought (on a copy) from its last event under the last plan's load
  /// until main went on the CPU, then loaded, and the work runs on it. The copy is thrown
  /// away: the real clock passes the same stretch later, with main on a core in the plan.
  ///
  /// Both stretches are walked tick by tick while the level moves (up to `rampTime` or
  /// `decayTime` of ticks), and between two worker events main prices every statement from
  /// the same last event — typed statements back to back, main busy all along, walked the
  /// same hundred ticks each. So the walks are kept (`mainWalk`) and the next call goes on
  /// from where they ended when it starts from the same clock. Going on from there is the
  /// same as walking from the start (the governor's steps fall on the absolute tick grid), so
  /// the durations are exactly a fresh walk's.
  func mainWorkTime(_ work: Micros, at start: Micros, busySince: Micros) -> Micros {
    let base = clocks.performance
    guard base.dynamic else { return max(0, work) }
    let loaded = isLoaded(.performance)
    let kept = mainWalk.flatMap { $0.from == base && $0.loaded == loaded ? $0 : nil }
    let onCPU = max(base.time, min(busySince, start))
    var idle = base
    if let kept, kept.idle.time <= onCPU { idle = kept.idle }
    idle.advance(to: onCPU, loaded: loaded)
    var busy = idle
    if let kept, kept.busy.time <= start, kept.idle == idle { busy = kept.busy }
    busy.advance(to: start, loaded: true)
    mainWalk = MainWalk(from: base, loaded: loaded, idle: idle, busy: busy)
    return busy.run(work).duration
  }

  /// The level history up to `time`: the recorded steps, plus the stretch since the last
  /// event under the current load (not committed).
  func clockHistory(upTo time: Micros) -> CPUClockHistory {
    var copy = clocks
    if time > copy.performance.time || time > copy.efficiency.time {
      copy.advance(to: time) { isLoaded($0) }
    }
    return copy.history
  }
}
