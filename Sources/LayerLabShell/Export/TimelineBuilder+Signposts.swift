import LayerLab
import LayerLabRender

/// The timeline's signposts lane: `signpost begin … end` intervals and `signpost NAME`
/// instants, as Instruments shows os_signpost's Points of Interest above the threads.
extension TimelineBuilder {
  /// The lane, or nil when no signpost touches `start…end`. An interval still open runs to
  /// the session's clock; an interval takes the first row free at its start, so overlapping
  /// ones stack; an instant is a mark with its name.
  func signpostLane(from start: Micros, to end: Micros) -> TimelineLane? {
    var slices: [TimelineSlice] = []
    var intervals = 0
    var instants = 0
    var rowEnds: [Micros] = []  // per row, where its last interval ends
    for interval in engine.recording.signposts.intervals {
      let stop = interval.end ?? max(interval.start, engine.now)
      guard stop >= start, interval.start <= end else { continue }
      let row = rowEnds.firstIndex { $0 <= interval.start } ?? rowEnds.count
      if row == rowEnds.count { rowEnds.append(stop) } else { rowEnds[row] = stop }
      slices.append(
        TimelineSlice(
          start: interval.start, end: stop, label: interval.name, style: .signpost, depth: row))
      intervals += 1
    }
    for record in engine.recording.signposts where record.phase == .event {
      guard record.time >= start, record.time <= end else { continue }
      slices.append(
        TimelineSlice(
          start: record.time, end: record.time, style: .signpost,
          marker: TimelineMarker(time: record.time, text: record.name, kind: .signpost)))
      instants += 1
    }
    guard !slices.isEmpty else { return nil }
    let parts = [(intervals, "interval"), (instants, "instant")].filter { $0.0 > 0 }
    return TimelineLane(
      name: "signposts", detail: parts.map { Format.count($0.0, $0.1) }.joined(separator: ", "),
      slices: slices)
  }
}
