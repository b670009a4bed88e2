/// A table cell's thumbnails: image views made as rows need them, fed by the image pipeline.
extension Engine {
  /// Gives a configured cell its row's thumbnail URLs and enough image views for the ones
  /// that fit; `load` asks the pipeline now (VVebo asks only when the cell draws).
  func configureThumbnails(_ cell: CellView, urls: [String], in table: TableView, load: Bool) {
    let shown = table.showsThumbnails ? min(urls.count, cell.layout.thumbnailRects.count) : 0
    cell.thumbURLs = Array(urls.prefix(shown))
    while cell.thumbViews.count < shown, views.count < Engine.maxViews {
      let view = ImageView(name: "\(cell.name).thumb\(cell.thumbViews.count)", frame: .zero)
      view.layer.displaysAsynchronously = cell.layer.displaysAsynchronously
      view.layer.hidden = true
      views[view.name] = view
      cell.thumbViews.append(view)
    }
    for (index, view) in cell.thumbViews.enumerated() {
      view.displayed = index < cell.thumbURLs.count
    }
    if load { loadThumbnails(cell) }
  }

  /// Asks the pipeline for each thumbnail (ADImageView's setImageWithURL). A URL whose bytes
  /// cannot be loaded leaves the placeholder and says so in the event log.
  func loadThumbnails(_ cell: CellView) {
    for (view, url) in zip(cell.thumbViews, cell.thumbURLs) {
      do {
        let asset = try loadImage(url)
        setImageURL(view, url, loaded: asset)
      } catch {
        log(.contents, "image", layer: view.name, detail: "\(url): \(error.message)")
        view.url = url
      }
    }
  }

  /// VVebo's clear cancels the cell's image loads (SDWebImage's cancel): its views leave the
  /// operations' targets, so nothing lands on them later.
  func cancelThumbnails(_ cell: CellView) {
    for view in cell.thumbViews {
      for operation in imageOperations.values {
        let cancelled = operation.targets.filter { $0.view == view.name }
        guard !cancelled.isEmpty else { continue }
        operation.targets.removeAll { $0.view == view.name }
        for target in cancelled { cancelFetch(target.fetch) }
      }
      if view.image != nil {
        view.image = nil
        setNeedsDisplay(view)
      }
    }
  }
}
