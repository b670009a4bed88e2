/// A standalone feed cell's images: the round avatar and the thumbnails — the URLs it was
/// given and the image views (`NAME.avatar`, `NAME.thumb0`, …) made as it needs them, which the
/// image pipeline feeds. The cell owns one and makes the views; this keeps which view shows which
/// URL.
public final class CellImages {
  /// VVebo's avatar: 40 pt at (15, 13), round.
  static let avatarRect = Rect(
    x: CellLayout.gapLeft, y: CellLayout.gapTop, width: CellLayout.avatar, height: CellLayout.avatar
  )

  /// The avatar's image URL ("" for none): a standalone cell's `avatar`, or its row's.
  public internal(set) var avatarURL = ""
  /// The cell's `thumbnails` property.
  public internal(set) var thumbnails: [String] = []
  /// The round avatar image view, over the initials circle (nil until one is needed).
  public private(set) var avatarView: ImageView?
  /// The thumbnail image views, made as rows need them; never fewer than were needed once.
  public private(set) var thumbViews: [ImageView] = []
  /// The thumbnail URLs shown now (those that fit the layout's row); VVebo loads them when
  /// the cell draws.
  public private(set) var thumbURLs: [String] = []

  /// The image views: the avatar first, then the thumbnails.
  var views: [ImageView] { (avatarView.map { [$0] } ?? []) + thumbViews }

  /// True when an avatar URL is set but no view shows it yet.
  var needsAvatarView: Bool { !avatarURL.isEmpty && avatarView == nil }

  /// Shows the cell's `thumbnails` that fit its layout's row and its avatar, with enough image
  /// views for them; VVebo asks the pipeline for them when the cell draws (``load(in:)``).
  func configure(of cell: CellView, in engine: Engine) {
    let shown = min(thumbnails.count, cell.layout.thumbnailRects.count)
    thumbURLs = Array(thumbnails.prefix(shown))
    makeViews(of: cell, shown: shown, in: engine)
    markDisplayed()
  }

  /// Asks the pipeline for each image (ADImageView's setImageWithURL). A URL whose bytes
  /// cannot be loaded leaves the placeholder and says so in the event log.
  func load(in engine: Engine) {
    for (view, url) in requests { engine.images.request(view, url) }
  }

  /// Makes the views `cell` lacks for its avatar and its first `shown` thumbnails, as sublayers
  /// of the cell, registered as views, as far as the view limit allows.
  private func makeViews(of cell: CellView, shown: Int, in engine: Engine) {
    if needsAvatarView, engine.views.count < Engine.maxViews {
      let view = makeView("\(cell.name).avatar", in: cell, engine: engine)
      CellImages.round(avatar: view)
      avatarView = view
    }
    while thumbViews.count < shown, engine.views.count < Engine.maxViews {
      let view = makeView("\(cell.name).thumb\(thumbViews.count)", in: cell, engine: engine)
      thumbViews.append(view)
    }
  }

  private func makeView(_ name: String, in cell: CellView, engine: Engine) -> ImageView {
    let view = ImageView(name: name, frame: .zero)
    view.layer.display.displaysAsynchronously = cell.layer.display.displaysAsynchronously
    view.layer.hidden = true
    cell.layer.addSublayer(view.layer)
    engine.views[view.name] = view
    return view
  }

  /// The avatar is never opaque (it is round): VVebo pre-rounds its bitmap.
  private static func round(avatar view: ImageView) {
    view.imageCornerRadius = CellLayout.avatar / 2
    view.layer.opaque = false
    view.layer.backgroundColor = nil
  }

  /// Marks each view displayed when it has a URL to show.
  private func markDisplayed() {
    avatarView?.displayed = !avatarURL.isEmpty
    for (index, view) in thumbViews.enumerated() {
      view.displayed = index < thumbURLs.count
    }
  }

  /// Each view with the URL it shows: the avatar first (when it has one), then the
  /// thumbnails.
  var requests: [(ImageView, String)] {
    var requests = zip(thumbViews, thumbURLs).map { ($0, $1) }
    if let avatarView, !avatarURL.isEmpty {
      requests.insert((avatarView, avatarURL), at: 0)
    }
    return requests
  }

  /// The frame of each view in cell coordinates, nil for a hidden one: the avatar at
  /// ``avatarRect``, the thumbnails at `thumbnailRects` while they have URLs.
  func rects(thumbnailRects: [Rect]) -> [(ImageView, Rect?)] {
    var rects: [(ImageView, Rect?)] = []
    if let avatarView {
      rects.append((avatarView, avatarURL.isEmpty ? nil : CellImages.avatarRect))
    }
    for (index, view) in thumbViews.enumerated() {
      let shown = thumbnailRects.indices.contains(index) && index < thumbURLs.count
      rects.append((view, shown ? thumbnailRects[index] : nil))
    }
    return rects
  }

  /// "a.png, b.png" → ["a.png", "b.png"]; blanks around commas are dropped.
  static func urls(in text: String) -> [String] {
    text.split(separator: ",").map { part in
      String(
        part.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
      )
    }.filter { !$0.isEmpty }
  }
}
