/// A table cell's layering (`layers=composite|separate` on its table): which of its layers
/// are opaque and how its avatar is rounded. Only compositing properties change; the table
/// redraws the cell so its bitmaps are made with the new opacity.
extension CellView {
  /// Gives the cell's labels and image views the layering `mode` asks for (and remembers it
  /// for image views made later).
  func applyLayers(_ mode: CellLayers) {
    layering = mode
    let separate = mode == .separate
    let labels = [
      (textLabel, CellLayout.page), (retweetLabel, CellLayout.retweetBackground),
    ]
    for (label, background) in labels {
      label.layer.opaque = !separate
      label.layer.backgroundColor = separate ? nil : background
    }
    if let avatar = images.avatarView { layerAvatar(avatar) }
    for thumb in images.thumbViews { layerThumbnail(thumb) }
    for layer in layers { layer.changedSinceCommit = true }
  }

  /// The avatar is never opaque (it is round): composite pre-rounds its bitmap, separate
  /// draws it square and lets the layer round it. The caller marks the layer changed.
  func layerAvatar(_ view: ImageView) {
    let separate = layering == .separate
    let radius = CellLayout.avatar / 2
    view.imageCornerRadius = separate ? 0 : radius
    view.layer.opaque = false
    view.layer.backgroundColor = nil
    view.layer.style.cornerRadius = separate ? radius : 0
    view.layer.style.masksToBounds = separate
  }

  /// A thumbnail is an opaque placeholder-filled layer, or a translucent one.
  func layerThumbnail(_ view: ImageView) {
    let separate = layering == .separate
    view.layer.opaque = !separate
    view.layer.backgroundColor = separate ? nil : view.placeholder
  }
}

extension CellView: TableCell {
  /// Sync layers draw on main in the commit; every other strategy draws off main. Under
  /// async the labels' layers are of the table's `layerClass` (a news cell's ADLabels with
  /// `ad`); under any other strategy they are YYAsyncLayers (UILabel-like when sync).
  func applyLayering(_ layering: CellLayering) {
    // A sync table's image views decode on main, as UIImageView does at the commit.
    for layer in layers { layer.displaysAsynchronously = layering.drawsOffMain }
    textLabel.clearContentsBeforeAsynchronouslyDisplay = layering.labelsClearFirst
    retweetLabel.clearContentsBeforeAsynchronouslyDisplay = layering.labelsClearFirst
    for label in [textLabel, retweetLabel] + partLabels {
      label.layer.layerClass = layering.labelClass
      label.measuresBeforeDrawing = layering.labelsMeasureBeforeDrawing
    }
  }
}
