import LayerLab

/// `explain frame N`'s CPU clock line: the frame's work that ran below peak (DVFS).
extension FrameExplanation {
  /// One line when main's or the workers' CPU time between the frame's begin and its commit
  /// ran below `CPUClockRun.reduced` of peak; none under `cpuclock fixed` or at peak.
  func clockLines(_ record: RenderRecord) -> [String] {
    guard engine.cpuClock.isDynamic else { return [] }
    let from = vsync(record.begin)
    let to = record.committedAt
    let tally = engine.readout.clockTally(from: from, to: to)
    let parts = [("main", tally.main), ("workers", tally.workers)].compactMap { name, t in
      t.reduced > 0
        ? "\(name) \(Format.ms(t.reduced)) of its \(Format.ms(t.busy)) (lowest "
          + "\(Int((t.lowest * 100).rounded())) % of peak; "
          + "+\(Format.ms(Micros(t.lost.rounded()))) against peak)" : nil
    }
    guard !parts.isEmpty else { return [] }
    let reduced = Int((CPUClockRun.reduced * 100).rounded())
    return [
      "  reduced CPU clock (DVFS) between begin and commit, below \(reduced) % of peak: "
        + parts.joined(separator: "; ")
    ]
  }
}
