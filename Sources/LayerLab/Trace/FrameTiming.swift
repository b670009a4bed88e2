/// One app frame (a CA commit the render server took) in the terms of Android Macrobenchmark's
/// `FrameTimingMetric`, which iOS and Android engineers compare across platforms:
///
/// - `frameOverrunMs`: "how much time a given frame missed its deadline by. Positive numbers
///   indicate a dropped frame and visible jank / stutter, negative numbers indicate how much
///   faster than the deadline a frame was" (developer.android.com, FrameTimingMetric).
///   Perfetto computes it as the app's actual frame end − its expected frame end
///   (`android_frames_overrun`). Here: the commit − the commit deadline (the vsync after the
///   frame's begin), the app's part of the render loop and the same slices `export perfetto`
///   writes as the app's Expected and Actual Timeline. A render hitch is the render server's
///   lateness, not the app's: its frame's overrun is negative (as an Android frame late only
///   through SurfaceFlinger), and it shows in the hitch count and time instead.
/// - `frameDurationCpuMs`: the CPU time the frame cost on the UI thread and RenderThread. Here:
///   main-thread work from the frame's begin vsync to its commit (spans, as the frames CSV's
///   `main_busy_us` counts them) + render prepare, the render server's CPU part, which is what
///   Android's RenderThread does for an app.
public struct FrameTiming: Sendable, Equatable {
  public var commit: Int
  public var committedAt: Micros
  /// The commit − its deadline; negative when the commit was early.
  public var overrun: Micros
  /// Main-thread work for the frame + render prepare.
  public var cpu: Micros
}

extension Recording {
  /// One timing per CA commit the render server took (its own animation frames have no app
  /// work and are left out), in commit order, on `device`'s vsync grid.
  func frameTimings(on device: DeviceProfile) -> [FrameTiming] {
    let elsewhere: Set<String> = ["turn", "sleep", "render", "gpu"]
    var work = Coverage(spans.filter { !elsewhere.contains($0.category) })
    let records = renders.filter { !$0.animation }
    // Coverage wants windows in order of start.
    let order = records.indices.sorted {
      device.vsyncTime(records[$0].begin) < device.vsyncTime(records[$1].begin)
    }
    var main = [Micros](repeating: 0, count: records.count)
    for index in order {
      let record = records[index]
      main[index] = work.covered(from: device.vsyncTime(record.begin), to: record.committedAt)
    }
    return records.enumerated().map { index, record in
      FrameTiming(
        commit: record.commit, committedAt: record.committedAt,
        overrun: record.committedAt - device.vsyncTime(record.begin + 1),
        cpu: main[index] + record.cost.prepare)
    }
  }
}

/// Percentiles of frame timings the way Macrobenchmark reports them: p50, p90, p95 and p99 by
/// linear interpolation between the two nearest ranks (androidx `MetricResult`), so a handful
/// of frames still gives every percentile.
public struct FrameTimingSummary: Sendable, Equatable {
  /// The frames summarised.
  public var count: Int
  /// `frameOverrunMs` and `frameDurationCpuMs`, each [p50, p90, p95, p99] in µs (fractions
  /// of a µs from the interpolation are kept); empty without frames.
  public var overrun: [Double]
  public var cpu: [Double]

  /// The percentiles reported, in order.
  public static let percentiles: [Double] = [50, 90, 95, 99]

  public init(_ timings: [FrameTiming]) {
    count = timings.count
    let overruns = timings.map { Double($0.overrun) }.sorted()
    let cpus = timings.map { Double($0.cpu) }.sorted()
    overrun = overruns.isEmpty ? [] : Self.percentiles.map { Self.percentile(overruns, $0) }
    cpu = cpus.isEmpty ? [] : Self.percentiles.map { Self.percentile(cpus, $0) }
  }

  /// The `p`th percentile of `sorted` (not empty): the value at rank p/100 × (n − 1),
  /// interpolated between its neighbours.
  public static func percentile(_ sorted: [Double], _ p: Double) -> Double {
    let rank = p / 100 * Double(sorted.count - 1)
    let low = Int(rank.rounded(.down))
    let high = min(low + 1, sorted.count - 1)
    let ratio = rank - Double(low)
    return sorted[low] * (1 - ratio) + sorted[high] * ratio
  }
}
