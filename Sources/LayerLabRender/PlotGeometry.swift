/// Where everything of a plot goes, in pixels (plots are drawn at scale 1).
///
/// Why public and font-free, as `TimelineGeometry`: tests ask where a value or a time lands
/// without rendering, and the height must be known before the surface is made.
///
/// From top to bottom: title and subtitle, the y axis's words, the plot, one strip of marks per
/// series that has marks, the x tick labels, the x axis's words, the legend.
public struct PlotGeometry: Sendable {
  /// Space around everything.
  public static let margin = 16.0
  /// Width left of the plot for the y tick labels.
  public static let gutter = 56.0
  /// Where the plot starts.
  public static let plotTop = 84.0
  /// The plot's height.
  public static let plotHeight = 360.0
  /// Height of one strip of marks under the plot.
  public static let stripHeight = 12.0
  /// Width of one legend cell.
  public static let legendCell = 260.0
  /// Height of one legend row.
  public static let legendRow = 20.0

  /// The image width in pixels.
  public let width: Int
  /// The image height in pixels.
  public let height: Int
  /// The series that have marks, in order: strip `i` holds the marks of `stripSeries[i]`.
  public let stripSeries: [Int]
  /// Top of the x tick labels.
  public let axisTop: Double
  /// Top of the x axis's words.
  public let xLabelTop: Double
  /// Top of the legend.
  public let legendTop: Double
  /// The x axis.
  public let x: PlotXAxis
  /// The top of the y axis.
  public let yMax: Double

  /// The narrowest and widest plot drawn.
  public static let widths = 480...8192

  /// Lays out `spec` at `width` pixels with `legendEntries` legend cells. Throws for a width
  /// outside `widths` or an image larger than `TextRenderer.maxPixels`.
  public init(spec: PlotSpec, width: Int, legendEntries: Int) throws(RenderError) {
    guard Self.widths.contains(width) else {
      throw RenderError(
        "plot width \(width) px is out of range; use \(Self.widths.lowerBound) to "
          + "\(Self.widths.upperBound) px")
    }
    self.width = width
    x = spec.x
    yMax = spec.yMax
    if case .time = spec.x {
      stripSeries = spec.series.indices.filter { index in
        spec.marks.contains { $0.series == index }
      }
    } else {
      stripSeries = []
    }
    let strips = stripSeries
    let plotBottom = Self.plotTop + Self.plotHeight
    let stripsBottom =
      plotBottom + (strips.isEmpty ? 0 : 4 + Double(strips.count) * Self.stripHeight)
    axisTop = stripsBottom + 6
    if case .categories = spec.x {
      xLabelTop = axisTop + 32
    } else {
      xLabelTop = axisTop + 18
    }
    legendTop = xLabelTop + 26
    let perRow = max(1, Int((Double(width) - 2 * Self.margin) / Self.legendCell))
    let rows = legendEntries == 0 ? 0 : (legendEntries + perRow - 1) / perRow
    let bottom = legendTop + Double(rows) * Self.legendRow + 10
    height = try RenderSpec(width: Double(width), height: bottom, scale: 1).pixelSize().height
  }

  /// The plot area.
  public var plot: Rect {
    let left = Self.margin + Self.gutter
    return Rect(
      x: left, y: Self.plotTop, width: Double(width) - Self.margin - 8 - left,
      height: Self.plotHeight)
  }

  /// The y of a value (not clamped: values above `yMax` land above the plot).
  public func y(at value: Double) -> Double {
    let plot = plot
    return plot.maxY - value / yMax * plot.height
  }

  /// The x of a time on a time axis, or of a category's centre on a category axis.
  public func x(at value: Int64) -> Double {
    let plot = plot
    switch x {
    case .time(let from, let to):
      return plot.x + Double(value - from) / Double(to - from) * plot.width
    case .categories(let names):
      let slot = plot.width / Double(max(1, names.count))
      return plot.x + (Double(value) + 0.5) * slot
    }
  }

  /// The band strip `index` occupies: its top and height.
  public func strip(_ index: Int) -> (top: Double, height: Double) {
    (plot.maxY + 4 + Double(index) * Self.stripHeight, Self.stripHeight - 3)
  }

  /// The bar of series `series` of `count` in category `category`: the slot's middle 70%,
  /// split evenly between the series.
  public func bar(category: Int, series: Int, count: Int, value: Double) -> Rect {
    let plot = plot
    let slots: Int
    if case .categories(let names) = x { slots = max(1, names.count) } else { slots = 1 }
    let slot = plot.width / Double(slots)
    let group = slot * 0.7
    let each = group / Double(max(1, count))
    let left = plot.x + Double(category) * slot + (slot - group) / 2 + Double(series) * each
    let top = max(y(at: value), plot.y)
    return Rect(x: left, y: top, width: each, height: plot.maxY - top)
  }
}
