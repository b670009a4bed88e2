/// A cell's images — its avatar and thumbnails: image views made as rows need them, fed by
/// the image pipeline.
extension CellView {
  /// VVebo's avatar: 40 pt at (15, 13), round.
  static let avatarRect = Rect(
    x: CellLayout.gapLeft, y: CellLayout.gapTop, width: CellLayout.avatar, height: CellLayout.avatar
  )

  /// Gives the cell its image URLs (the thumbnails that fit its layout's row) and enough
  /// image views for them; `load` asks the pipeline now.
  func configureImages(thumbnails: [String], avatar: String, load: Bool, in engine: Engine) {
    let shown = min(thumbnails.count, layout.thumbnailRects.count)
    thumbURLs = Array(thumbnails.prefix(shown))
    avatarURL = avatar
    if !avatarURL.isEmpty, avatarView == nil, engine.views.count < Engine.maxViews {
      let view = makeImageView("\(name).avatar", in: engine)
      layerAvatar(view)
      avatarView = view
    }
    while thumbViews.count < shown, engine.views.count < Engine.maxViews {
      let view = makeImageView(
        style == .news ? "\(name).picture" : "\(name).thumb\(thumbViews.count)", in: engine)
      if style == .news {
        layerNewsPicture(view)
      } else if layering == .separate {
        layerThumbnail(view)
      }
      thumbViews.append(view)
    }
    avatarView?.displayed = !avatarURL.isEmpty
    for (index, view) in thumbViews.enumerated() {
      view.displayed = index < thumbURLs.count
    }
    if load { loadImages(in: engine) }
  }

  private func makeImageView(_ name: String, in engine: Engine) -> ImageView {
    let view = ImageView(name: name, frame: .zero)
    view.layer.displaysAsynchronously = layer.displaysAsynchronously
    view.layer.hidden = true
    layer.addSublayer(view.layer)
    engine.views[view.name] = view
    return view
  }

  /// The frame of each image view in cell coordinates, nil for a hidden one.
  var imageRects: [(ImageView, Rect?)] {
    var rects: [(ImageView, Rect?)] = []
    if let avatarView {
      rects.append((avatarView, avatarURL.isEmpty ? nil : CellView.avatarRect))
    }
    let thumbRects = layout.thumbnailRects
    for (index, view) in thumbViews.enumerated() {
      let shown = thumbRects.indices.contains(index) && index < thumbURLs.count
      rects.append((view, shown ? thumbRects[index] : nil))
    }
    return rects
  }

  /// Asks the pipeline for each image (ADImageView's setImageWithURL). A URL whose bytes
  /// cannot be loaded leaves the placeholder and says so in the event log.
  func loadImages(in engine: Engine) {
    var requests = zip(thumbViews, thumbURLs).map { ($0, $1) }
    if let avatarView, !avatarURL.isEmpty {
      requests.insert((avatarView, avatarURL), at: 0)
    }
    for (view, url) in requests { engine.images.request(view, url) }
  }
}
