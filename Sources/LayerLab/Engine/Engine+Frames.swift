/// Per-frame figures: ticks, lateness, main-thread load, what each vsync showed.
extension Engine {
  /// One row per vsync kept in `frames`.
  public var frameRows: [FrameRow] {
    var ticksByDue: [Micros: TickRecord] = [:]
    for tick in ticks { ticksByDue[tick.due] = tick }
    let work = trace.spans.filter { $0.category != "turn" && $0.category != "sleep" }
    let commits = trace.spans.filter { $0.category == "commit" }
    var rows: [FrameRow] = []
    var previousCommit = 0
    for frame in frames {
      let start = device.vsyncTime(frame.index - 1)
      let end = frame.time
      let tick = ticksByDue[frame.time]
      let state: FrameRow.Tick
      if let tick { state = tick.late > 0 ? .late : .onTime } else { state = .dropped }
      rows.append(
        FrameRow(
          frame: frame.index, vsync: frame.time, tick: state, fired: tick?.fired,
          late: tick?.late ?? 0, mainBusy: Engine.covered(work, from: start, to: end),
          commitTime: Engine.covered(commits, from: start, to: end), commit: frame.commit,
          newCommit: frame.commit != previousCommit))
      previousCommit = frame.commit
    }
    return rows
  }

  /// How much of [start, end) the spans cover, counting overlaps (nesting) once.
  static func covered(_ spans: [SpanRecord], from start: Micros, to end: Micros) -> Micros {
    let clipped =
      spans
      .map { (max($0.start, start), min($0.end, end)) }
      .filter { $0.0 < $0.1 }
      .sorted { $0.0 < $1.0 }
    var total: Micros = 0
    var reach = start
    for (low, high) in clipped where high > reach {
      total += high - max(low, reach)
      reach = high
    }
    return total
  }
}
