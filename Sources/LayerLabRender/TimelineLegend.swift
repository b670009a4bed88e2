/// The legend under the lanes: one entry per colour that the picture actually uses.
///
/// Why only the used ones: a legend of fifteen swatches for a picture that shows four makes a
/// reader search; listing what is there, in a fixed order, keeps it short and stable.
struct TimelineLegend {
  /// One legend cell.
  enum Entry: Equatable {
    /// A slice colour.
    case style(TimelineStyle)
    /// The red shading of late frames, with the spec's words for it.
    case late(String)
    /// The vsync grid; `hidden` when the lines would be too dense to draw.
    case vsync(hidden: Bool)
    /// A marker of one kind: the red cancellation, or a signpost instant.
    case marker(TimelineMarker.Kind)
  }

  /// The entries, in drawing order.
  let entries: [Entry]
  /// True when the vsync grid is drawn: there are vsyncs in the window and neighbouring lines
  /// would be at least `minimumVsyncGap` pixels apart.
  let showsVsyncs: Bool

  /// Closer vsync lines than this many pixels would merge into a purple wash.
  static let minimumVsyncGap = 4.0

  /// The legend for `spec` drawn `width` pixels wide.
  init(spec: TimelineSpec, width: Int) {
    var used = Set<TimelineStyle>()
    var markers = Set<TimelineMarker.Kind>()
    for lane in spec.lanes {
      for slice in lane.slices where slice.end >= spec.from && slice.start <= spec.to {
        // A signpost instant is its mark: its zero-length slice is not an interval.
        if slice.marker?.kind != .signpost { used.insert(slice.style) }
        if let marker = slice.marker { markers.insert(marker.kind) }
      }
    }
    var entries = TimelineStyle.allCases.filter(used.contains).map(Entry.style)
    entries += TimelineMarker.Kind.allCases.filter(markers.contains).map(Entry.marker)
    let vsyncs = spec.vsyncs.filter { $0 >= spec.from && $0 <= spec.to }.sorted()
    let plotWidth =
      Double(width) - 2 * TimelineGeometry.margin - TimelineGeometry.gutter
    let perMicro = plotWidth / Double(max(1, spec.to - spec.from))
    var gap = Double.infinity
    for (earlier, later) in zip(vsyncs, vsyncs.dropFirst()) where later > earlier {
      gap = min(gap, Double(later - earlier) * perMicro)
    }
    showsVsyncs = !vsyncs.isEmpty && gap >= Self.minimumVsyncGap
    if !vsyncs.isEmpty { entries.append(.vsync(hidden: !showsVsyncs)) }
    let late = spec.lateFrames.contains { $0.end > spec.from && $0.start < spec.to }
    if late { entries.append(.late(spec.lateLegend)) }
    self.entries = entries
  }

  /// The words beside an entry's swatch.
  static func text(_ entry: Entry) -> String {
    switch entry {
    case .style(let style): style.legendName
    case .late(let words): words
    case .vsync(let hidden): hidden ? "vsync (too dense to draw)" : "vsync"
    case .marker(.cancel): "cancelled at checkpoint"
    case .marker(.signpost): "signpost (instant)"
    }
  }
}

extension TimelineRenderer {
  /// The legend's cells, left to right, wrapping into rows of `TimelineGeometry.legendCell`.
  func drawLegend(
    _ canvas: Canvas, _ legend: TimelineLegend, _ geometry: TimelineGeometry
  ) throws(RenderError) {
    let perRow = max(
      1, Int((Double(geometry.width) - 2 * TimelineGeometry.margin) / TimelineGeometry.legendCell))
    for (index, entry) in legend.entries.enumerated() {
      let x = TimelineGeometry.margin + Double(index % perRow) * TimelineGeometry.legendCell
      let y = geometry.legendTop + Double(index / perRow) * TimelineGeometry.legendRow
      let swatch = Rect(x: x, y: y + 2, width: 22, height: 12)
      switch entry {
      case .style(let style):
        drawSlice(canvas, style, swatch)
      case .late:
        canvas.fill(swatch, TimelinePalette.laneEven)
        canvas.fill(swatch, TimelinePalette.lateShade)
        canvas.fill(
          Rect(x: swatch.x, y: swatch.y, width: swatch.width, height: 3), TimelinePalette.lateBar)
      case .vsync(let hidden):
        canvas.fill(swatch, TimelinePalette.laneEven)
        if !hidden {
          canvas.fill(
            Rect(x: swatch.x + 10, y: swatch.y, width: 1, height: swatch.height),
            TimelinePalette.vsync)
        }
      case .marker(let kind):
        canvas.fill(
          swatch, kind == .cancel ? TimelineStyle.drawCancelled.fill : TimelinePalette.laneEven)
        canvas.fill(
          Rect(x: swatch.x + 9, y: swatch.y - 2, width: 3, height: swatch.height + 4),
          kind.color)
      }
      try textRenderer.drawChartText(
        canvas, TimelineLegend.text(entry), font: "DejaVu Sans 10", color: TimelinePalette.ink,
        x: x + 28, y: y + 1, maxWidth: TimelineGeometry.legendCell - 34)
    }
  }
}
