/// One cluster's clock (DVFS): the frequency all its cores run at, as a fraction of peak.
///
/// Apple's chips clock each cluster as one: every P core runs at the P cluster's frequency
/// and every E core at the E cluster's ("Frequencies in both types of core are set by
/// cluster", Eclectic Light on the M1 [ECL-M1]). The performance controller raises the
/// frequency while the cluster is busy and lowers it while it is idle, so work that comes in
/// short bursts after idle runs slower than the same work in a sustained stretch.
///
/// The model is a governor that looks at each `tick` (1 ms of virtual time, a grid on
/// absolute time) and moves the level by `riseRate` per µs the cluster was busy in it and
/// down by `fallRate` per µs it was idle, between `floor` and 1 (peak). The level is held for
/// the whole tick, so work runs at a constant speed between ticks. Under steady load a busy
/// share of `rampTime / (rampTime + decayTime)` holds the level where it is (a half with
/// the catalogue's equal times, `CPUClockSpec`): more climbs to peak, less sinks to the floor.
///
/// Work priced at peak (what the cost model prints) takes cost ÷ level of time.
public struct CPUClock: Sendable, Equatable {
  /// The governor's sampling step: the level changes only at multiples of it.
  public static let tick: Micros = 1_000
  /// How close to peak or floor counts as there (floating steps do not add up exactly).
  static let snap = 1e-9

  /// The lowest level (idle frequency ÷ peak).
  public let floor: Double
  /// Level gained per µs busy, and lost per µs idle.
  let riseRate: Double
  let fallRate: Double
  /// False under `cpuclock fixed`: the level stays at 1.
  public let dynamic: Bool
  /// The level in force during the current tick.
  public private(set) var level: Double
  /// How far the clock has been brought.
  public private(set) var time: Micros = 0
  /// µs the cluster was busy in the current tick so far.
  private var busyInTick: Micros = 0
  /// A pending raise (a burst hint, `boost(at:)`, or a varied run's warmth, `warm(to:at:)`):
  /// from its time the level is at least its level.
  private var raise: Raise?

  private struct Raise: Sendable, Equatable {
    var time: Micros
    var level: Double
  }

  /// A clock at its floor at `time` (the device starts idle), or at peak when not `dynamic`.
  public init(spec: CPUClockSpec.Cluster, dynamic: Bool, at time: Micros = 0) {
    self.time = time
    self.floor = spec.floor
    self.riseRate = (1 - spec.floor) / Double(max(1, spec.rampTime))
    self.fallRate = (1 - spec.floor) / Double(max(1, spec.decayTime))
    self.dynamic = dynamic
    self.level = dynamic ? spec.floor : 1
  }

  /// The performance controller told a burst is coming (UIKit's hint, `CPUClockMode.dynamic`):
  /// the level goes to peak at `time` — or when the clock is next brought forward, if it is
  /// past `time` already — and the governor takes it from there.
  public mutating func boost(at time: Micros) {
    raise(to: 1, at: time)
  }

  /// A varied run's gesture finds the cluster `fraction` of the way from its floor to peak,
  /// or higher if its own work has it there (``ClockWarmth``).
  public mutating func warm(to fraction: Double, at time: Micros) {
    raise(to: floor + (1 - floor) * min(1, max(0, fraction)), at: time)
  }

  /// Two raises pending at once (a hint and a warmth at one gesture) become one: the earlier
  /// time, the higher level.
  private mutating func raise(to level: Double, at time: Micros) {
    guard dynamic else { return }
    raise = Raise(
      time: min(raise?.time ?? time, time), level: max(raise?.level ?? level, level))
  }

  /// Brings the clock to `target`, the cluster `loaded` (some core busy) or idle the whole
  /// way; `changed` hears each new level and the time it took effect at (a tick boundary, or
  /// a burst hint's moment).
  public mutating func advance(
    to target: Micros, loaded: Bool, changed: (Micros, Double) -> Void = { _, _ in }
  ) {
    guard dynamic else {
      time = max(time, target)
      return
    }
    if let raise, raise.time <= target {
      self.raise = nil
      follow(to: raise.time, loaded: loaded, changed: changed)
      if level < raise.level {
        level = raise.level
        changed(time, level)
      }
    }
    follow(to: target, loaded: loaded, changed: changed)
  }

  /// The governor alone from `time` to `target` (nothing when `target` is not later).
  private mutating func follow(
    to target: Micros, loaded: Bool, changed: (Micros, Double) -> Void
  ) {
    while time < target {
      let tickEnd = (time / CPUClock.tick + 1) * CPUClock.tick
      let end = min(target, tickEnd)
      if loaded { busyInTick += end - time }
      time = end
      guard time == tickEnd else { break }
      let idle = CPUClock.tick - busyInTick
      var next = level + Double(busyInTick) * riseRate - Double(idle) * fallRate
      // Snap to the ends: a hundred small steps must land on peak, not a hair below it.
      if next > 1 - CPUClock.snap { next = 1 }
      if next < floor + CPUClock.snap { next = floor }
      busyInTick = 0
      if next != level {
        level = next
        changed(time, level)
      }
      // Saturated and staying so: skip the remaining whole ticks.
      if (loaded && level >= 1) || (!loaded && level <= floor) {
        let last = target / CPUClock.tick * CPUClock.tick
        if last > time {
          time = last
        }
      }
    }
  }

  /// How long `work` (µs at peak) takes from `time` with the cluster loaded throughout, and
  /// what it ran at: the clock itself is not moved (the caller commits time as it passes).
  public func run(_ work: Micros) -> CPUClockRun {
    var copy = self
    // A hint already due has taken the level to peak.
    copy.advance(to: copy.time, loaded: true)
    guard dynamic, copy.level < 1 else {
      // At peak a loaded clock stays there: the cost model's price, exactly.
      return CPUClockRun(duration: max(0, work))
    }
    var left = Double(max(0, work))
    var elapsed = 0.0
    var run = CPUClockRun()
    while left > 0 {
      let level = copy.level
      // At peak the rest runs at the price: no tick-by-tick walk through a long piece of work.
      if level >= 1 {
        run.note(level: level, micros: left)
        elapsed += left
        break
      }
      let tickEnd = (copy.time / CPUClock.tick + 1) * CPUClock.tick
      let span = Double(tickEnd - copy.time)
      let done = min(left, span * level)
      let took = done == left ? left / level : span
      run.note(level: level, micros: took)
      elapsed += took
      left -= done
      if left > 0 { copy.advance(to: tickEnd, loaded: true) }
    }
    run.duration = Micros(cost: elapsed)
    return run
  }
}

/// What a stretch of work ran at: its duration, and how much of it below `reduced` of peak.
public struct CPUClockRun: Sendable, Equatable {
  /// A level below this counts as a reduced clock in `stats` and `explain frame`.
  public static let reduced = 0.9

  public var duration: Micros = 0
  /// µs (unrounded) spent below `reduced`, and the lowest level seen.
  public var reducedMicros = 0.0
  public var lowest = 1.0

  mutating func note(level: Double, micros: Double) {
    guard micros > 0 else { return }
    lowest = min(lowest, level)
    if level < CPUClockRun.reduced { reducedMicros += micros }
  }
}
