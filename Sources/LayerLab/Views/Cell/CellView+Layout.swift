/// A cell's geometry: measured from its texts (VVebo's height follows the text), and its
/// layers placed from it.
extension CellView {
  /// The geometry the cell's texts give it at the device's screen width (a table's cells
  /// take theirs from the table's height cache instead).
  func measuredLayout(in engine: Engine) -> CellLayout {
    let width = engine.device.screenWidth
    let textWidth = width - 2 * CellLayout.gapLeft
    let renderer = engine.renderer
    let textHeight =
      post.text.isEmpty ? 0 : renderer.measure(textLabel.drawing, width: textWidth).height
    let retweetHeight =
      post.retweet.isEmpty ? nil : renderer.measure(retweetLabel.drawing, width: textWidth).height
    return CellLayout(
      width: width, textHeight: textHeight, retweetHeight: retweetHeight,
      thumbnails: images.thumbnails.count)
  }

  /// Moves and sizes the cell's layers to its layout (screen coordinates); measuring on main
  /// costs a layout pass per text.
  func applyLayout(in engine: Engine) {
    let measured = measuredLayout(in: engine)
    engine.main.charge(engine.costs.layoutPerLayer * 2)
    layout = measured
    images.configure(
      of: self, thumbnails: images.thumbnails, avatar: images.avatarURL, load: false, in: engine)
    placeLayers(x: 0, clip: nil, in: engine)
  }

  /// Sets the layer frames and visibility from the layout (no measuring), the left edge at
  /// `x` and the top at `y`; `clip` is the table frame a table's cells are cut to.
  func placeLayers(x: Double, clip: Rect?, in engine: Engine) {
    for layer in layers { layer.clip = clip }
    /// `rect` in cell coordinates moved to the cell's place on screen.
    func shifted(_ rect: Rect) -> Rect {
      Rect(x: rect.x + x, y: rect.y + y, width: rect.width, height: rect.height)
    }
    let frames: [(Layer, Rect, Bool)] = [
      (layer, Rect(x: x, y: y, width: layout.width, height: layout.height), false),
      (textLabel.layer, shifted(layout.textRect), post.text.isEmpty),
      (retweetLabel.layer, shifted(layout.retweetTextRect ?? .zero), post.retweet.isEmpty),
    ]
    let imageRects = images.rects(thumbnailRects: layout.thumbnailRects)
    let partRects = parts.rects(layout: layout, layering: layering)
    let images = (imageRects + partRects.map { ($0.0 as any View, $0.1) }).map { view, rect in
      (view.layer, rect.map { shifted($0) } ?? Rect.zero, rect == nil)
    }
    for (layer, frame, hidden) in frames + images
    where layer.frame != frame || layer.hidden != hidden {
      layer.frame = frame
      layer.hidden = hidden
      layer.commitState.changed = true
      engine.main.transaction.open()
    }
  }
}
