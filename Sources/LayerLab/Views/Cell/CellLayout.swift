/// VVebo's cell geometry: where the text goes and how tall the cell is.
///
/// Constants are VVeboTableViewCell's: left gap 15, top gap 13, avatar 40, the body text at
/// (15, 63) and screen width − 30 wide, a retweet box 10 pt below the text holding its own
/// text with 10 pt above and below, and a 30 pt counts bar at the bottom. Height is
/// round(text height) + 63 (+ 10 + retweet height + 20) + 30.
public struct CellLayout: Sendable, Equatable {
  public static let gapLeft = 15.0
  public static let gapTop = 13.0
  public static let avatar = 40.0
  public static let textTop = 63.0
  public static let countsBar = 30.0
  public static let bodyFont = "DejaVu Sans 17"
  public static let retweetFont = "DejaVu Sans 16"
  public static let bodyLineSpacing = 5.0
  /// Page and cell background 250/255; retweet box 243/255; body text 50/255.
  public static let page = Color(r: 250, g: 250, b: 250)
  public static let retweetBackground = Color(r: 243, g: 243, b: 243)
  public static let bodyText = Color(r: 50, g: 50, b: 50)

  public var width: Double
  public var height: Double
  /// In cell coordinates.
  public var textRect: Rect
  public var retweetBox: Rect?
  public var retweetTextRect: Rect?
  /// Thumbnail frames, in cell coordinates: the ones that fit on one row.
  public var thumbnailRects: [Rect] = []

  /// VVebo's thumbnail: 80 pt square, 5 pt apart, with 5 pt above and below the row.
  public static let thumbnailSide = 80.0
  public static let thumbnailGap = 5.0

  /// Lays a cell out from its measured text heights (retweet nil when there is none).
  ///
  /// - Parameter thumbnails: how many thumbnails the post has; with any, a 90 pt row follows
  ///   the body (VVebo's GAP_IMG + IMAGE + GAP_IMG) holding as many as fit the width.
  public init(width: Double, textHeight: Double, retweetHeight: Double?, thumbnails: Int = 0) {
    let textH = textHeight.rounded()
    self.width = width
    textRect = Rect(
      x: CellLayout.gapLeft, y: CellLayout.textTop, width: width - 2 * CellLayout.gapLeft,
      height: textH)
    var bottom = CellLayout.textTop + textH
    if thumbnails > 0 {
      let side = CellLayout.thumbnailSide
      let gap = CellLayout.thumbnailGap
      let fit = Int((width - 2 * CellLayout.gapLeft + gap) / (side + gap))
      let shown = max(0, min(thumbnails, fit, FeedPost.maxThumbnails))
      thumbnailRects = (0..<shown).map { index in
        Rect(
          x: CellLayout.gapLeft + Double(index) * (side + gap), y: bottom + gap, width: side,
          height: side)
      }
      bottom += gap + side + gap
    }
    if let retweetHeight {
      let rtH = retweetHeight.rounded()
      let box = Rect(x: 0, y: bottom + 10, width: width, height: rtH + 20)
      retweetBox = box
      retweetTextRect = Rect(
        x: CellLayout.gapLeft, y: box.y + 10, width: width - 2 * CellLayout.gapLeft, height: rtH)
      bottom = box.y + box.height
    }
    height = bottom + CellLayout.countsBar
  }

  /// The frames of the layers the cell draws into (background, text, retweet text).
  public var layerFrames: [Rect] {
    [Rect(x: 0, y: 0, width: width, height: height), textRect]
      + (retweetTextRect.map { [$0] } ?? [])
  }
}
