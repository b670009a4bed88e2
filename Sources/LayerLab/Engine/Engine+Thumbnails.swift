/// A table cell's images — its avatar and thumbnails: image views made as rows need them,
/// fed by the image pipeline.
extension Engine {
  /// VVebo's avatar: 40 pt at (15, 13), round.
  static let avatarRect = Rect(
    x: CellLayout.gapLeft, y: CellLayout.gapTop, width: CellLayout.avatar, height: CellLayout.avatar
  )

  /// Gives a configured cell its row's image URLs and enough image views for them; `load`
  /// asks the pipeline now (VVebo asks only when the cell draws).
  func configureThumbnails(_ cell: CellView, post: FeedPost, in table: TableView, load: Bool) {
    let images = table.showsThumbnails
    configureImages(
      cell, thumbnails: images ? post.thumbnails : [], avatar: images ? post.avatar : "",
      load: load)
  }

  /// Gives a cell its image URLs (the thumbnails that fit its layout's row) and enough image
  /// views for them; `load` asks the pipeline now.
  func configureImages(_ cell: CellView, thumbnails: [String], avatar: String, load: Bool) {
    let shown = min(thumbnails.count, cell.layout.thumbnailRects.count)
    cell.thumbURLs = Array(thumbnails.prefix(shown))
    cell.avatarURL = avatar
    if !cell.avatarURL.isEmpty, cell.avatarView == nil, views.count < Engine.maxViews {
      let view = makeImageView("\(cell.name).avatar", like: cell)
      view.cornerRadius = CellLayout.avatar / 2
      view.layer.opaque = false
      view.layer.backgroundColor = nil
      cell.avatarView = view
    }
    while cell.thumbViews.count < shown, views.count < Engine.maxViews {
      cell.thumbViews.append(
        makeImageView("\(cell.name).thumb\(cell.thumbViews.count)", like: cell))
    }
    cell.avatarView?.displayed = !cell.avatarURL.isEmpty
    for (index, view) in cell.thumbViews.enumerated() {
      view.displayed = index < cell.thumbURLs.count
    }
    if load { loadThumbnails(cell) }
  }

  private func makeImageView(_ name: String, like cell: CellView) -> ImageView {
    let view = ImageView(name: name, frame: .zero)
    view.layer.displaysAsynchronously = cell.layer.displaysAsynchronously
    view.layer.hidden = true
    views[view.name] = view
    return view
  }

  /// The frame of each of the cell's image views in cell coordinates, nil for a hidden one.
  func imageRects(_ cell: CellView) -> [(ImageView, Rect?)] {
    var rects: [(ImageView, Rect?)] = []
    if let avatar = cell.avatarView {
      rects.append((avatar, cell.avatarURL.isEmpty ? nil : Engine.avatarRect))
    }
    let thumbRects = cell.layout.thumbnailRects
    for (index, view) in cell.thumbViews.enumerated() {
      let shown = thumbRects.indices.contains(index) && index < cell.thumbURLs.count
      rects.append((view, shown ? thumbRects[index] : nil))
    }
    return rects
  }

  /// Asks the pipeline for each image (ADImageView's setImageWithURL). A URL whose bytes
  /// cannot be loaded leaves the placeholder and says so in the event log.
  func loadThumbnails(_ cell: CellView) {
    var requests = zip(cell.thumbViews, cell.thumbURLs).map { ($0, $1) }
    if let avatar = cell.avatarView, !cell.avatarURL.isEmpty {
      requests.insert((avatar, cell.avatarURL), at: 0)
    }
    for (view, url) in requests {
      do {
        let asset = try images.loadImage(url)
        images.setImageURL(view, url, loaded: asset)
      } catch {
        log(.contents, "image", layer: view.name, detail: "\(url): \(error.message)")
        view.url = url
      }
    }
  }

  /// VVebo's clear cancels the cell's image loads (SDWebImage's cancel): its views leave the
  /// operations' targets, so nothing lands on them later.
  func cancelThumbnails(_ cell: CellView) {
    for view in cell.imageViews {
      for operation in images.operations.values {
        let cancelled = operation.targets.filter { $0.view == view.name }
        guard !cancelled.isEmpty else { continue }
        operation.targets.removeAll { $0.view == view.name }
        for target in cancelled { images.cancelFetch(target.fetch) }
      }
      if view.image != nil {
        view.image = nil
        drawing.setNeedsDisplay(view)
      }
    }
  }
}
