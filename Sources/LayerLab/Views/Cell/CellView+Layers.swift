/// A table cell's layering (`layers=composite|separate` on its table): which of its layers
/// are opaque and how its avatar is rounded. Only compositing properties change; the table
/// redraws the cell so its bitmaps are made with the new opacity.
extension CellView {
  /// Gives the cell's labels and image views the layering `mode` asks for (and remembers it
  /// for image views made later); separate makes its name, subtitle and counts labels.
  func applyLayers(_ mode: CellLayers, in engine: Engine) {
    layering = mode
    let separate = mode == .separate
    let labels = [
      (textLabel, CellLayout.page), (retweetLabel, CellLayout.retweetBackground),
    ]
    for (label, background) in labels {
      label.layer.opaque = !separate
      label.layer.backgroundColor = separate ? nil : background
    }
    images.relayer(mode)
    for layer in layers { layer.commitState.changed = true }
    if separate { parts.makeFeedLabels(of: self, in: engine) }
  }
}

extension CellView: TableCell {
  /// Sync layers draw on main in the commit; every other strategy draws off main. Under
  /// async the labels' layers are YYAsyncLayers (`layerClass=ad` is a prototype's); under
  /// any other strategy too (UILabel-like when sync).
  func applyLayering(_ layering: CellLayering) {
    // A sync table's image views decode on main, as UIImageView does at the commit.
    for layer in layers { layer.display.displaysAsynchronously = layering.drawsOffMain }
    textLabel.clearContentsBeforeAsynchronouslyDisplay = layering.labelsClearFirst
    retweetLabel.clearContentsBeforeAsynchronouslyDisplay = layering.labelsClearFirst
    for label in [textLabel, retweetLabel] + parts.labels {
      label.layer.display.layerClass = layering.labelClass
      label.measuresBeforeDrawing = layering.labelsMeasureBeforeDrawing
    }
  }
}
