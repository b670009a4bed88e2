/// What kind of work a timeline slice is, which decides its colour and its legend entry.
///
/// Why a closed enum instead of free colours: a reader learns the palette once from the legend
/// and can then read any timeline; colours picked per call would differ between pictures. The
/// main-thread cases follow the model's span categories, the draw cases a draw's outcome.
public enum TimelineStyle: String, Sendable, CaseIterable {
  /// A whole run-loop turn, the background of everything main did in it.
  case turn
  /// The run loop asleep, waiting for a port: drawn light and hatched, because it is idle.
  case sleep
  /// A typed or scheduled input handled on main.
  case input
  /// A run-loop observer callout other than the CA commit.
  case observer
  /// The CA commit (the Core Animation observer): layouts and displays nest inside it.
  case commit
  /// `layoutSubviews` during a commit.
  case layout
  /// A layer's `display` on main (for an async layer, just the capture and the dispatch).
  case display
  /// A YYTransaction callout.
  case transaction
  /// A block from the main queue, e.g. a finished draw's C4 check and `setContents`.
  case mainqueue
  /// A timer or display-link callback.
  case timer
  /// A draw on a render queue whose contents were set.
  case drawCommitted
  /// A draw thrown away at a sentinel checkpoint: faded and hatched, marked where it stopped.
  case drawCancelled
  /// A draw that cleared the contents instead of drawing (a layer under 1 pt).
  case drawCleared
  /// A draw that had not ended when the window closed.
  case drawInFlight
  /// A synchronous draw, on main inside its layer's display.
  case sync
  /// Render prepare on the render server's CPU.
  case renderPrepare
  /// Render execute on the GPU.
  case renderExecute
  /// A frame interval whose display-link callback ran at its vsync.
  case frameOnTime
  /// A frame interval whose callback ran late (main was busy at the vsync).
  case frameLate
  /// A frame interval with no callback at all: YYFPSLabel counts one less. Not a dropped
  /// frame unless a frame was due then (a late frame's slipped vsyncs are those).
  case frameMissed
  /// A `signpost begin … end` interval, Instruments' Points of Interest.
  case signpost
  /// A thread making and laying out Texture's nodes after a reload, while it holds a core.
  case nodeLayout
  /// Frames whose screen showed layers without their contents (blank area), as the
  /// `save screen blank` overlay tints them.
  case blank

  /// The legend's words for it.
  public var legendName: String {
    switch self {
    case .turn: "run-loop turn"
    case .sleep: "sleep (idle)"
    case .input: "input"
    case .observer: "observer"
    case .commit: "CA commit"
    case .layout: "layoutSubviews"
    case .display: "display"
    case .transaction: "YYTransaction"
    case .mainqueue: "main-queue block"
    case .timer: "timer / display link"
    case .drawCommitted: "draw committed"
    case .drawCancelled: "draw cancelled"
    case .drawCleared: "draw cleared"
    case .drawInFlight: "draw in flight"
    case .sync: "sync draw (main)"
    case .renderPrepare: "render prepare"
    case .renderExecute: "render execute (GPU)"
    case .frameOnTime: "tick on time"
    case .frameLate: "tick late"
    case .frameMissed: "tick missed"
    case .signpost: "signpost interval"
    case .nodeLayout: "node layout (Texture)"
    case .blank: "blank content on screen"
    }
  }

  /// The slice's main colour: its fill, or for hatched styles the hatch and border colour.
  public var color: Color {
    switch self {
    case .turn: Self.hex(0xD5DDE8)
    case .sleep: Self.hex(0xBDBDBD)
    case .input: Self.hex(0xF4A259)
    case .observer: Self.hex(0xB39DDB)
    case .commit: Self.hex(0x4DB6AC)
    case .layout: Self.hex(0xFFD54F)
    case .display: Self.hex(0x64B5F6)
    case .transaction: Self.hex(0xF48FB1)
    case .mainqueue: Self.hex(0xA1887F)
    case .timer: Self.hex(0x4DD0E1)
    case .drawCommitted: Self.hex(0x66BB6A)
    case .drawCancelled: Self.hex(0xE57373)
    case .drawCleared: Self.hex(0x90A4AE)
    case .drawInFlight: Self.hex(0x9CCC65)
    case .sync: Self.hex(0x2E7D32)
    case .renderPrepare: Self.hex(0x7986CB)
    case .renderExecute: Self.hex(0x3949AB)
    case .frameOnTime: Self.hex(0xC8E6C9)
    case .frameLate: Self.hex(0xFB8C00)
    case .frameMissed: Self.hex(0xD32F2F)
    case .signpost: Self.hex(0x37474F)
    case .nodeLayout: Self.hex(0xFFA000)
    case .blank: Self.hex(0x2962FF)
    }
  }

  /// True for styles that mean "not useful work": drawn as a pale tint of `color` with
  /// diagonal lines in `color`, so they recede behind the work that counted.
  public var isHatched: Bool {
    self == .sleep || self == .drawCancelled || self == .drawInFlight
  }

  /// What fills the slice: `color`, or for hatched styles a tint of it 75% of the way to white.
  /// The tint rounds up, toward white: for every palette colour that is the byte cairo made
  /// of the unrounded fraction, so the tints did not move when colours became 8-bit.
  public var fill: Color {
    guard isHatched else { return color }
    func tint(_ v: UInt8) -> UInt8 { UInt8((Int(v) + 3 * 255 + 3) / 4) }
    return Color(r: tint(color.r), g: tint(color.g), b: tint(color.b))
  }

  /// The label colour that reads on `fill`: white on dark fills, near-black otherwise.
  var textColor: Color {
    let fill = fill.unit
    let luminance = 0.2126 * fill.r + 0.7152 * fill.g + 0.0722 * fill.b
    return luminance < 0.45 ? .white : TimelinePalette.ink
  }

  /// An opaque colour from `0xRRGGBB`.
  static func hex(_ value: UInt32) -> Color {
    Color(
      r: UInt8(truncatingIfNeeded: value >> 16), g: UInt8(truncatingIfNeeded: value >> 8),
      b: UInt8(truncatingIfNeeded: value))
  }
}

/// The timeline's non-slice colours, public so tests and other exporters can match them.
public enum TimelinePalette {
  /// The page: everything outside the lanes.
  public static let page = Color.white
  /// Even lanes' background (the first lane is lane 0).
  public static let laneEven = TimelineStyle.hex(0xF3F5F8)
  /// Odd lanes' background.
  public static let laneOdd = TimelineStyle.hex(0xFAFBFC)
  /// The line between lanes and under the axis.
  public static let rule = TimelineStyle.hex(0xCFD5DC)
  /// Text: title, lane names, axis labels, slice labels on light fills.
  public static let ink = TimelineStyle.hex(0x1F2328)
  /// Secondary text: the subtitle, lane details.
  public static let secondary = TimelineStyle.hex(0x6A737D)
  /// Cancellation markers and their text.
  public static let marker = TimelineStyle.hex(0xD50000)
  /// Late-frame shading across the lanes (translucent, so slices stay readable). The bytes of
  /// this and the other translucent colours are those whose premultiplied pixel equals the
  /// one cairo made of the fractions they replaced (0.9, 0.22, 0.21 at 0.16 here), so
  /// timelines stayed byte-identical when colours became 8-bit.
  public static let lateShade = Color(r: 230, g: 58, b: 54, a: 40)
  /// The solid bar that marks a late frame above the lanes.
  public static let lateBar = TimelineStyle.hex(0xE53935)
  /// Vsync grid lines (translucent, drawn over the slices so the grid shows everywhere).
  public static let vsync = Color(r: 94, g: 53, b: 176, a: 128)
  /// The faint lines under the axis ticks.
  public static let tickGrid = Color(r: 0, g: 0, b: 0, a: 15)
  /// The translucent white tab under a cancellation marker's label.
  public static let tab = Color(r: 255, g: 255, b: 255, a: 230)
}
