/// A cell's geometry: measured from its texts (VVebo's height follows the text), and its
/// layers placed from it.
extension CellView {
  /// The geometry the cell's texts give it at the device's screen width.
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
    images.configure(of: self, in: engine)
    placeLayers(in: engine)
  }

  /// Sets the layer frames and visibility from the layout (no measuring), the top at `y`.
  func placeLayers(in engine: Engine) {
    /// `rect` in cell coordinates moved to the cell's place on screen.
    func shifted(_ rect: Rect) -> Rect {
      Rect(x: rect.x, y: rect.y + y, width: rect.width, height: rect.height)
    }
    let frames: [(Layer, Rect, Bool)] = [
      (layer, Rect(x: 0, y: y, width: layout.width, height: layout.height), false),
      (textLabel.layer, shifted(layout.textRect), post.text.isEmpty),
      (retweetLabel.layer, shifted(layout.retweetTextRect ?? .zero), post.retweet.isEmpty),
    ]
    let images = images.rects(thumbnailRects: layout.thumbnailRects).map { view, rect in
      (view.layer, rect.map { shifted($0) } ?? Rect.zero, rect == nil)
    }
    for (layer, frame, hidden) in frames + images
    where layer.frame != frame || layer.hidden != hidden {
      layer.frame = frame
      layer.hidden = hidden
      layer.markChanged(in: engine)
    }
  }
}
