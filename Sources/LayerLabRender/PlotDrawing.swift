import CPangoCairo

/// The pieces of a plot: lines, bars with their counts, dashed budget lines, and the strips of
/// marks under the x axis.
///
/// Why clipping to the plot for lines: a stall makes one frame time many times the budget,
/// and the y range is chosen for the common case, so a spike runs off the top instead of
/// squashing every other value to the floor.
extension PlotRenderer {
  /// Each series as a line in its colour, clipped to the plot, with a dot at each point when
  /// they are at least `dotSpacing` pixels apart on average. Earlier series are drawn wider,
  /// so where lines coincide each shows as a band around the next.
  func drawLines(_ canvas: Canvas, _ spec: PlotSpec, _ geometry: PlotGeometry) {
    let plot = geometry.plot
    let cr = canvas.cr
    cairo_save(cr)
    cairo_rectangle(cr, plot.x, plot.y - 3, plot.width + 3, plot.height + 3)
    cairo_clip(cr)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    for (index, series) in spec.series.enumerated() where !series.points.isEmpty {
      let width = 2 + 1.5 * Double(spec.series.count - 1 - index)
      cairo_set_line_width(cr, width)
      PlotPalette.series(index).setSource(cr)
      for (offset, point) in series.points.enumerated() {
        let x = geometry.x(at: point.x)
        let y = geometry.y(at: point.y)
        if offset == 0 { cairo_move_to(cr, x, y) } else { cairo_line_to(cr, x, y) }
      }
      if series.points.count == 1 { cairo_rel_line_to(cr, 0.01, 0) }
      cairo_stroke(cr)
      let sparse = plot.width / Double(series.points.count) >= Self.dotSpacing
      guard sparse else { continue }
      for point in series.points {
        cairo_arc(
          cr, geometry.x(at: point.x), geometry.y(at: point.y), 2.5 + width / 2, 0, 2 * Double.pi)
        cairo_fill(cr)
      }
    }
    cairo_restore(cr)
  }

  /// Each bar over time, clipped to the plot, on whole pixels: at least 2 px wide, so a one-frame bar on a
  /// long window still shows, with a 1 px gap on its left when it is wide enough, so
  /// neighbouring frames read as separate bars. The base in the series' colour, lightened;
  /// the excess (a hitch) in its kind's colour at full strength.
  func drawTimeBars(_ canvas: Canvas, _ spec: PlotSpec, _ geometry: PlotGeometry) {
    guard !spec.bars.isEmpty else { return }
    let plot = geometry.plot
    let cr = canvas.cr
    cairo_save(cr)
    cairo_rectangle(cr, plot.x, plot.y, plot.width, plot.height)
    cairo_clip(cr)
    for bar in spec.bars {
      // Whole pixels, so bars are crisp and a narrow one is not smeared over three columns.
      let right = geometry.x(at: bar.end).rounded()
      var width = right - geometry.x(at: bar.start).rounded()
      width = width >= 4 ? width - 1 : max(2, width)
      let x = right - width
      let baseTop = geometry.y(at: min(bar.value, bar.base))
      var base = PlotPalette.series(bar.series)
      base.a = 110
      canvas.fill(Rect(x: x, y: baseTop, width: width, height: plot.maxY - baseTop), base)
      if let kind = bar.excess, bar.value > bar.base {
        let top = geometry.y(at: bar.value)
        canvas.fill(Rect(x: x, y: top, width: width, height: baseTop - top), PlotPalette.mark(kind))
      }
    }
    cairo_restore(cr)
  }

  /// Average spacing, in pixels, from which a line's points get dots.
  static let dotSpacing = 12.0

  /// One bar per series in each category, its count above it (above its whisker, when the
  /// point has a spread: a line from its low to its high end with caps, in ink).
  func drawBars(_ canvas: Canvas, _ spec: PlotSpec, _ geometry: PlotGeometry)
    throws(RenderError)
  {
    for (index, series) in spec.series.enumerated() {
      for point in series.points {
        let bar = geometry.bar(
          category: Int(point.x), series: index, count: spec.series.count, value: point.y)
        canvas.fill(bar, PlotPalette.series(index))
        var top = bar.y
        if let spread = point.spread {
          let centre = bar.x + bar.width / 2
          let high = max(geometry.y(at: spread.upperBound), geometry.plot.y)
          let low = min(geometry.y(at: spread.lowerBound), geometry.plot.maxY)
          let cap = min(8, bar.width * 0.6)
          canvas.fill(
            Rect(x: centre - 0.75, y: high, width: 1.5, height: max(1.5, low - high)),
            TimelinePalette.ink)
          for y in [high, low] {
            canvas.fill(
              Rect(x: centre - cap / 2, y: y - 0.75, width: cap, height: 1.5),
              TimelinePalette.ink)
          }
          top = min(top, high)
        }
        let text = PlotAxis.label(point.y, step: point.y.rounded() == point.y ? 1 : 0.1)
        try textRenderer.drawChartText(
          canvas, text, font: "DejaVu Sans Bold 9", color: TimelinePalette.ink,
          x: bar.x + bar.width / 2, y: top - 14, maxWidth: nil, align: .center)
      }
    }
  }

  /// Dashed lines across the plot with their words right-aligned just above them, on a white
  /// tab: a series running along its budget (every frame on time) would cross the words.
  func drawGuides(_ canvas: Canvas, _ spec: PlotSpec, _ geometry: PlotGeometry)
    throws(RenderError)
  {
    let plot = geometry.plot
    let cr = canvas.cr
    for guide in spec.guides where guide.y >= 0 && guide.y <= spec.yMax {
      let y = Canvas.crisp(geometry.y(at: guide.y))
      cairo_save(cr)
      PlotPalette.guide.setSource(cr)
      cairo_set_line_width(cr, 1)
      var dashes: [Double] = [6, 4]
      cairo_set_dash(cr, &dashes, 2, 0)
      cairo_move_to(cr, plot.x, y)
      cairo_line_to(cr, plot.maxX, y)
      cairo_stroke(cr)
      cairo_restore(cr)
      try textRenderer.drawChartText(
        canvas, guide.label, font: "DejaVu Sans 9", color: PlotPalette.guide, x: plot.maxX - 4,
        y: y - 14, maxWidth: nil, align: .right, backdrop: TimelinePalette.tab)
    }
  }

  /// Each series' marks in its own strip under the plot: a small square of the series colour
  /// in the gutter, then a bar at each marked frame in its kind's colour.
  func drawMarks(_ canvas: Canvas, _ spec: PlotSpec, _ geometry: PlotGeometry) {
    let plot = geometry.plot
    for (strip, series) in geometry.stripSeries.enumerated() {
      let band = geometry.strip(strip)
      canvas.fill(
        Rect(x: plot.x - 14, y: band.top + 1, width: 8, height: band.height - 2),
        PlotPalette.series(series))
      for mark in spec.marks where mark.series == series {
        let x = geometry.x(at: mark.time)
        guard x >= plot.x - 1, x <= plot.maxX + 1 else { continue }
        canvas.fill(
          Rect(x: x.rounded(.down) - 1, y: band.top, width: 3, height: band.height),
          PlotPalette.mark(mark.kind))
      }
    }
  }
}
