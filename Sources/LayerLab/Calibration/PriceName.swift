/// The named unit prices every render's cost is made of: what `costs` lists, what
/// `calibration` fits, what `costs set NAME=VALUE` overrides.
///
/// Few on purpose (issue 24): a price per glyph, per line, per pixel of each kind of pixel
/// work, per view a layout engine solves, and the device-speed curve. A render stage's cost
/// is a sum of these times what the render produced (`CostModel+Render.swift`); a published
/// measurement's predicted time is the same sum over what was timed
/// (`Observation.workload`), so one set of numbers answers both.
public enum PriceName: String, CaseIterable, Sendable, Comparable, Codable {
  /// Laying out one glyph of text: shaping and line breaking (Core Text's typesetter,
  /// `boundingRectWithSize:`, a label's `sizeThatFits:`), on the A13, in µs.
  case layoutGlyph = "layout.glyph"
  /// One line of laid-out text: the typesetter's per-line work and a layout call's fixed
  /// cost (a one-line label is one line), in µs.
  case layoutLine = "layout.line"
  /// Laying out one glyph the text's font lacks, on top of `layout.glyph`: a Chinese or
  /// Japanese character, an emoji, an attachment, which Core Text sets in a font of the
  /// cascade list as a run of its own (`CascadeFont`), in µs. Paid the same on one line or
  /// many: a layout's price grows with glyphs, lines and these, with no step anywhere.
  case fallbackGlyph = "fallback.glyph"
  /// Drawing one laid-out glyph into a bitmap (`CTFrameDraw`, `drawInRect:`), in µs.
  case textGlyph = "text.glyph"
  /// One bitmap pixel of plain raster work: creating and clearing a context, an opaque fill,
  /// handing the finished bitmap over, in µs.
  case rasterPixel = "raster.pixel"
  /// Decoding one pixel of a PNG into a bitmap (ImageIO's inflate and unfilter), in µs.
  case decodePixel = "decode.pixel"
  /// Decoding one pixel of a baseline JPEG into a bitmap (entropy decoding, the inverse DCT,
  /// upsampling and colour conversion): other code than a PNG's, timed apart, in µs.
  case jpegPixel = "jpeg.pixel"
  /// Drawing one destination pixel of a decoded picture (scaled, clipped), in µs.
  case imagePixel = "image.pixel"
  /// Auto Layout solving one view of a cell: the engine's equations for its frame (a view is
  /// four variables, WWDC 2018 session 220) and the constraints that fix them, added,
  /// solved and read back — a cell's `layoutSubviews` or `systemLayoutSizeFitting` with
  /// `layout=autolayout`, per view the engine holds, in µs.
  case autolayoutView = "autolayout.view"
  /// The same for a view arranged by UIStackView, whose stacks generate their constraints
  /// (`layout=stackview`), in µs per view.
  case stackviewView = "stackview.view"
  /// `autolayout.view` under iOS 11 and earlier, before the engine's iOS 12 rewrite
  /// (`IOSRelease.autoLayoutEngine`): fitted apart, to the runs timed under iOS 9 to 11, in
  /// µs per view. Only the iPhone 4s and 5 run such an iOS today (`DeviceProfile.ios`).
  case autolayoutViewIOS11 = "autolayout.view.ios11"
  /// `stackview.view` under iOS 11 and earlier, as `autolayout.view.ios11`, in µs per view.
  case stackviewViewIOS11 = "stackview.view.ios11"
  /// The device-speed curve's exponent: a device's UI work takes the A13's time ×
  /// (A13's Geekbench 5 single-core ÷ the device's)^exponent. 1 is Geekbench's own ratio;
  /// above 1 is a wider gap between old and new chips than Geekbench shows.
  case speedExponent = "speed.exponent"

  public static func < (lhs: PriceName, rhs: PriceName) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// The unit `costs` prints the price in.
  public var unit: String {
    switch self {
    case .layoutGlyph, .textGlyph, .fallbackGlyph: "µs/glyph"
    case .layoutLine: "µs/line"
    case .rasterPixel, .decodePixel, .jpegPixel, .imagePixel: "ns/px"
    case .autolayoutView, .stackviewView, .autolayoutViewIOS11, .stackviewViewIOS11: "µs/view"
    case .speedExponent: ""
    }
  }

  /// The values a price may take, in `unit` (as `costs set` reads them): the exponent 0 to 4,
  /// every other price above 0 and at most 10⁹. Guards, not real-world figures: the fitted
  /// prices sit near 1 in their units and the exponent near 1, so these bounds are a billion
  /// times and four times away. A fit (`costs set`, `costs fit`) whose result leaves them is
  /// refused, tied prices included, so no refit can reach a price `costs set` would refuse.
  public var allowed: ClosedRange<Double> {
    self == .speedExponent ? 0...4 : Double.leastNonzeroMagnitude...1e9
  }

  /// `allowed` in words, for the refusals.
  public var allowedText: String {
    self == .speedExponent ? "0 to 4" : "above 0, at most 1e9"
  }

  /// The price the same work is charged at under iOS `major`: a layout engine's view before
  /// `IOSRelease.autoLayoutEngine` is its `.ios11` price; every other price is itself.
  public func onIOS(_ major: Int) -> PriceName {
    guard major < IOSRelease.autoLayoutEngine else { return self }
    switch self {
    case .autolayoutView: return .autolayoutViewIOS11
    case .stackviewView: return .stackviewViewIOS11
    default: return self
    }
  }

  /// The price this one is, the iOS version aside: `autolayout.view` for
  /// `autolayout.view.ios11`; itself for every price that does not depend on it.
  public var anyIOS: PriceName {
    switch self {
    case .autolayoutViewIOS11: .autolayoutView
    case .stackviewViewIOS11: .stackviewView
    default: self
    }
  }

  /// What a stored value (µs, or the bare exponent) is multiplied by to print in `unit`.
  public var displayScale: Double {
    switch self {
    case .rasterPixel, .decodePixel, .jpegPixel, .imagePixel: 1000
    default: 1
    }
  }
}
