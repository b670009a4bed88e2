import CPangoCairo

/// Frame-rate plots: lines of fps or frame time over virtual time, or a frame-time histogram,
/// with budget lines, dropped and late frames marked, and a legend, in the timeline's palette
/// and text style.
///
/// Why a type of its own that borrows a `TextRenderer`: the labels are Pango text on the text
/// renderer's font map; the axes, lines, bars and marks are this type's.
public struct PlotRenderer {
  /// Lays out and shows every label.
  let textRenderer: TextRenderer

  /// A plot renderer drawing its labels with `text`; by default a renderer of its own (which
  /// costs that renderer's warm-up, a few milliseconds).
  public init(text: TextRenderer = TextRenderer()) {
    self.textRenderer = text
  }

  /// Draws `spec` `width` pixels wide at scale 1; the height follows the strips of marks and
  /// the legend (see `PlotGeometry`). Throws for an invalid spec or width, or when cairo cannot
  /// allocate. The output depends only on the spec and the width: byte-identical between runs.
  public func render(_ spec: PlotSpec, width: Int = 1200) throws(RenderError)
    -> RenderedImage
  {
    try spec.validate()
    let legend = PlotLegend(spec: spec)
    let geometry = try PlotGeometry(spec: spec, width: width, legendEntries: legend.entries.count)
    let canvas = try Canvas(pixelWidth: geometry.width, pixelHeight: geometry.height, scale: 1)
    let page = Rect(x: 0, y: 0, width: Double(geometry.width), height: Double(geometry.height))
    canvas.fill(page, TimelinePalette.page)
    let plot = geometry.plot
    canvas.fill(plot, PlotPalette.background)
    try drawYAxis(canvas, spec, geometry)
    try drawXAxis(canvas, spec, geometry)
    switch spec.x {
    case .time:
      drawTimeBars(canvas, spec, geometry)
      drawLines(canvas, spec, geometry)
    case .categories: try drawBars(canvas, spec, geometry)
    }
    try drawGuides(canvas, spec, geometry)
    drawMarks(canvas, spec, geometry)
    canvas.fill(Rect(x: plot.x - 1, y: plot.y, width: 1, height: plot.height + 1), PlotPalette.axis)
    canvas.fill(
      Rect(x: plot.x - 1, y: plot.maxY, width: plot.width + 1, height: 1), PlotPalette.axis)
    let textWidth = page.width - 2 * PlotGeometry.margin
    try textRenderer.drawChartText(
      canvas, spec.title, font: "DejaVu Sans Bold 15", color: TimelinePalette.ink,
      x: PlotGeometry.margin, y: 12, maxWidth: textWidth)
    try textRenderer.drawChartText(
      canvas, spec.subtitle, font: "DejaVu Sans 11", color: TimelinePalette.secondary,
      x: PlotGeometry.margin, y: 35, maxWidth: textWidth)
    try textRenderer.drawChartText(
      canvas, spec.yLabel, font: "DejaVu Sans Bold 10", color: TimelinePalette.ink,
      x: PlotGeometry.margin, y: 62, maxWidth: textWidth)
    try textRenderer.drawChartText(
      canvas, spec.xLabel, font: "DejaVu Sans Bold 10", color: TimelinePalette.ink,
      x: plot.x + plot.width / 2, y: geometry.xLabelTop, maxWidth: nil, align: .center,
      limit: page.width - 4)
    try drawPlotLegend(canvas, legend, spec, geometry)
    try canvas.checkStatus()
    return try canvas.makeImage()
  }

  /// Horizontal grid lines at nice steps, labelled left of the plot.
  private func drawYAxis(_ canvas: Canvas, _ spec: PlotSpec, _ geometry: PlotGeometry)
    throws(RenderError)
  {
    let plot = geometry.plot
    let step = PlotAxis.step(top: spec.yMax)
    for value in PlotAxis.ticks(top: spec.yMax, step: step) {
      let y = Canvas.crisp(geometry.y(at: value))
      canvas.fill(Rect(x: plot.x, y: y - 0.5, width: plot.width, height: 1), PlotPalette.grid)
      canvas.fill(Rect(x: plot.x - 6, y: y - 0.5, width: 5, height: 1), PlotPalette.axis)
      try textRenderer.drawChartText(
        canvas, PlotAxis.label(value, step: step), font: "DejaVu Sans 10",
        color: TimelinePalette.ink, x: plot.x - 8, y: y - 7, maxWidth: nil, align: .right)
    }
  }

  /// Time ticks (grid lines and ms labels) or category names with their details.
  private func drawXAxis(_ canvas: Canvas, _ spec: PlotSpec, _ geometry: PlotGeometry)
    throws(RenderError)
  {
    let plot = geometry.plot
    let limit = Double(geometry.width) - 4
    switch spec.x {
    case .time(let from, let to):
      let step = TimelineAxis.step(span: to - from, pixels: plot.width)
      let decimals = TimelineAxis.decimals(forStep: step)
      for tick in TimelineAxis.ticks(from: from, to: to, step: step) {
        let x = Canvas.crisp(geometry.x(at: tick))
        canvas.fill(Rect(x: x - 0.5, y: plot.y, width: 1, height: plot.height), PlotPalette.grid)
        canvas.fill(Rect(x: x - 0.5, y: plot.maxY, width: 1, height: 5), PlotPalette.axis)
        try textRenderer.drawChartText(
          canvas, TimelineAxis.label(tick, decimals: decimals), font: "DejaVu Sans 10",
          color: TimelinePalette.ink, x: x, y: geometry.axisTop, maxWidth: nil, align: .center,
          limit: limit)
      }
    case .categories(let categories):
      let slot = plot.width / Double(categories.count)
      for (index, category) in categories.enumerated() {
        let x = geometry.x(at: Int64(index))
        try textRenderer.drawChartText(
          canvas, category.name, font: "DejaVu Sans 10", color: TimelinePalette.ink, x: x,
          y: geometry.axisTop, maxWidth: slot - 4, align: .center, limit: limit)
        try textRenderer.drawChartText(
          canvas, category.detail, font: "DejaVu Sans 9", color: TimelinePalette.secondary,
          x: x, y: geometry.axisTop + 14, maxWidth: slot - 4, align: .center, limit: limit)
      }
    }
  }
}
