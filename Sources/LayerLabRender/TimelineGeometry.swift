/// Where everything of a timeline goes, in pixels (the timeline is drawn at scale 1).
///
/// Why it is public and depends on no font: tests and callers can ask where a slice, a lane or
/// a time lands without rendering, and the image height must be known before the surface is
/// made. Lane names are cut to the gutter and legend entries sit in fixed cells, so no text
/// measurement is needed to lay the picture out.
///
/// From top to bottom: the title and subtitle, the axis with its labels, the lanes (each
/// `rowHeight` per row plus padding), the legend.
public struct TimelineGeometry: Sendable {
  /// Space around everything.
  public static let margin = 16.0
  /// Width of the lane-name column left of the plot.
  public static let gutter = 176.0
  /// Height of one depth row in a lane.
  public static let rowHeight = 28.0
  /// Space above a slice inside its row (and, as much again, below it).
  public static let sliceInset = 3.0
  /// Space above the first row and below the last row of a lane.
  public static let lanePadding = 4.0
  /// Where the axis labels start.
  public static let axisTop = 58.0
  /// Where the lanes start: below the axis labels, its tick marks and its rule.
  public static let lanesTop = 84.0
  /// Width of one legend cell (a swatch and its words).
  public static let legendCell = 200.0
  /// Height of one legend row.
  public static let legendRow = 20.0

  /// The image width in pixels.
  public let width: Int
  /// The image height in pixels.
  public let height: Int
  /// The window, µs.
  public let from: Int64
  /// The window's end, µs.
  public let to: Int64
  /// Each lane's top edge and height, top to bottom.
  public let lanes: [(top: Double, height: Double)]
  /// Top of the legend.
  public let legendTop: Double
  /// Legend rows.
  public let legendRows: Int

  /// The narrowest and widest image drawn; outside these a timeline is unreadable or huge.
  public static let widths = 480...8192

  /// Lays out `spec` at `width` pixels; `legendEntries` cells go under the lanes. Throws for a
  /// width outside `widths` or an image larger than `TextRenderer.maxPixels`.
  public init(spec: TimelineSpec, width: Int, legendEntries: Int) throws(RenderError) {
    guard Self.widths.contains(width) else {
      throw RenderError(
        "timeline width \(width) px is out of range; use \(Self.widths.lowerBound) to "
          + "\(Self.widths.upperBound) px")
    }
    self.width = width
    from = spec.from
    to = spec.to
    var top = Self.lanesTop
    var lanes: [(top: Double, height: Double)] = []
    for lane in spec.lanes {
      let height = Double(lane.rows) * Self.rowHeight + 2 * Self.lanePadding
      lanes.append((top, height))
      top += height
    }
    self.lanes = lanes
    legendTop = top + 14
    let perRow = max(1, Int((Double(width) - 2 * Self.margin) / Self.legendCell))
    legendRows = legendEntries == 0 ? 0 : (legendEntries + perRow - 1) / perRow
    let bottom = legendTop + Double(legendRows) * Self.legendRow + 10
    height = try RenderSpec(width: Double(width), height: bottom, scale: 1).pixelSize().height
  }

  /// The plot: where time runs, right of the gutter, across all lanes.
  public var plot: Rect {
    let left = Self.margin + Self.gutter
    let bottom = lanes.last.map { $0.top + $0.height } ?? Self.lanesTop
    return Rect(
      x: left, y: Self.lanesTop, width: Double(width) - Self.margin - left,
      height: bottom - Self.lanesTop)
  }

  /// The x of a time (not clamped: times outside the window land outside the plot).
  public func x(at time: Int64) -> Double {
    let plot = plot
    return plot.x + Double(time - from) / Double(to - from) * plot.width
  }

  /// The whole lane, gutter included.
  public func laneRect(_ lane: Int) -> Rect {
    let (top, height) = lanes[lane]
    return Rect(
      x: Self.margin, y: top, width: Double(width) - 2 * Self.margin, height: height)
  }

  /// The band a slice at `row` of `lane` occupies vertically: its row minus the insets.
  public func sliceBand(lane: Int, row: Int) -> (top: Double, height: Double) {
    let top = lanes[lane].top + Self.lanePadding + Double(row) * Self.rowHeight + Self.sliceInset
    return (top, Self.rowHeight - 2 * Self.sliceInset)
  }

  /// A slice's rectangle: its time span clipped to the window, at least one pixel wide so that
  /// an instant still shows, in its row's band; nil when it lies outside the window.
  public func sliceRect(lane: Int, slice: TimelineSlice) -> Rect? {
    guard slice.end >= from, slice.start <= to else { return nil }
    let plot = plot
    let left = max(x(at: slice.start), plot.x)
    let right = min(x(at: slice.end), plot.maxX)
    let band = sliceBand(lane: lane, row: slice.row)
    let width = max(right - left, 1)
    return Rect(x: min(left, plot.maxX - width), y: band.top, width: width, height: band.height)
  }
}
