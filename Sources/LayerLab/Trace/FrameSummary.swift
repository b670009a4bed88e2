/// The frame-rate figures users know: the frame rate, YYFPSLabel's readings, dropped frames,
/// Apple's hitch ratio and frame-time percentiles.
///
/// One definition each (README, "Frames, hitches and drops"): a **hitch** is a frame that
/// appeared later than expected; its **dropped frames** are the vsyncs it slipped
/// (``HitchFigures/dropped``), so a window has dropped frames exactly when it has hitches;
/// the **expected frames** are those presented plus those dropped; the **frame rate** counts
/// frames presented over the whole window, idle vsyncs included. A display-link tick that
/// main never ran (``ticksMissed``) is YYFPSLabel's count, not a dropped frame: main can
/// stall while nothing on screen was due to change.
public struct FrameSummary: Sendable, Equatable {
  public var frames: Int
  /// Vsyncs whose display-link callback never ran (main busy through the whole interval):
  /// the ticks YYFPSLabel does not count.
  public var ticksMissed: Int
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
  /// The fewest display-link callbacks in any second of vsyncs (a sliding window of one
  /// second's vsyncs, counting those whose callback ran): below the refresh rate whenever a
  /// tick was missed, so it cannot contradict ``ticksMissed`` the way a YYFPSLabel reading
  /// (fixed windows, a late start) can. Nil under a second of vsyncs.
  public var worstSecondFPS: Double?
  /// Apple's hitch metrics for the window (XCTest's and the 2020–21 talks').
  public var hitches: HitchFigures
  /// The intervals between display-link callbacks: their percentiles and the 1 % low.
  public var intervals: TickIntervals
  /// CPU use per frame (100 % = one core, as Xcode's gauge): mean over the frames and the
  /// busiest frame.
  public var cpuMean: Double?
  public var cpuPeak: Double?
  /// The app's tracked memory: at the last vsync and the most at any vsync.
  public var memoryLast: Int?
  public var memoryPeak: Int?

  public init(ticks: [TickRecord], rows: [FrameRow], duration: Micros) {
    frames = rows.count
    ticksMissed = rows.filter { $0.tick == .missed }.count
    late = rows.filter { $0.tick == .late }.count
    let linkStart = rows.first.map { $0.vsync }
    let windows = FrameSummary.fpsWindows(ticks, linkStart: linkStart)
    labelFPSLast = windows.last?.fps
    labelFPSMin = windows.map(\.fps).min()
    presented = rows.filter { $0.appeared != nil }.count
    frameRate = duration > 0 ? Double(presented) * 1_000_000 / Double(duration) : nil
    worstSecondFPS = FrameSummary.worstSecond(rows)
    hitches = HitchFigures(rows: rows, duration: duration)
    let measured = rows.filter { $0.cpu.interval > 0 }
    if !measured.isEmpty {
      cpuMean = measured.reduce(0) { $0 + $1.cpu.percent } / Double(measured.count)
      cpuPeak = measured.map(\.cpu.percent).max()
    }
    memoryLast = rows.last?.memory.appBytes
    memoryPeak = rows.map(\.memory.appBytes).max()
    intervals = TickIntervals(ticks)
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
    var shown = rows.prefix(width).filter { $0.tick != .missed }.count
    var worst = shown
    for index in width..<rows.count {
      if rows[index].tick != .missed { shown += 1 }
      if rows[index - width].tick != .missed { shown -= 1 }
      worst = min(worst, shown)
    }
    return Double(worst) * 1_000_000 / Double(interval * Int64(width))
  }

  /// Frames dropped (``HitchFigures/dropped``).
  public var dropped: Int { hitches.dropped }

  /// The frames the screen was due to show: those presented and those dropped.
  public var expected: Int { presented + hitches.dropped }

  /// Dropped ÷ expected frames, in percent (agent-device's `droppedFramePercent`); nil when no
  /// frame was expected (nothing changed on screen in the window).
  public var droppedPercent: Double? {
    expected > 0 ? Double(dropped) * 100 / Double(expected) : nil
  }

  /// Nearest-rank percentile of sorted values.
  static func percentile(_ sorted: [Micros], _ p: Int) -> Micros? {
    guard !sorted.isEmpty else { return nil }
    let rank = max(1, (p * sorted.count + 99) / 100)
    return sorted[min(rank, sorted.count) - 1]
  }
}
