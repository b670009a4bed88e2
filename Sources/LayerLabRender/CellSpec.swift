/// One VVebo feed cell's background bitmap: what `VVeboTableViewCell.draw` paints on a global
/// queue into a single opaque image (page colour, retweet box, avatar, name, subtitle, counts
/// bar), without the body text, which `VVeboLabel`s draw separately.
///
/// Why a spec of its own instead of several `RenderSpec`s: VVebo's trick is drawing the whole
/// cell background into one bitmap in one go, and the workbench must price exactly that, as
/// one render with one surface. Geometry and colours are VVebo's; see `renderCell`.
public struct CellSpec: Sendable, Equatable, Hashable {
  /// Cell width in points (the screen width).
  public var width: Double
  /// Cell height in points, the counts bar included.
  public var height: Double
  /// Device scale; the bitmap is `ceil(width*scale) x ceil(height*scale)` pixels.
  public var scale: Double
  /// The author's name, drawn at (65, 16.5) in 14 pt link blue.
  public var name: String
  /// "time  source", drawn at (65, 35.5) in 9 pt grey.
  public var subtitle: String
  /// The avatar circle's colour (VVebo shows the downloaded photo there; the workbench has no
  /// network, so a colour and initials stand in for it).
  public var avatarColor: Color
  /// Up to a few letters drawn in white, bold, centred in the avatar.
  public var initials: String
  /// The retweeted post's box in cell coordinates (points), filled 243/255 with a line on
  /// top; nil for a post that is not a retweet.
  public var retweetBox: Rect?
  /// The repost count shown in the bar; nil shows none.
  public var reposts: String?
  /// The comment count shown rightmost in the bar; nil shows none.
  public var comments: String?

  /// Creates a cell spec; the defaults are an empty cell on the workbench's default device
  /// (414 pt wide, @2x) with a muted blue avatar.
  public init(
    width: Double = 414,
    height: Double = 160,
    scale: Double = 2,
    name: String = "",
    subtitle: String = "",
    avatarColor: Color = Color(r: 140, g: 168, b: 204),
    initials: String = "",
    retweetBox: Rect? = nil,
    reposts: String? = nil,
    comments: String? = nil
  ) {
    self.width = width
    self.height = height
    self.scale = scale
    self.name = name
    self.subtitle = subtitle
    self.avatarColor = avatarColor
    self.initials = initials
    self.retweetBox = retweetBox
    self.reposts = reposts
    self.comments = comments
  }

  /// VVebo's constants (`VVeboTableViewCell.h`, `VVeboTableViewCell.m`), in points and /255
  /// greys, kept together so the drawing code reads like the original.
  enum Metrics {
    static let gapLeft = 15.0
    static let gapTop = 13.0
    static let avatar = 40.0
    static let gapBig = 10.0
    /// x of the name and subtitle: gapLeft + avatar + gapBig.
    static let textLeft = gapLeft + avatar + gapBig
    /// (40 - (14 + 9 + 6)) / 2 - 2 + 13 + 5 - 5, VVebo's own formula.
    static let nameTop = 16.5
    /// nameTop + 14 + 5.
    static let subtitleTop = 35.5
    static let barHeight = 30.0
    /// Counts are right-aligned to width - gapLeft - 10.
    static let countsRightInset = 25.0
    /// Gap between the reposts' right edge and the comments' left edge.
    static let countsGap = 20.0
    /// Text inside the bar starts this far below its top.
    static let barTextTop = 8.0
    static let hairline = 0.5
    static let page = Color(white: 250)
    static let retweet = Color(white: 243)
    static let line = Color(white: 200)
    static let grey = Color(white: 178)
    static let dots = Color(white: 178, alpha: 128)
    static let family = "DejaVu Sans"
  }
}
