/// A demo cell's images: the round avatar and the thumbnails — the URLs it was given and the
/// image views (`NAME.avatar`, `NAME.thumb0`, …) made as rows need them, which the image
/// pipeline feeds. The cell owns one and makes the views; this keeps which view shows which
/// URL.
public final class CellImages {
  /// The avatar's image URL ("" for none): a standalone cell's `avatar`, or its row's.
  public internal(set) var avatarURL = ""
  /// A standalone cell's `thumbnails` property (a table's cells take their row's).
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

  /// Shows the first `shown` of `thumbnails` and `avatar`.
  func show(thumbnails: [String], shown: Int, avatar: String) {
    thumbURLs = Array(thumbnails.prefix(shown))
    avatarURL = avatar
  }

  /// True when an avatar URL is set but no view shows it yet.
  var needsAvatarView: Bool { !avatarURL.isEmpty && avatarView == nil }

  func add(avatar view: ImageView) { avatarView = view }

  func add(thumbnail view: ImageView) { thumbViews.append(view) }

  /// Marks each view displayed when it has a URL to show.
  func markDisplayed() {
    avatarView?.displayed = !avatarURL.isEmpty
    for (index, view) in thumbViews.enumerated() {
      view.displayed = index < thumbURLs.count
    }
  }

  /// Each thumbnail view with the URL it shows (views beyond the URLs are left out).
  var thumbnailRequests: [(ImageView, String)] { zip(thumbViews, thumbURLs).map { ($0, $1) } }

  /// Each view with the URL it shows: the avatar first (when it has one), then the
  /// thumbnails.
  var requests: [(ImageView, String)] {
    var requests = thumbnailRequests
    if let avatarView, !avatarURL.isEmpty {
      requests.insert((avatarView, avatarURL), at: 0)
    }
    return requests
  }

  /// The frame of each view in cell coordinates, nil for a hidden one: the avatar at
  /// `avatarRect`, the thumbnails at `thumbnailRects` while they have URLs.
  func rects(avatarRect: Rect, thumbnailRects: [Rect]) -> [(ImageView, Rect?)] {
    var rects: [(ImageView, Rect?)] = []
    if let avatarView {
      rects.append((avatarView, avatarURL.isEmpty ? nil : avatarRect))
    }
    for (index, view) in thumbViews.enumerated() {
      let shown = thumbnailRects.indices.contains(index) && index < thumbURLs.count
      rects.append((view, shown ? thumbnailRects[index] : nil))
    }
    return rects
  }
}
