/// Everything a swimlane timeline shows, in plain values: a window of virtual time, lanes of
/// slices, the vsync grid and the frames to shade as late.
///
/// Why a spec of its own instead of drawing from the model's trace: the render library does
/// not depend on the model, so the shell converts its trace into this (and decides what a lane,
/// a depth or a late frame is), while this library only decides how it looks. Times are
/// microseconds of virtual time, the unit of the model's clock.
public struct TimelineSpec: Sendable, Equatable {
  /// The first line, drawn bold at the top, e.g. "LayerLab timeline — iphone11, 60 Hz, …".
  public var title: String
  /// The second line, in grey: the window and anything a reader must know (a cut, say).
  public var subtitle: String
  /// Start of the window in µs; slices are clipped to it.
  public var from: Int64
  /// End of the window in µs; must be after `from`.
  public var to: Int64
  /// Lanes from top to bottom (by convention `main` first, then the render queues).
  public var lanes: [TimelineLane]
  /// Vsync times in µs, drawn as vertical grid lines where they fall in the window.
  public var vsyncs: [Int64]
  /// Stretches of time shaded red across every lane: frames that were late or dropped.
  public var lateFrames: [TimelineInterval]
  /// The legend's words for the red shading, e.g. "late frame" or "display link late".
  public var lateLegend: String

  /// The most slices one timeline draws. Why a limit: each slice costs a rectangle and maybe
  /// a text layout, and a long session holds hundreds of thousands; past this many a picture
  /// is unreadable anyway, so callers cut and say so instead.
  public static let maxSlices = 20_000

  /// Creates a spec; only the window and the lanes are required.
  public init(
    title: String = "", subtitle: String = "", from: Int64, to: Int64,
    lanes: [TimelineLane], vsyncs: [Int64] = [], lateFrames: [TimelineInterval] = [],
    lateLegend: String = "late frame"
  ) {
    self.title = title
    self.subtitle = subtitle
    self.from = from
    self.to = to
    self.lanes = lanes
    self.vsyncs = vsyncs
    self.lateFrames = lateFrames
    self.lateLegend = lateLegend
  }

  /// Slices in all lanes.
  public var sliceCount: Int { lanes.reduce(0) { $0 + $1.slices.count } }

  /// Throws unless the spec can be drawn: a non-empty window, at least one lane, slices that
  /// do not end before they start, and no more than `maxSlices` of them.
  func validate() throws(RenderError) {
    guard from < to else {
      throw RenderError(
        "timeline window \(TimelineAxis.label(from, decimals: 3)) to "
          + "\(TimelineAxis.label(to, decimals: 3)) is empty; make 'from' earlier than 'to'")
    }
    guard !lanes.isEmpty else {
      throw RenderError("timeline has no lanes; add at least one lane with slices")
    }
    guard sliceCount <= Self.maxSlices else {
      throw RenderError(
        "timeline has \(sliceCount) slices; keep at most \(Self.maxSlices) (narrow the window)")
    }
    for lane in lanes {
      for slice in lane.slices where slice.end < slice.start {
        throw RenderError(
          "slice '\(slice.label)' in lane '\(lane.name)' ends before it starts; "
            + "pass end >= start")
      }
    }
  }
}

/// One horizontal lane: a thread or a queue, with its slices.
public struct TimelineLane: Sendable, Equatable {
  /// Shown bold at the left, e.g. "main" or "yy.userInitiated.1".
  public var name: String
  /// A grey line under the name, e.g. "3 draws, 1 cancelled"; empty shows none.
  public var detail: String
  /// The slices, in any order; nested ones say so with `depth`.
  public var slices: [TimelineSlice]

  /// Creates a lane.
  public init(name: String, detail: String = "", slices: [TimelineSlice]) {
    self.name = name
    self.detail = detail
    self.slices = slices
  }

  /// Rows the lane needs: its deepest slice's row plus one, at least one.
  var rows: Int {
    slices.reduce(1) { max($0, $1.row + 1) }
  }
}

/// One stretch of work in a lane.
public struct TimelineSlice: Sendable, Equatable {
  /// Start in µs.
  public var start: Int64
  /// End in µs; equal to `start` for an instant, which is still drawn one pixel wide.
  public var end: Int64
  /// Drawn inside the slice when it fits, cut with "…" otherwise.
  public var label: String
  /// What kind of work it is, which decides its colour.
  public var style: TimelineStyle
  /// Nesting level: 0 is the lane's top row, 1 the row under it, and so on; rows past
  /// `maxDepth` are drawn on the last row.
  public var depth: Int
  /// A red mark with a short text, e.g. the checkpoint that cancelled a draw.
  public var marker: TimelineMarker?

  /// The deepest row drawn (0-based). Why a limit: a runaway nesting would make a lane taller
  /// than an image may be.
  public static let maxDepth = 7

  /// Creates a slice at depth 0 without a marker unless told otherwise.
  public init(
    start: Int64, end: Int64, label: String = "", style: TimelineStyle, depth: Int = 0,
    marker: TimelineMarker? = nil
  ) {
    self.start = start
    self.end = end
    self.label = label
    self.style = style
    self.depth = depth
    self.marker = marker
  }

  /// The row it is drawn in: `depth` clamped into 0...maxDepth.
  var row: Int { min(max(depth, 0), Self.maxDepth) }
}

/// A point in time marked on its slice's row, with a short text beside it: in red where a
/// checkpoint cancelled a draw, in the signpost colour for a `signpost NAME` instant.
public struct TimelineMarker: Sendable, Equatable {
  /// What the mark stands for, which decides its colour and legend entry.
  public enum Kind: Sendable, Equatable, CaseIterable {
    /// A draw thrown away at a sentinel checkpoint.
    case cancel
    /// A named instant, like os_signpost's `.event`.
    case signpost

    /// The mark's colour: red for a cancellation, the signpost lane's for an instant.
    public var color: Color {
      switch self {
      case .cancel: TimelinePalette.marker
      case .signpost: TimelineStyle.signpost.color
      }
    }
  }

  /// When, in µs (it may lie after the slice's end: a C4 cancel happens on main later).
  public var time: Int64
  /// A few characters, e.g. "C2" or "draw:text".
  public var text: String
  /// A cancellation unless told otherwise.
  public var kind: Kind

  /// Creates a marker.
  public init(time: Int64, text: String, kind: Kind = .cancel) {
    self.time = time
    self.text = text
    self.kind = kind
  }

  /// The bar's, the triangle's and the text's colour.
  public var color: Color { kind.color }
}

/// A stretch of time, start included, end excluded, in µs.
public struct TimelineInterval: Sendable, Equatable, Hashable {
  /// Start in µs.
  public var start: Int64
  /// End in µs.
  public var end: Int64

  /// Creates an interval.
  public init(start: Int64, end: Int64) {
    self.start = start
    self.end = end
  }
}
