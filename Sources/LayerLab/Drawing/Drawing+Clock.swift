/// The cluster clocks' figures for `stats` and `explain`: what the threads' CPU time ran at
/// (the clocks themselves are `DeviceCores`').
extension Drawing {
  /// What the threads' CPU time between `start` and `end` ran at, summed by kind of thread:
  /// main, the render server, the app's workers.
  public func clockTally(from start: Micros, to end: Micros) -> (
    main: CPUClockTally, server: CPUClockTally, workers: CPUClockTally
  ) {
    let history = cores.clockHistory(upTo: end)
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

extension Drawing {
  /// UIKit tells the performance controller a burst is coming (a scroll beginning, a scroll
  /// frame bringing a new cell on screen): main's cluster is at peak from `time`
  /// (`CPUClockMode.dynamic`).
  func hintBurst(at time: Micros) {
    cores.hintBurst(at: time)
  }
}
