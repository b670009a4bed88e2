/// The legend under a plot: one cell per series, per budget line, and per kind of mark the
/// plot shows, in that order.
///
/// Why only what is drawn, as the timeline's legend: a reader should not look for a render
/// hitch that never happened.
struct PlotLegend {
  /// One legend cell.
  enum Entry: Equatable {
    case series(Int)
    case guide(Int)
    case mark(PlotMark.Kind)
  }

  let entries: [Entry]

  init(spec: PlotSpec) {
    var entries = spec.series.indices.map(Entry.series)
    entries += spec.guides.indices.filter { spec.guides[$0].y <= spec.yMax }.map(Entry.guide)
    if case .time = spec.x {
      let kinds = Set(spec.marks.filter { spec.series.indices.contains($0.series) }.map(\.kind))
      entries += PlotMark.Kind.allCases.filter(kinds.contains).map(Entry.mark)
    }
    self.entries = entries
  }
}

extension PlotRenderer {
  /// The legend's cells, left to right, wrapping into rows of `PlotGeometry.legendCell`.
  func drawPlotLegend(
    _ canvas: Canvas, _ legend: PlotLegend, _ spec: PlotSpec, _ geometry: PlotGeometry
  ) throws(RenderError) {
    let perRow = max(
      1, Int((Double(geometry.width) - 2 * PlotGeometry.margin) / PlotGeometry.legendCell))
    for (index, entry) in legend.entries.enumerated() {
      let x = PlotGeometry.margin + Double(index % perRow) * PlotGeometry.legendCell
      let y = geometry.legendTop + Double(index / perRow) * PlotGeometry.legendRow
      let text: String
      switch entry {
      case .series(let series):
        canvas.fill(Rect(x: x, y: y + 6, width: 22, height: 4), PlotPalette.series(series))
        text = spec.series[series].name
      case .guide(let guide):
        for dash in 0..<3 {
          canvas.fill(
            Rect(x: x + Double(dash) * 8, y: y + 7, width: 5, height: 1), PlotPalette.guide)
        }
        text = spec.guides[guide].label
      case .mark(let kind):
        canvas.fill(Rect(x: x + 9, y: y + 2, width: 3, height: 12), PlotPalette.mark(kind))
        text = PlotPalette.legendName(kind)
      }
      try textRenderer.drawChartText(
        canvas, text, font: "DejaVu Sans 10", color: TimelinePalette.ink, x: x + 28, y: y + 1,
        maxWidth: PlotGeometry.legendCell - 34)
    }
  }
}
