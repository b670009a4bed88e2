import LayerLab

/// VVebo's cell geometry, written from its source as a check on the prototype that draws it
/// (`Prototypes/feed.lab`): where the text goes and how tall the cell is.
///
/// Constants are VVeboTableViewCell's: left gap 15, top gap 13, avatar 40, the body text at
/// (15, 63) and screen width − 30 wide, a retweet box 10 pt below the text holding its own
/// text with 10 pt above and below, and a 30 pt counts bar at the bottom. Height is
/// round(text height) + 63 (+ 10 + retweet height + 20) + 30.
struct VVeboCellLayout: Sendable, Equatable {
  static let gapLeft = 15.0
  static let gapTop = 13.0
  static let avatar = 40.0
  static let textTop = 63.0
  static let countsBar = 30.0
  static let bodyFont = "DejaVu Sans 17"
  static let retweetFont = "DejaVu Sans 16"
  static let bodyLineSpacing = 5.0
  /// VVebo's avatar: 40 pt at (15, 13), round.
  static let avatarRect = Rect(x: gapLeft, y: gapTop, width: avatar, height: avatar)

  var width: Double
  var height: Double
  /// In cell coordinates.
  var textRect: Rect
  var retweetBox: Rect?
  var retweetTextRect: Rect?
  /// Thumbnail frames, in cell coordinates: the ones that fit on one row.
  var thumbnailRects: [Rect] = []

  /// VVebo's thumbnail: 80 pt square, 5 pt apart, with 5 pt above and below the row.
  static let thumbnailSide = 80.0
  static let thumbnailGap = 5.0

  /// Lays a cell out from its measured text heights (retweet nil when there is none).
  ///
  /// - Parameter thumbnails: how many thumbnails the post has; with any, a 90 pt row follows
  ///   the body (VVebo's GAP_IMG + IMAGE + GAP_IMG) holding as many as fit the width.
  init(width: Double, textHeight: Double, retweetHeight: Double?, thumbnails: Int = 0) {
    let textH = textHeight.rounded()
    self.width = width
    textRect = Rect(
      x: VVeboCellLayout.gapLeft, y: VVeboCellLayout.textTop,
      width: width - 2 * VVeboCellLayout.gapLeft,
      height: textH)
    var bottom = VVeboCellLayout.textTop + textH
    if thumbnails > 0 {
      let side = VVeboCellLayout.thumbnailSide
      let gap = VVeboCellLayout.thumbnailGap
      let fit = Int((width - 2 * VVeboCellLayout.gapLeft + gap) / (side + gap))
      let shown = max(0, min(thumbnails, fit, FeedPost.maxThumbnails))
      thumbnailRects = (0..<shown).map { index in
        Rect(
          x: VVeboCellLayout.gapLeft + Double(index) * (side + gap), y: bottom + gap, width: side,
          height: side)
      }
      bottom += gap + side + gap
    }
    if let retweetHeight {
      let rtH = retweetHeight.rounded()
      let box = Rect(x: 0, y: bottom + 10, width: width, height: rtH + 20)
      retweetBox = box
      retweetTextRect = Rect(
        x: VVeboCellLayout.gapLeft, y: box.y + 10, width: width - 2 * VVeboCellLayout.gapLeft,
        height: rtH)
      bottom = box.y + box.height
    }
    height = bottom + VVeboCellLayout.countsBar
  }

  /// The frames of the layers the cell draws into (background, text, retweet text).
  var layerFrames: [Rect] {
    [Rect(x: 0, y: 0, width: width, height: height), textRect]
      + (retweetTextRect.map { [$0] } ?? [])
  }
}

extension VVeboCellLayout {
  /// VVebo's layout of `post` at `width`, its texts measured by `renderer` as the cell's
  /// labels draw them (VVebo's `loadData`: the body in 17 pt, the quote in 16 pt, spacing 5).
  static func measured(
    _ post: FeedPost, width: Double, pictures: Bool, by renderer: any LayerRenderer
  ) -> VVeboCellLayout {
    let wrap = width - 2 * gapLeft
    func height(_ text: String, _ font: String) -> Double? {
      guard !text.isEmpty else { return nil }
      let drawing = LabelDrawing(
        text: text, font: font, lineSpacing: bodyLineSpacing, numberOfLines: 0)
      return renderer.measure(drawing, width: wrap).height
    }
    return VVeboCellLayout(
      width: width, textHeight: height(post.text, bodyFont) ?? 0,
      retweetHeight: height(post.retweet, retweetFont),
      thumbnails: pictures ? post.thumbnails.count : 0)
  }
}
