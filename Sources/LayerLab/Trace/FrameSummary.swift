/// The frame-rate figures users know: the frame rate, YYFPSLabel's readings, dropped frames,
/// Apple's hitch ratio and frame-time percentiles.
public struct FrameSummary: Sendable, Equatable {
  public var frames: Int
  public var dropped: Int
  public var late: Int
  /// Vsyncs at which a new frame appeared on screen (a commit's render, or an animation's).
  public var presented: Int
  /// Frames presented per second of the window, as XCTest's frame-rate metric reports it
  /// (`XCTOSSignpostMetric`: frame count ÷ the interval's duration). Unlike the label's last
  /// reading it summarises the whole window: a scroll that ends gently does not read 60 after
  /// dropping frames at its start. Nil for an empty window.
  public var frameRate: Double?
  /// YYFPSLabel: ticks counted over windows of at least one second; the last full window
  /// (`label_fps_last`).
  public var labelFPSLast: Double?
  /// The lowest reading the label showed: what a user watching it during the scroll saw
  /// (`label_fps_min`).
  public var labelFPSMin: Double?
  /// The fewest frames shown in any second of vsyncs (a sliding window of one second's
  /// vsyncs, counting those whose display-link callback ran): below the refresh rate
  /// whenever a frame was dropped, so it cannot contradict the drop count the way a
  /// YYFPSLabel reading (fixed windows, a late start) can. Nil under a second of vsyncs.
  public var worstSecondFPS: Double?
  /// "1 % low": the rate matching the 99th-percentile interval between callbacks.
  /// Nil under a hundred intervals, where a 99th percentile means nothing.
  public var onePercentLowFPS: Double? {
    guard intervalCount >= 100 else { return nil }
    return p99.map { 1_000_000 / Double(max(1, $0)) }
  }
  /// How many intervals between display-link callbacks the percentiles come from.
  public var intervalCount = 0
  /// Apple's hitch time ratio: milliseconds by which frames appeared later than expected,
  /// per second of the session (Tech Talk 10855: "total hitch time divided by the interval's
  /// duration"), and its two parts — frames late because a commit missed its deadline, and
  /// frames late because render prepare or execute did.
  public var hitchRatio: Double?
  public var commitHitchRatio: Double?
  public var renderHitchRatio: Double?
  /// Frames that appeared late, by cause.
  public var commitHitches: Int
  public var renderHitches: Int
  /// XCTest's "number of hitches" (`XCTOSSignpostMetric`): vsyncs at which a late frame
  /// appeared, whatever the cause.
  public var hitches: Int { commitHitches + renderHitches }
  /// XCTest's "hitch total time duration": how late those frames were, summed — the
  /// numerator of the hitch time ratio.
  public var hitchTime: Micros = 0
  /// Intervals between display-link callbacks, nearest-rank percentiles, in µs.
  public var p50: Micros?
  public var p95: Micros?
  public var p99: Micros?
  /// CPU use per frame (100 % = one core, as Xcode's gauge): mean over the frames and the
  /// busiest frame.
  public var cpuMean: Double?
  public var cpuPeak: Double?
  /// The app's tracked memory: at the last vsync and the most at any vsync.
  public var memoryLast: Int?
  public var memoryPeak: Int?

  public init(ticks: [TickRecord], rows: [FrameRow], duration: Micros) {
    frames = rows.count
    dropped = rows.filter { $0.tick == .dropped }.count
    late = rows.filter { $0.tick == .late }.count
    let linkStart = rows.first.map { $0.vsync }
    let windows = FrameSummary.fpsWindows(ticks, linkStart: linkStart)
    labelFPSLast = windows.last?.fps
    labelFPSMin = windows.map(\.fps).min()
    presented = rows.filter { $0.appeared != nil }.count
    frameRate = duration > 0 ? Double(presented) * 1_000_000 / Double(duration) : nil
    worstSecondFPS = FrameSummary.worstSecond(rows)
    let appeared = rows.compactMap(\.appeared)
    commitHitches = appeared.filter { $0.hitch == .commit }.count
    renderHitches = appeared.filter { $0.hitch == .render }.count
    hitchTime = appeared.reduce(0) { $0 + $1.hitchTime }
    if duration > 0, !rows.isEmpty {
      func ratio(_ kind: FramePipeline.HitchKind?) -> Double {
        let total = appeared.reduce(Micros(0)) {
          $0 + (kind == nil || $1.hitch == kind ? $1.hitchTime : 0)
        }
        return Double(total) / 1000 / (Double(duration) / 1_000_000)
      }
      hitchRatio = ratio(nil)
      commitHitchRatio = ratio(.commit)
      renderHitchRatio = ratio(.render)
    }
    let measured = rows.filter { $0.interval > 0 }
    if !measured.isEmpty {
      cpuMean = measured.reduce(0) { $0 + $1.cpuPercent } / Double(measured.count)
      cpuPeak = measured.map(\.cpuPercent).max()
    }
    memoryLast = rows.last?.memoryBytes
    memoryPeak = rows.map(\.memoryBytes).max()
    let intervals = zip(ticks.dropFirst(), ticks).map { $0.fired - $1.fired }.sorted()
    intervalCount = intervals.count
    p50 = FrameSummary.percentile(intervals, 50)
    p95 = FrameSummary.percentile(intervals, 95)
    p99 = FrameSummary.percentile(intervals, 99)
  }

  /// The hitch ratio read on the scale of Apple's 2020–21 talks (Tech Talk 10855, WWDC20
  /// 10077): under 5 ms/s good, 5–10 warning, over 10 critical.
  public var hitchRating: String? {
    guard let hitchRatio else { return nil }
    return hitchRatio < 5 ? "good" : hitchRatio <= 10 ? "warning" : "critical"
  }

  /// The same ratio on the Xcode Organizer's current scale ("Understanding hitches in your
  /// app"): ≤ 10 good, ≤ 25 warning, ≤ 50 critical, above that "immediate attention".
  public var organizerRating: String? {
    guard let hitchRatio else { return nil }
    return hitchRatio <= 10
      ? "good"
      : hitchRatio <= 25 ? "warning" : hitchRatio <= 50 ? "critical" : "immediate attention"
  }

  /// Every YYFPSLabel window (its `tick:`: count callbacks until ≥ 1 s has passed,
  /// fps = count / elapsed, start again): one value at the tick that closed it; none for a
  /// session shorter than a second of ticks. Times are the link's `timestamp` — the vsync the
  /// callback is for (`due`), not when main got to it — as YYFPSLabel.m reads
  /// `link.timestamp` (ibireme/YYKit, YYFPSLabel.m `tick:`).
  ///
  /// The label takes its start from its first callback. When main stalls before that first
  /// callback, the stall falls before every window and no reading shows it, though frames
  /// were dropped. Given `linkStart` (the first vsync the link was due for), the first window
  /// starts there instead, so a stall is counted in the window it falls in; the formula is
  /// otherwise the label's.
  public static func fpsWindows(_ ticks: [TickRecord], linkStart: Micros? = nil)
    -> [(time: Micros, fps: Double)]
  {
    guard let first = ticks.first else { return [] }
    let early = linkStart.map { $0 < first.due } ?? false
    var last = early ? (linkStart ?? first.due) : first.due
    var count = 0
    var values: [(time: Micros, fps: Double)] = []
    for tick in early ? ticks[...] : ticks.dropFirst() {
      count += 1
      let elapsed = tick.due - last
      if elapsed >= 1_000_000 {
        values.append((tick.fired, Double(count) * 1_000_000 / Double(elapsed)))
        count = 0
        last = tick.due
      }
    }
    return values
  }

  /// The worst second of vsyncs: each run of one second's rows, frames whose callback ran
  /// (on time or late) per second.
  static func worstSecond(_ rows: [FrameRow]) -> Double? {
    guard rows.count >= 2 else { return nil }
    let interval = rows[1].vsync - rows[0].vsync
    guard interval > 0 else { return nil }
    let width = Int(1_000_000 / interval)
    guard width >= 1, rows.count >= width else { return nil }
    var shown = rows.prefix(width).filter { $0.tick != .dropped }.count
    var worst = shown
    for index in width..<rows.count {
      if rows[index].tick != .dropped { shown += 1 }
      if rows[index - width].tick != .dropped { shown -= 1 }
      worst = min(worst, shown)
    }
    return Double(worst) * 1_000_000 / Double(interval * Int64(width))
  }

  /// Nearest-rank percentile of sorted values.
  static func percentile(_ sorted: [Micros], _ p: Int) -> Micros? {
    guard !sorted.isEmpty else { return nil }
    let rank = max(1, (p * sorted.count + 99) / 100)
    return sorted[min(rank, sorted.count) - 1]
  }
}
