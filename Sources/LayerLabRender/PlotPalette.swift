/// The colours of a plot, public so tests and callers can match them.
///
/// Why fixed: a reader who has seen one comparison plot reads the next one the same way (the
/// first compared run is always blue), and marks share the timeline's colours for the same
/// things (a commit hitch is the CA commit's teal, a render hitch render prepare's indigo).
public enum PlotPalette {
  /// One colour per series, in order; as many as `PlotSpec.maxSeries`.
  public static let series: [Color] = [
    TimelineStyle.hex(0x1565C0), TimelineStyle.hex(0xEF6C00), TimelineStyle.hex(0x43A047),
    TimelineStyle.hex(0x8E24AA), TimelineStyle.hex(0x6D4C41), TimelineStyle.hex(0xD81B60),
    TimelineStyle.hex(0x00ACC1), TimelineStyle.hex(0xC0CA33),
  ]

  /// The colour of series `index` (wrapping, though a valid spec never needs it to).
  public static func series(_ index: Int) -> Color {
    series[((index % series.count) + series.count) % series.count]
  }

  /// The plot area's background.
  public static let background = TimelinePalette.laneEven
  /// Grid lines at the y ticks and the x ticks.
  public static let grid = Color(r: 0, g: 0, b: 0, a: 22)
  /// The axes' rules.
  public static let axis = TimelinePalette.secondary
  /// Budget lines (dashed) and their words.
  public static let guide = TimelineStyle.hex(0x37474F)

  /// A mark's colour.
  public static func mark(_ kind: PlotMark.Kind) -> Color {
    switch kind {
    case .missedTick: TimelinePalette.lateBar
    case .commitHitch: TimelineStyle.commit.color
    case .renderHitch: TimelineStyle.renderPrepare.color
    }
  }

  /// A mark's legend words.
  public static func legendName(_ kind: PlotMark.Kind) -> String {
    switch kind {
    case .missedTick: "missed tick (no display-link callback)"
    case .commitHitch: "late frame: commit hitch"
    case .renderHitch: "late frame: render hitch"
    }
  }
}
