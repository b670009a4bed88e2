import Foundation
import LayerLab
import LayerLabRender

/// A finished sweep: one figure at every point, a column per strategy or pool, each cell the
/// runs' median and spread; what `sweep` prints and `plot sweep` draws until `reset`.
struct SweptFigures {
  /// The figure, by its ``CompareJob/header`` name.
  let figure: String
  let target: SweepTarget
  /// The columns' names, in the order each point's runs were made.
  let series: [String]
  /// Every run's compare row, point by point, column by column, `repeats.count` runs each.
  let rows: [[String]]
  let repeats: CompareRepeats
  /// The swept file, as written.
  let file: String
  /// What the runs measured (`CompareWindow.name`).
  let window: String
  /// The runs' devices, in run order: a frame-time figure's budget is one frame of theirs.
  let devices: [DeviceProfile]
  /// What each run was measured under, in run order: stamped over the table and on every
  /// csv/json row (a row's runs share theirs; a device sweep's points do not).
  let conditions: [RunConditions]

  private var column: Int { CompareJob.header.firstIndex(of: figure) ?? 0 }
  private var tableName: String { CompareJob.byteColumns[figure] ?? figure }

  /// The table (a row per point, a column per series) or, in csv and json, a row per point
  /// and series with the median and its spread.
  func print(in session: Session) {
    let width = series.count
    if session.settings.mode == .table {
      session.out(RunConditions.heading(conditions))
      let cells = repeats.tableRows(rows).map { $0[column + 1] }
      let body = target.points.indices.map { point in
        [target.points[point]] + cells[point * width..<(point + 1) * width]
      }
      session.printTable(header: [target.name] + series, rows: body)
      session.out(note)
    } else {
      var shown = repeats
      shown.columns = [figure]
      let data = shown.dataRows(rows)
      let body = data.indices.map { index in
        [target.points[index / width], series[index % width]] + data[index].dropFirst()
          + conditions[index * repeats.count].values
      }
      session.printTable(
        header: [target.name, "series", "runs", figure, figure + "_p25", figure + "_p75"]
          + RunConditions.columns,
        rows: body)
    }
  }

  /// The sentence under the table.
  var note: String {
    let runs =
      repeats.count > 1
      ? "each cell the median of \(repeats.count) runs [their 25th–75th percentile], each run's "
        + "gestures varied within ±\(Int(GestureVariation.spread * 100)) %"
      : "one run a cell"
    return "  (\(tableName) of compare's table, \(window), \(runs); 'plot sweep FILE.png' draws it)"
  }

  /// The picture: a bar per series at each point, whiskers from p25 to p75.
  func plotSpec() -> PlotSpec {
    let width = series.count
    let samples = repeats.samples(rows).map { $0.figures[column] }
    let bytes = CompareJob.byteColumns[figure] != nil
    let scale = bytes ? 1.0 / 1_048_576 : 1
    var plotted: [PlotSeries] = series.map { PlotSeries(name: $0, points: []) }
    var top = 0.0
    for (index, sample) in samples.enumerated() {
      guard let median = sample.median, let quartiles = sample.quartiles else { continue }
      let spread = repeats.count > 1 ? (quartiles.low * scale)...(quartiles.high * scale) : nil
      plotted[index % width].points.append(
        PlotPoint(x: Int64(index / width), y: median * scale, spread: spread))
      top = max(top, quartiles.high * scale, median * scale)
    }
    let runs = repeats.count > 1 ? "median of \(repeats.count) runs, whiskers p25–p75" : "one run"
    // Main's work per frame against one frame's time, when every run has the same one.
    var guides: [PlotGuide] = []
    let intervals = Set(devices.map(\.frameInterval))
    if figure == "frame_cpu_p99_ms", intervals.count == 1, let interval = intervals.first {
      let budget = Double(interval) / 1000
      guides.append(PlotGuide(y: budget, label: "one frame, " + String(format: "%.1f ms", budget)))
      top = max(top, budget)
    }
    return PlotSpec(
      title: "LayerLab sweep — \(tableName) over \(target.name)",
      subtitle: "\(file), \(window); \(runs) a bar",
      x: .categories(target.points.map { PlotCategory(name: $0) }),
      xLabel: target.name, yLabel: tableName + (bytes ? " (MiB)" : ""),
      yMax: top > 0 ? top * 1.2 : 1, series: Array(plotted.prefix(PlotSpec.maxSeries)),
      guides: guides)
  }
}
