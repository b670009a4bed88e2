/// The device's cluster clocks, P and E, and the record of their levels.
///
/// `Drawing` brings them forward at each of its events with the load the scheduler's last
/// plan gave (a cluster is loaded while any of its cores is held); main, which runs ahead of
/// the other processes inside a work item, prices its work on a copy (`DeviceCores`).
public struct CPUClocks: Sendable {
  public let spec: CPUClockSpec
  public let mode: CPUClockMode
  public private(set) var performance: CPUClock
  public private(set) var efficiency: CPUClock
  /// Every level change so far, per cluster, with the level at the start first.
  public private(set) var history = CPUClockHistory()

  init(spec: CPUClockSpec, mode: CPUClockMode, at time: Micros) {
    self.spec = spec
    self.mode = mode
    performance = CPUClock(spec: spec.performance, dynamic: mode.isDynamic, at: time)
    efficiency = CPUClock(spec: spec.efficiency, dynamic: mode.isDynamic, at: time)
    history.record(.performance, at: time, level: performance.level)
    history.record(.efficiency, at: time, level: efficiency.level)
  }

  /// The clock of the cluster `kind` cores belong to.
  public func clock(_ kind: CPUCore.Kind) -> CPUClock {
    kind == .performance ? performance : efficiency
  }

  /// UIKit's burst hint (iOS 12+): main's cluster, the P cluster, goes to peak at `time`.
  /// Nothing unless the mode passes hints on. A varied run's gesture also brings its
  /// `warmth` (``ClockWarmth``), under any dynamic mode.
  mutating func hintBurst(at time: Micros, warmth: ClockWarmth? = nil) {
    if let warmth {
      performance.warm(to: warmth.performance, at: time)
      efficiency.warm(to: warmth.efficiency, at: time)
    }
    guard mode.hintsBursts, spec.hearsBurstHints else { return }
    performance.boost(at: time)
  }

  /// Brings both clocks to `time`, each loaded or idle the whole way.
  mutating func advance(to time: Micros, loaded: (CPUCore.Kind) -> Bool) {
    // Taken out, not copied: a copy left in `self.history` would make every step recorded
    // below copy the whole history (up to `CPUClockHistory.limit` steps) on write.
    var history = CPUClockHistory()
    swap(&history, &self.history)
    performance.advance(to: time, loaded: loaded(.performance)) {
      history.record(.performance, at: $0, level: $1)
    }
    efficiency.advance(to: time, loaded: loaded(.efficiency)) {
      history.record(.efficiency, at: $0, level: $1)
    }
    self.history = history
  }
}

/// The levels each cluster ran at: a step function per cluster, the most recent `limit`
/// changes of each kept.
public struct CPUClockHistory: Sendable, Equatable {
  /// A level and the time it took effect.
  public struct Step: Sendable, Equatable {
    public var time: Micros
    public var level: Double
  }

  public private(set) var performance: [Step] = []
  public private(set) var efficiency: [Step] = []
  /// Changes dropped past `limit`, oldest first.
  public private(set) var dropped = 0

  /// A memory budget like `Recording.maxSlices`: a ramp is at most ~100 changes, a busy scroll a
  /// few a frame.
  public static let limit = 50_000

  mutating func record(_ kind: CPUCore.Kind, at time: Micros, level: Double) {
    if kind == .performance {
      dropped += performance.appendKeeping(Step(time: time, level: level), limit: Self.limit)
    } else {
      dropped += efficiency.appendKeeping(Step(time: time, level: level), limit: Self.limit)
    }
  }

  /// The steps of the cluster `kind`.
  public func steps(_ kind: CPUCore.Kind) -> [Step] {
    kind == .performance ? performance : efficiency
  }

  /// The level of the cluster `kind` at `time` (the earliest kept level before the record).
  public func level(_ kind: CPUCore.Kind, at time: Micros) -> Double {
    let steps = steps(kind)
    var low = 0
    var high = steps.count
    while low < high {
      let mid = (low + high) / 2
      if steps[mid].time <= time { low = mid + 1 } else { high = mid }
    }
    return low == 0 ? (steps.first?.level ?? 1) : steps[low - 1].level
  }

  /// What work on cluster `kind` between `start` and `end` ran at.
  public func tally(_ kind: CPUCore.Kind, from start: Micros, to end: Micros) -> CPUClockTally {
    var tally = CPUClockTally()
    guard end > start else { return tally }
    let steps = steps(kind)
    var time = start
    var level = self.level(kind, at: start)
    var index = steps.firstIndex { $0.time > start } ?? steps.count
    while time < end {
      let next = index < steps.count ? min(end, steps[index].time) : end
      tally.add(micros: next - time, level: level)
      time = next
      if index < steps.count, steps[index].time <= time {
        level = steps[index].level
        index += 1
      }
    }
    return tally
  }
}

/// Busy time and the clock it ran at: how much below `CPUClockRun.reduced`, the lowest
/// level, and the time lost against peak.
public struct CPUClockTally: Sendable, Equatable {
  public var busy: Micros = 0
  public var reduced: Micros = 0
  public var lowest = 1.0
  /// µs longer than the same work at peak: Σ time × (1 − level).
  public var lost = 0.0

  public init() {}

  mutating func add(micros: Micros, level: Double) {
    guard micros > 0 else { return }
    busy += micros
    lowest = min(lowest, level)
    lost += Double(micros) * (1 - level)
    if level < CPUClockRun.reduced { reduced += micros }
  }

  public mutating func add(_ other: CPUClockTally) {
    busy += other.busy
    reduced += other.reduced
    lowest = min(lowest, other.lowest)
    lost += other.lost
  }
}
