/// Everything a frame-rate plot shows, in plain values: lines over virtual time (fps, frame
/// time) or bars over categories (a frame-time histogram), budget lines, and marks for
/// dropped or late frames under the x axis.
///
/// Why a spec of its own, as for the timeline: the render library knows nothing of the model,
/// so the shell decides what a reading, a budget or a hitch is, and this library only decides
/// how it looks. Times are microseconds of virtual time, labelled in milliseconds.
public struct PlotSpec: Sendable, Equatable {
  /// The first line, bold, e.g. "LayerLab fps — iphone6, 60 Hz, clock model".
  public var title: String
  /// The second line, in grey: what the lines are and anything a reader must know.
  public var subtitle: String
  /// What the x axis holds: a window of time, or named categories (histogram bins).
  public var x: PlotXAxis
  /// Words under the x axis, e.g. "time (ms)".
  public var xLabel: String
  /// Words above the y axis, e.g. "fps (YYFPSLabel)".
  public var yLabel: String
  /// The top of the y axis (the bottom is 0); must be positive.
  public var yMax: Double
  /// Lines (time axis) or bar groups (category axis): one per run, each its own colour.
  public var series: [PlotSeries]
  /// Horizontal lines across the plot, e.g. the refresh rate or one frame interval.
  public var guides: [PlotGuide]
  /// Frames marked under the x axis (time axis only), in a strip per series.
  public var marks: [PlotMark]
  /// Bars over time (time axis only), drawn under the lines: one per presented frame in the
  /// hitch plot, as wide as the time it covers and as tall as its value.
  public var bars: [PlotBar]

  /// The most series one plot draws (`compare` runs at most eight); the palette has as many.
  public static let maxSeries = 8
  /// The most points over all series. Why a limit: each costs a path segment, and past this
  /// many a line is a smear anyway; callers cut and say so.
  public static let maxPoints = 200_000

  /// Creates a spec; only the axis and the y range are required.
  public init(
    title: String = "", subtitle: String = "", x: PlotXAxis, xLabel: String = "",
    yLabel: String = "", yMax: Double, series: [PlotSeries] = [], guides: [PlotGuide] = [],
    marks: [PlotMark] = [], bars: [PlotBar] = []
  ) {
    self.title = title
    self.subtitle = subtitle
    self.x = x
    self.xLabel = xLabel
    self.yLabel = yLabel
    self.yMax = yMax
    self.series = series
    self.guides = guides
    self.marks = marks
    self.bars = bars
  }

  /// Throws unless the spec can be drawn: a non-empty window or at least one category, a
  /// positive finite `yMax`, at most `maxSeries` series and `maxPoints` points.
  func validate() throws(RenderError) {
    switch x {
    case .time(let from, let to):
      guard from < to else {
        throw RenderError(
          "plot window \(TimelineAxis.label(from, decimals: 3)) to "
            + "\(TimelineAxis.label(to, decimals: 3)) is empty; make 'from' earlier than 'to'")
      }
    case .categories(let names):
      guard !names.isEmpty else {
        throw RenderError("plot has no categories; pass at least one bin")
      }
    }
    guard yMax.isFinite, yMax > 0 else {
      throw RenderError("plot y range 0 to \(yMax) is empty; pass a positive yMax")
    }
    guard series.count <= Self.maxSeries else {
      throw RenderError("plot has \(series.count) series; draw at most \(Self.maxSeries)")
    }
    let points = series.reduce(0) { $0 + $1.points.count } + bars.count
    guard points <= Self.maxPoints else {
      throw RenderError("plot has \(points) points; keep at most \(Self.maxPoints)")
    }
  }
}

/// The x axis of a plot.
public enum PlotXAxis: Sendable, Equatable {
  /// Virtual time from `from` to `to` µs, ticks labelled in ms.
  case time(from: Int64, to: Int64)
  /// Named slots, left to right; a point's `x` is its slot's index.
  case categories([PlotCategory])
}

/// One slot of a category axis: a name and a grey detail under it, e.g. "2 frames", "33.3 ms".
public struct PlotCategory: Sendable, Equatable {
  public var name: String
  public var detail: String

  /// Creates a category.
  public init(name: String, detail: String = "") {
    self.name = name
    self.detail = detail
  }
}

/// One run's values: a line over time, or one bar per category.
public struct PlotSeries: Sendable, Equatable {
  /// The legend's words, e.g. "sync".
  public var name: String
  /// Points in x order: µs on a time axis, the category index on a category axis.
  public var points: [PlotPoint]

  /// Creates a series.
  public init(name: String, points: [PlotPoint]) {
    self.name = name
    self.points = points
  }
}

/// A value at an x.
public struct PlotPoint: Sendable, Equatable {
  public var x: Int64
  public var y: Double
  /// A spread around `y` drawn as a whisker (a bar's p25–p75 over repeated runs); nil for none.
  public var spread: ClosedRange<Double>?

  /// Creates a point.
  public init(x: Int64, y: Double, spread: ClosedRange<Double>? = nil) {
    self.x = x
    self.y = y
    self.spread = spread
  }
}

/// A dashed horizontal line with its words at the right end, e.g. "budget 60 fps".
public struct PlotGuide: Sendable, Equatable {
  public var y: Double
  public var label: String

  /// Creates a guide.
  public init(y: Double, label: String) {
    self.y = y
    self.label = label
  }
}

/// A frame marked under the x axis: a short bar at its time in its kind's colour, in the strip
/// of its series.
public struct PlotMark: Sendable, Equatable {
  /// What was wrong with the frame, which decides its colour and legend entry.
  public enum Kind: String, Sendable, CaseIterable {
    /// No display-link callback at this vsync (main busy through it).
    case missedTick
    /// The frame appeared late because the commit missed its deadline.
    case commitHitch
    /// The frame appeared late because render prepare or execute did.
    case renderHitch
  }

  public var time: Int64
  public var kind: Kind
  /// The index of the series it belongs to.
  public var series: Int

  /// Creates a mark.
  public init(time: Int64, kind: Kind, series: Int = 0) {
    self.time = time
    self.kind = kind
    self.series = series
  }
}

/// A bar on a time axis: from `start` to `end` µs across, from 0 to `value` up. The part up to
/// `base` is drawn in its series' colour; the part above `base`, when `excess` names a kind,
/// in that kind's colour — the hitch plot's "one frame interval, then the hitch".
public struct PlotBar: Sendable, Equatable {
  public var start: Int64
  public var end: Int64
  public var value: Double
  public var base: Double
  public var excess: PlotMark.Kind?
  /// The index of the series it belongs to.
  public var series: Int

  /// Creates a bar.
  public init(
    start: Int64, end: Int64, value: Double, base: Double, excess: PlotMark.Kind? = nil,
    series: Int = 0
  ) {
    self.start = start
    self.end = end
    self.value = value
    self.base = base
    self.excess = excess
    self.series = series
  }
}
