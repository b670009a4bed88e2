import CPangoCairo

/// The swimlane timeline: lanes of coloured slices on a time axis, in the manner of Perfetto
/// and Instruments, drawn with the renderer's own Pango context.
///
/// Why a type of its own that borrows a `TextRenderer`: every label in the picture (title,
/// axis, lane names, slice names, legend) is Pango text, and a text renderer owns the one font
/// map its thread may use; the boxes, hatching and markers are this type's.
public struct TimelineRenderer {
  /// Lays out and shows every label.
  let textRenderer: TextRenderer

  /// A timeline renderer drawing its labels with `text`; by default a renderer of its own
  /// (which costs that renderer's warm-up, a few milliseconds).
  public init(text: TextRenderer = TextRenderer()) {
    self.textRenderer = text
  }

  /// Draws `spec` into a `width`-pixel-wide image at scale 1; the height follows the lanes
  /// (see `TimelineGeometry`). Throws for an empty window, no lanes, a slice ending before it
  /// starts, more than `TimelineSpec.maxSlices` slices, a width outside
  /// `TimelineGeometry.widths`, or when cairo cannot allocate.
  ///
  /// The output depends only on the spec and the width: it is byte-identical between runs.
  public func render(_ spec: TimelineSpec, width: Int = 1600) throws(RenderError)
    -> RenderedImage
  {
    try spec.validate()
    let legend = TimelineLegend(spec: spec, width: width)
    let geometry = try TimelineGeometry(
      spec: spec, width: width, legendEntries: legend.entries.count)
    let canvas = try Canvas(pixelWidth: geometry.width, pixelHeight: geometry.height, scale: 1)
    let page = Rect(x: 0, y: 0, width: Double(geometry.width), height: Double(geometry.height))
    canvas.fill(page, TimelinePalette.page)
    drawLaneBackgrounds(canvas, spec, geometry)
    let step = TimelineAxis.step(span: spec.to - spec.from, pixels: geometry.plot.width)
    let ticks = TimelineAxis.ticks(from: spec.from, to: spec.to, step: step)
    for tick in ticks {
      let x = Canvas.crisp(geometry.x(at: tick))
      canvas.fill(
        Rect(x: x - 0.5, y: geometry.plot.y, width: 1, height: geometry.plot.height),
        TimelinePalette.tickGrid)
    }
    let placed = placeSlices(spec, geometry)
    for item in placed { drawSlice(canvas, item.slice.style, item.rect) }
    drawLateFrames(canvas, spec, geometry)
    if legend.showsVsyncs { drawVsyncs(canvas, spec, geometry) }
    for item in placed {
      try drawSliceLabel(canvas, item.slice, item.rect)
    }
    for item in placed {
      if let marker = item.slice.marker {
        try drawMarker(canvas, marker, lane: item.lane, row: item.slice.row, geometry)
      }
    }
    try drawAxis(canvas, ticks: ticks, decimals: TimelineAxis.decimals(forStep: step), geometry)
    try drawLaneNames(canvas, spec, geometry)
    try textRenderer.drawChartText(
      canvas, spec.title, font: "DejaVu Sans Bold 15", color: TimelinePalette.ink,
      x: TimelineGeometry.margin, y: 12, maxWidth: page.width - 2 * TimelineGeometry.margin)
    try textRenderer.drawChartText(
      canvas, spec.subtitle, font: "DejaVu Sans 11", color: TimelinePalette.secondary,
      x: TimelineGeometry.margin, y: 35, maxWidth: page.width - 2 * TimelineGeometry.margin)
    try drawLegend(canvas, legend, geometry)
    try canvas.checkStatus()
    return try canvas.makeImage()
  }

  /// A slice with its lane and its rectangle, in drawing order.
  struct PlacedSlice {
    let lane: Int
    let slice: TimelineSlice
    let rect: Rect
  }

  /// Every slice that shows in the window, outer rows first so nested work is drawn over
  /// its parent; within a row, in the lane's order.
  private func placeSlices(_ spec: TimelineSpec, _ geometry: TimelineGeometry) -> [PlacedSlice] {
    var placed: [PlacedSlice] = []
    for row in 0...TimelineSlice.maxDepth {
      for (index, lane) in spec.lanes.enumerated() {
        for slice in lane.slices where slice.row == row {
          if let rect = geometry.sliceRect(lane: index, slice: slice) {
            placed.append(PlacedSlice(lane: index, slice: slice, rect: rect))
          }
        }
      }
    }
    return placed
  }

  /// Alternating lane backgrounds with a rule under each lane.
  private func drawLaneBackgrounds(
    _ canvas: Canvas, _ spec: TimelineSpec, _ geometry: TimelineGeometry
  ) {
    for index in spec.lanes.indices {
      let rect = geometry.laneRect(index)
      canvas.fill(rect, index % 2 == 0 ? TimelinePalette.laneEven : TimelinePalette.laneOdd)
      canvas.fill(
        Rect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1), TimelinePalette.rule)
    }
    let plot = geometry.plot
    canvas.fill(
      Rect(x: plot.x - 1, y: plot.y, width: 1, height: plot.height), TimelinePalette.rule)
  }

  /// Tick labels centred over their ticks (kept inside the image), tick marks, and the rule
  /// along the top of the lanes.
  private func drawAxis(
    _ canvas: Canvas, ticks: [Int64], decimals: Int, _ geometry: TimelineGeometry
  ) throws(RenderError) {
    let plot = geometry.plot
    canvas.fill(
      Rect(x: plot.x, y: plot.y - 1, width: plot.width, height: 1), TimelinePalette.rule)
    for tick in ticks {
      let x = Canvas.crisp(geometry.x(at: tick))
      canvas.fill(
        Rect(x: x - 0.5, y: plot.y - 8, width: 1, height: 8), TimelinePalette.secondary)
      try textRenderer.drawChartText(
        canvas, TimelineAxis.label(tick, decimals: decimals), font: "DejaVu Sans 10",
        color: TimelinePalette.ink, x: x, y: TimelineGeometry.axisTop, maxWidth: nil,
        align: .center, limit: Double(geometry.width) - 4)
    }
  }

  /// Each lane's name, bold, and its detail in grey under it, both cut to the gutter.
  private func drawLaneNames(
    _ canvas: Canvas, _ spec: TimelineSpec, _ geometry: TimelineGeometry
  ) throws(RenderError) {
    let textWidth = TimelineGeometry.gutter - 16
    for (index, lane) in spec.lanes.enumerated() {
      let rect = geometry.laneRect(index)
      try textRenderer.drawChartText(
        canvas, lane.name, font: "DejaVu Sans Bold 11", color: TimelinePalette.ink,
        x: rect.x + 8, y: rect.y + 6, maxWidth: textWidth)
      try textRenderer.drawChartText(
        canvas, lane.detail, font: "DejaVu Sans 9", color: TimelinePalette.secondary,
        x: rect.x + 8, y: rect.y + 21, maxWidth: textWidth)
    }
  }
}
