/// The cluster clocks (DVFS) as the cores use them: brought forward at every worker event
/// with the load of the last plan, read for a worker's speed, and projected for main's work.
extension Drawing {
  /// True when a core of `kind` is held by some thread (main, the render server or a
  /// worker): the cluster is loaded.
  func clusterLoaded(_ kind: CPUCore.Kind) -> Bool {
    scheduler.holder.values.contains {
      scheduler.cores.indices.contains($0) && scheduler.cores[$0].kind == kind
    }
  }

  /// Brings the clocks to `time` under the load since the last plan.
  func advanceClocks(to time: Micros) {
    guard time > clocks.performance.time || time > clocks.efficiency.time else { return }
    clocks.advance(to: time) { clusterLoaded($0) }
  }

  /// The level (fraction of peak) the cores of `kind` run at now.
  func clockLevel(_ kind: CPUCore.Kind) -> Double { clocks.clock(kind).level }

  /// The next tick at which a running worker's clock may change: while a cluster with a
  /// running worker is below peak it rises each tick, and the worker's speed with it.
  func nextClockTick(after now: Micros) -> Micros? {
    guard clocks.mode == .dynamic else { return nil }
    let rising = queues.queues.contains { queue in
      guard queue.running != nil, let core = queue.core, scheduler.cores.indices.contains(core)
      else { return false }
      return clockLevel(scheduler.cores[core].kind) < 1
    }
    return rising ? (now / CPUClock.tick + 1) * CPUClock.tick : nil
  }

  /// How long main's `work` (µs at peak) takes from `start`, main busy since `busySince`:
  /// the P cluster is brought (on a copy) from its last event under the last plan's load
  /// until main went on the CPU, then loaded, and the work runs on it. The copy is thrown
  /// away: the real clock passes the same stretch later, with main on a core in the plan.
  func mainWorkTime(_ work: Micros, at start: Micros, busySince: Micros) -> Micros {
    var clock = clocks.performance
    guard clock.dynamic else { return max(0, work) }
    let loaded = clusterLoaded(.performance)
    clock.advance(to: max(clock.time, min(busySince, start)), loaded: loaded)
    clock.advance(to: start, loaded: true)
    return clock.run(work).duration
  }

  /// Switches how the clocks behave; they restart from the floor (dynamic) at `time`.
  func setClockMode(_ mode: CPUClockMode, at time: Micros) {
    clocks = CPUClocks(spec: context.device.spec.clock, mode: mode, at: time)
  }

  /// The level history up to `time`: the recorded steps, plus the stretch since the last
  /// event under the current load (not committed).
  public func clockHistory(upTo time: Micros) -> CPUClockHistory {
    var copy = clocks
    if time > copy.performance.time || time > copy.efficiency.time {
      copy.advance(to: time) { clusterLoaded($0) }
    }
    return copy.history
  }

  /// What the threads' CPU time between `start` and `end` ran at, summed by kind of thread:
  /// main, the render server, the app's workers.
  public func clockTally(from start: Micros, to end: Micros) -> (
    main: CPUClockTally, server: CPUClockTally, workers: CPUClockTally
  ) {
    let history = clockHistory(upTo: end)
    var main = CPUClockTally()
    var server = CPUClockTally()
    var workers = CPUClockTally()
    for slice in context.recording.cpuSlices(upTo: end) where slice.end > start && slice.start < end
    {
      let kind: CPUCore.Kind = slice.core.hasPrefix("E") ? .efficiency : .performance
      let tally = history.tally(kind, from: max(start, slice.start), to: min(end, slice.end))
      switch slice.thread {
      case "main": main.add(tally)
      case "render-server": server.add(tally)
      default: workers.add(tally)
      }
    }
    return (main, server, workers)
  }
}
