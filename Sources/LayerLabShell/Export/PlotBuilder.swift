import LayerLab
import LayerLabRender

/// Turns runs' display-link ticks and frame rows into a `PlotSpec`: one line (or one bar per
/// bin) per run, budget lines from the device's refresh rate, dropped and late frames marked.
///
/// Why here and not in the render library, as for the timeline: what a reading, a budget or a
/// hitch is belongs to the model; the picture only needs numbers. Nothing here reads a wall
/// clock, so a `clock model` session plots the same bytes every time.
struct PlotBuilder {
  let runs: [PlotRun]

  /// The most points one series keeps; past it, each point stands for the worst of a few
  /// neighbours, so a spike still shows.
  var pointsPerSeries: Int { PlotSpec.maxPoints / max(1, runs.count) }

  /// The first run's device and clock: a compare runs every variant on the same ones.
  var device: DeviceProfile { runs.first?.device ?? .iphone11 }
  var frameInterval: Micros { device.frameInterval }

  /// The spec for `kind`; throws when no run has the ticks it needs.
  func spec(_ kind: PlotKind) throws(ShellError) -> PlotSpec {
    let needed = kind == .fps ? 1 : 2
    let has =
      kind == .hitches || kind == .blank
      ? runs.contains { run in run.rows.contains { $0.appeared != nil } }
      : runs.contains { $0.ticks.count >= needed }
    guard has else {
      throw ShellError("nothing to plot yet; run something first (e.g. 'run 1s')")
    }
    var spec: PlotSpec
    switch kind {
    case .fps: spec = fps()
    case .frametime: spec = frameTime()
    case .hist: spec = histogram()
    case .hitches: spec = hitches()
    case .blank: spec = blank()
    case .sweep: throw ShellError("plot sweep draws the last sweep, not runs")
    }
    spec = Self.merged(spec)
    let clock = runs.first?.clock.rawValue ?? "model"
    spec.title = "LayerLab \(kind.title) — \(device.name), \(device.refreshRate) Hz, clock \(clock)"
    return spec
  }

  /// The window every run fits in: 0 to the latest end, at least one frame.
  var window: PlotXAxis {
    let end = runs.map(\.end).max() ?? 0
    return .time(from: 0, to: max(end, frameInterval))
  }

  /// "sync 5, async 0" or just "5": a per-run figure for the subtitle.
  func perRun(_ figure: (PlotRun) -> String) -> String {
    runs.count == 1
      ? runs.map(figure).joined() : runs.map { "\($0.name) \(figure($0))" }.joined(separator: ", ")
  }

  /// "dropped frames (from the first scroll gesture): sync 94, async 0": the table's count,
  /// over the table's stretch, named.
  private var droppedCounts: String {
    let name = runs.first?.windowName ?? "the session"
    return "dropped frames (\(name)): " + perRun { String($0.dropped) }
  }

  /// YYFPSLabel's readings, a budget line at the refresh rate, missed ticks marked.
  private func fps() -> PlotSpec {
    let rate = Double(device.refreshRate)
    let series = runs.map { run in
      PlotSeries(
        name: run.name,
        points: FrameSummary.fpsWindows(run.ticks, linkStart: run.rows.first?.vsync).map {
          PlotPoint(x: $0.time, y: $0.fps)
        })
    }
    var subtitle =
      "YYFPSLabel readings, one per window of at least 1 s of display-link ticks · "
      + droppedCounts
    let silent = zip(runs, series).filter { $0.1.points.isEmpty }.map(\.0.name)
    if !silent.isEmpty {
      subtitle +=
        " · no reading yet (under 1 s of ticks)"
        + (runs.count == 1 ? "" : ": " + silent.joined(separator: ", "))
    }
    return PlotSpec(
      subtitle: subtitle, x: window, xLabel: "virtual time (ms)", yLabel: "fps",
      yMax: rate * 1.15, series: series,
      guides: [PlotGuide(y: rate, label: "budget \(device.refreshRate) fps")],
      marks: marks { $0.tick == .missed ? .missedTick : nil })
  }

  /// Intervals between display-link callbacks, budget lines at one and two frame intervals,
  /// missed ticks and late frames (by hitch kind) marked.
  private func frameTime() -> PlotSpec {
    let budget = Double(frameInterval) / 1000
    var worst = 0.0
    let series = runs.map { run in
      let points = zip(run.ticks, run.ticks.dropFirst()).map { earlier, later in
        PlotPoint(x: later.fired, y: Double(later.fired - earlier.fired) / 1000)
      }
      worst = max(worst, points.map(\.y).max() ?? 0)
      return PlotSeries(name: run.name, points: Self.thin(points, to: pointsPerSeries))
    }
    let top = min(max(budget * 3, worst * 1.1), budget * 8)
    var subtitle =
      "time between display-link callbacks · " + droppedCounts
    if worst > top {
      subtitle += " · worst \(TimelineAxis.duration(Int64(worst * 1000))) runs off the top"
    }
    return PlotSpec(
      subtitle: subtitle, x: window, xLabel: "virtual time (ms)", yLabel: "frame time (ms)",
      yMax: top, series: series,
      guides: [
        PlotGuide(y: budget, label: "1 frame: \(TimelineAxis.duration(frameInterval))"),
        PlotGuide(y: budget * 2, label: "2 frames: \(TimelineAxis.duration(2 * frameInterval))"),
      ],
      marks: marks { row in
        if row.tick == .missed { return .missedTick }
        switch row.appeared?.hitch {
        case .commit: return .commitHitch
        case .render: return .renderHitch
        default: return nil
        }
      })
  }

  /// The most frame intervals a histogram bin names; longer ones share the last bin.
  static let maxBins = 8

  /// Callback intervals binned to the nearest multiple of the frame interval, one bar per run
  /// in each bin, counts labelled.
  private func histogram() -> PlotSpec {
    let interval = frameInterval
    let counts = runs.map { run in
      var bins = [Int](repeating: 0, count: Self.maxBins)
      let ticks = run.countedTicks
      for (earlier, later) in zip(ticks, ticks.dropFirst()) {
        let (frames, _) = (later.fired - earlier.fired).addingReportingOverflow(interval / 2)
        let bin = min(max(Int(clamping: frames / max(1, interval)), 1), Self.maxBins)
        bins[bin - 1] += 1
      }
      return bins
    }
    let used = counts.map { $0.lastIndex { $0 > 0 } ?? 0 }.max() ?? 0
    let shown = max(used + 1, 3)
    let categories = (1...shown).map { frames in
      let time = TimelineAxis.duration(Int64(frames) * interval)
      return frames == Self.maxBins
        ? PlotCategory(name: "\(frames)+ frames", detail: "≥ \(time)")
        : PlotCategory(name: frames == 1 ? "1 frame" : "\(frames) frames", detail: "≈ \(time)")
    }
    let series = zip(runs, counts).map { run, bins in
      PlotSeries(
        name: run.name,
        points: bins.prefix(shown).enumerated().map { PlotPoint(x: Int64($0), y: Double($1)) })
    }
    let highest = counts.flatMap { $0 }.max() ?? 0
    return PlotSpec(
      subtitle: "display-link callback intervals, each counted at the nearest multiple of the "
        + "\(TimelineAxis.duration(interval)) frame interval · intervals "
        + "(\(runs.first?.windowName ?? "the session")): "
        + perRun { String(max(0, $0.countedTicks.count - 1)) },
      x: .categories(categories), xLabel: "frame time", yLabel: "intervals",
      yMax: Double(max(highest, 1)) * 1.15, series: series)
  }

  /// Every run's frame rows that `kind` marks, in its series' strip.
  private func marks(_ kind: (FrameRow) -> PlotMark.Kind?) -> [PlotMark] {
    var marks: [PlotMark] = []
    for (index, run) in runs.enumerated() {
      for row in run.rows {
        if let mark = kind(row) {
          marks.append(PlotMark(time: row.vsync, kind: mark, series: index))
        }
      }
    }
    return marks
  }

  /// The spec with series that would draw the same line (same points, same marks) made one,
  /// named "async = vvebo": otherwise the last drawn hides the others and a reader sees one
  /// colour of four in the legend with no line.
  static func merged(_ spec: PlotSpec) -> PlotSpec {
    var result = spec
    result.series = []
    result.marks = []
    result.bars = []
    var sources: [Int] = []
    /// A series' bars without their series number, to compare two series' bars.
    func bars(_ series: Int) -> [PlotBar] {
      spec.bars.filter { $0.series == series }.map { bar in
        var bar = bar
        bar.series = 0
        return bar
      }
    }
    for (index, series) in spec.series.enumerated() {
      let marks = spec.marks.filter { $0.series == index }.map { ($0.time, $0.kind) }
      if let same = sources.firstIndex(where: { source in
        spec.series[source].points == series.points
          && spec.marks.filter({ $0.series == source }).map({ ($0.time, $0.kind) })
            .elementsEqual(marks, by: ==)
          && bars(source) == bars(index)
      }) {
        result.series[same].name += " = " + series.name
        continue
      }
      sources.append(index)
      result.series.append(series)
      for mark in spec.marks where mark.series == index {
        result.marks.append(PlotMark(time: mark.time, kind: mark.kind, series: sources.count - 1))
      }
      for var bar in spec.bars where bar.series == index {
        bar.series = sources.count - 1
        result.bars.append(bar)
      }
    }
    return result
  }

  /// At most `limit` points: each chunk of neighbours becomes its highest point.
  static func thin(_ points: [PlotPoint], to limit: Int) -> [PlotPoint] {
    guard points.count > limit, limit > 0 else { return points }
    let chunk = (points.count + limit - 1) / limit
    return stride(from: 0, to: points.count, by: chunk).compactMap { start in
      points[start..<min(start + chunk, points.count)].max { $0.y < $1.y }
    }
  }
}
