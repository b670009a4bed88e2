/// A stretch of frames' content figures: how often and how much of the screen was blank, and
/// how long rows waited for their contents.
///
/// Blank area as FlashList's `useBlankAreaTracker` defines it
/// (https://shopify.github.io/flash-list/docs/metrics; `BlankAreaTrackerResult`): `max` is the
/// largest blank area of any frame ("Max blank area displayed"), `cumulative` the sum over
/// every frame ("Sum of all blank area values across all frames"), both over presented
/// vsyncs; LayerLab counts device pixels of the screen where FlashList counts points along
/// the list. Time to content is taken at p50/p95 by the same interpolation as
/// `FrameTimingSummary` (Macrobenchmark's), and its max.
public struct ContentSummary: Sendable, Equatable {
  /// Vsyncs whose screen showed any blank area.
  public var blankFrames: Int
  public var maxBlankPixels: Int
  public var maxBlankPercent: Double
  /// Σ blank pixels over the frames.
  public var cumulativeBlankPixels: Int
  /// Σ blank per cent over the frames: 100 is one whole screen blank for one frame.
  public var cumulativeBlankPercent: Double
  /// The waits summarised, and their p50, p95 and max in µs (nil without waits).
  public var waits: Int
  public var timeToContentP50: Double?
  public var timeToContentP95: Double?
  public var timeToContentMax: Micros?

  public init(rows: [FrameRow], latencies: [ContentLatency]) {
    let blank = rows.filter { $0.blank.blankPixels > 0 }
    blankFrames = blank.count
    maxBlankPixels = blank.map(\.blank.blankPixels).max() ?? 0
    maxBlankPercent = blank.map(\.blank.percent).max() ?? 0
    cumulativeBlankPixels = blank.reduce(0) { $0 + $1.blank.blankPixels }
    cumulativeBlankPercent = blank.reduce(0) { $0 + $1.blank.percent }
    waits = latencies.count
    let sorted = latencies.map { Double($0.micros) }.sorted()
    timeToContentP50 = sorted.isEmpty ? nil : FrameTimingSummary.percentile(sorted, 50)
    timeToContentP95 = sorted.isEmpty ? nil : FrameTimingSummary.percentile(sorted, 95)
    timeToContentMax = latencies.map(\.micros).max()
  }
}
