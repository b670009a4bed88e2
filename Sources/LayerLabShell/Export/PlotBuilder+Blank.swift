import LayerLab
import LayerLabRender

/// `plot blank`: the share of the screen each presented frame showed blank (layers that
/// should show content and show none or a placeholder, `ContentCoverage`), one line per run —
/// FlashList's blank area over time. Beside `plot hitches` it shows the trade-off: drawing on
/// main is late but never blank, drawing off main on time but sometimes blank.
extension PlotBuilder {
  func blank() -> PlotSpec {
    var worst = 0.0
    let series = runs.map { run in
      let points = run.rows.map { PlotPoint(x: $0.vsync, y: $0.blank.percent) }
      worst = max(worst, points.map(\.y).max() ?? 0)
      return PlotSeries(name: run.name, points: Self.thin(points, to: pointsPerSeries))
    }
    let figures = perRun { run in
      let counted = run.rows.filter { run.counts($0.vsync) }
      let content = ContentSummary(rows: counted, latencies: [])
      return "\(content.blankFrames) (max \(Stats.tenths(content.maxBlankPercent)) %)"
    }
    let subtitle =
      "layers without their contents, per vsync · blank frames ("
      + (runs.first?.windowName ?? "the session") + "): " + figures
    return PlotSpec(
      subtitle: subtitle, x: window, xLabel: "virtual time (ms)",
      yLabel: "blank area (% of the screen)", yMax: min(100, max(10, worst * 1.15)) * 1.0001,
      series: series)
  }
}
