import LayerLab

extension Stats {
  /// Content latency: how many frames showed blank layers, FlashList's max and cumulative
  /// blank area, and how long layers waited from entering the screen to their contents.
  static func content(_ window: StatsWindow) -> [[String]] {
    let content = window.content
    let frames = window.frameRows.count
    let blank =
      content.blankFrames == 0
      ? "0 of \(frames)"
      : "\(content.blankFrames) of \(frames) (blank area max \(tenths(content.maxBlankPercent)) % "
        + "of the screen, \(content.maxBlankPixels) px; cumulative \(content.cumulativeBlankPixels)"
        + " px = \(tenths(content.cumulativeBlankPercent / 100)) screens)"
    let waits: String
    if content.waits == 0 {
      waits = "n/a (no layer entered the screen)"
    } else {
      let figures = [
        content.timeToContentP50.map { Micros($0.rounded()) },
        content.timeToContentP95
          .map { Micros($0.rounded()) }, content.timeToContentMax,
      ]
      waits =
        figures.map { $0.map(Format.ms) ?? "n/a" }.joined(separator: " / ")
        + " (\(Format.count(content.waits, "layer")) entering the screen)"
    }
    return [["blank frames", blank], ["time to content p50/p95/max", waits]]
  }
}
