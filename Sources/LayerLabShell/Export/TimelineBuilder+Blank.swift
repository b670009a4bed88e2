import LayerLab
import LayerLabRender

/// The timeline's blank lane: each stretch of consecutive frames that showed layers without
/// their contents, as one span labelled with its worst frame's share of the screen — beside
/// the frames lane, where a run of on-time frames can still be a run of blank rows.
extension TimelineBuilder {
  /// The blank lane, or nil when every frame in `start…end` showed its contents.
  func blankLane(from start: Micros, to end: Micros) -> TimelineLane? {
    var slices: [TimelineSlice] = []
    var open: (start: Micros, worst: Double)?
    var previous: Micros?
    func close(at time: Micros) {
      guard let run = open else { return }
      slices.append(
        TimelineSlice(
          start: max(run.start, start), end: min(time, end),
          label: "\(Stats.tenths(run.worst)) % blank", style: .blank))
      open = nil
    }
    for frame in engine.recording.frames {
      defer { previous = frame.time }
      // A frame's screen lasts from its vsync to the next.
      if frame.time >= end { break }
      let percent = frame.blank.percent
      if percent > 0 {
        let run = open ?? (frame.time, percent)
        open = (run.start, max(run.worst, percent))
      } else {
        close(at: frame.time)
      }
    }
    close(at: min(end, (previous ?? end) + engine.device.frameInterval))
    let shown = slices.filter { $0.end > start && $0.end > $0.start }
    guard !shown.isEmpty else { return nil }
    return TimelineLane(
      name: "blank",
      detail: shown.count == 1 ? "1 blank stretch" : "\(shown.count) blank stretches", slices: shown
    )
  }
}
