import LayerLab

/// `stats`' CPU clock row: how much of main's and the workers' CPU time ran below peak.
extension Stats {
  /// "main 38 % of 412.0 ms below 90 % of peak (lowest 23 %), +96.1 ms against peak;
  /// workers …" under `cpuclock dynamic`; "fixed at peak" otherwise.
  static func cpuClock(_ engine: Engine, from: Micros, to: Micros) -> String {
    guard engine.cpuClock.isDynamic else { return "fixed at peak ('cpuclock fixed')" }
    let tally = engine.readout.clockTally(from: from, to: to)
    let parts = [("main", tally.main), ("workers", tally.workers)].compactMap { name, t in
      t.busy > 0 ? "\(name) " + clockPart(t) : nil
    }
    let reduced = Int((CPUClockRun.reduced * 100).rounded())
    guard !parts.isEmpty else { return "dynamic; no CPU time in the window" }
    return parts.joined(separator: "; ") + " (below \(reduced) % of peak: DVFS, 'cpuclock')"
  }

  /// "38 % of 412.0 ms reduced (lowest 23 %), +96.1 ms against peak".
  static func clockPart(_ t: CPUClockTally) -> String {
    let share = Int((Double(t.reduced) * 100 / Double(max(1, t.busy))).rounded())
    let lowest = Int((t.lowest * 100).rounded())
    return "\(share) % of \(Format.ms(t.busy)) reduced (lowest \(lowest) %), "
      + "+\(Format.ms(Micros(t.lost.rounded()))) against peak"
  }
}
