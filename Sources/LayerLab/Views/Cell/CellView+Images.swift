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
    images.show(thumbnails: thumbnails, shown: shown, avatar: avatar)
    if images.needsAvatarView, engine.views.count < Engine.maxViews {
      let view = makeImageView("\(name).avatar", in: engine)
      layerAvatar(view)
      images.add(avatar: view)
    }
    while images.thumbViews.count < shown, engine.views.count < Engine.maxViews {
      let view = makeImageView(
        style == .news ? "\(name).picture" : "\(name).thumb\(images.thumbViews.count)",
        in: engine)
      if style == .news {
        layerNewsPicture(view)
      } else if layering == .separate {
        layerThumbnail(view)
      }
      images.add(thumbnail: view)
    }
    images.markDisplayed()
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
    images.rects(avatarRect: CellView.avatarRect, thumbnailRects: layout.thumbnailRects)
  }

  /// Asks the pipeline for each image (ADImageView's setImageWithURL). A URL whose bytes
  /// cannot be loaded leaves the placeholder and says so in the event log.
  func loadImages(in engine: Engine) {
    for (view, url) in images.requests { engine.images.request(view, url) }
  }
}
