import LayerLab
import LayerLabRender

/// The timeline's fps track: YYFPSLabel's readings as labelled spans under the frames lane.
extension TimelineBuilder {
  /// Where the track's colour changes. YYFPSLabel itself (ibireme/YYKit `YYFPSLabel.m`)
  /// tints its digits on a continuous hue, `0.27 × (fps/60 − 0.2)`: green near 60, yellow
  /// near 36, red near 12. The track uses the frames lane's three colours instead, cut at
  /// 55 and 30 fps — an ESTIMATE of "smooth" and "visibly janky", not a published figure.
  static let fpsGood = 55.0
  static let fpsPoor = 30.0

  /// One span per YYFPSLabel reading that touches `start…end`: from the reading before it
  /// (or the display link's first vsync) to the callback that computed it, labelled
  /// "57 fps", coloured on time (≥ 55), late (≥ 30) or dropped (below).
  func fpsSlices(from start: Micros, to end: Micros) -> [TimelineSlice] {
    let linkStart = engine.recording.frames.first?.time
    var previous = linkStart ?? engine.recording.ticks.first?.due ?? 0
    var slices: [TimelineSlice] = []
    for (time, fps) in FrameSummary.fpsWindows(engine.recording.ticks, linkStart: linkStart) {
      defer { previous = time }
      guard time > start, previous < end else { continue }
      let style: TimelineStyle =
        fps >= Self.fpsGood ? .frameOnTime : fps >= Self.fpsPoor ? .frameLate : .frameMissed
      slices.append(
        TimelineSlice(
          start: max(previous, start), end: min(time, end),
          label: "\(Int(fps.rounded())) fps", style: style))
    }
    return slices
  }

  /// The fps lane, or nil when no reading falls in the window (readings come once a second).
  func fpsLane(from start: Micros, to end: Micros) -> TimelineLane? {
    let slices = fpsSlices(from: start, to: end)
    guard !slices.isEmpty else { return nil }
    return TimelineLane(
      name: "fps", detail: "YYFPSLabel readings",
      slices: slices)
  }
}
