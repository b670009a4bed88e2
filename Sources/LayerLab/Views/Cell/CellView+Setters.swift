/// Checking and running a cell's setters: a new text must keep the cell within the bitmap
/// limits, and image URLs are loaded when the statement is checked.
extension CellView {
  public func checkSet(_ property: String, _ value: PropertyValue, in engine: Engine)
    throws(ModelError) -> ImageAsset?
  {
    try check(property, value, in: engine)
    return nil
  }

  public func set(
    _ property: String, _ value: PropertyValue, loaded: ImageAsset?, in engine: Engine
  ) {
    CellView.table.set(property, value, on: self, in: engine)
  }

  /// The table's type and range, at most nine image URLs (each loadable), and — for a cell
  /// on screen — the height and bitmap budget the new value would give it.
  func check(_ property: String, _ value: PropertyValue, in engine: Engine) throws(ModelError) {
    _ = try CellView.table.checked(property, value, on: self)
    if case .text(let text) = value, property == "thumbnails" || property == "avatar" {
      let urls = property == "avatar" ? [text] : CellImages.urls(in: text)
      guard urls.count <= FeedPost.maxThumbnails else {
        throw ModelError("a cell shows at most \(FeedPost.maxThumbnails) thumbnails")
      }
      for url in urls where !url.isEmpty { _ = try engine.images.loadImage(url) }
    }
    guard engine.views[name] === self else { return }
    let probe = CellView(name: name)
    for info in CellView.properties {
      if let current = self.value(of: info.name) {
        CellView.table.assign([PropertySetting(info.name, current)], to: probe)
      }
    }
    CellView.table.assign([PropertySetting(property, value)], to: probe)
    let layout = probe.measuredLayout(in: engine)
    let scale = engine.device.scale
    var total = BitmapBudget.needed(in: engine)
    for layer in layers where !layer.hidden {
      total -= BitmapBudget.bytes(of: layer.frame, scale: scale)
    }
    for frame in layout.layerFrames { total += BitmapBudget.bytes(of: frame, scale: scale) }
    guard layout.height * scale <= Double(BitmapBudget.maxSide) else {
      throw ModelError(
        "that text makes cell '\(name)' \(Int(layout.height)) pt tall, more than "
          + "\(BitmapBudget.maxSide) px at @\(Rect.format(scale))x (the bitmap-side limit); "
          + "shorten it")
    }
    guard total <= BitmapBudget.maxBytes else {
      throw ModelError(
        "that would need \(total >> 20) MiB of layer bitmaps (each layer's and its "
          + "replacement's); the bitmap-bytes limit is \(BitmapBudget.maxBytes >> 20) MiB")
    }
  }

  /// Checks `new cell NAME prop=value…`: every value, then the new cell's layers against the
  /// bitmap budget.
  static func checkCreate(name: String, _ properties: [PropertySetting], in engine: Engine)
    throws(ModelError)
  {
    let probe = CellView(name: name)
    for setting in properties {
      try probe.check(setting.name, setting.value, in: engine)
      table.assign([setting], to: probe)
    }
    try BitmapBudget.check(
      in: engine, replacing: nil, with: probe.measuredLayout(in: engine).layerFrames)
  }

  /// Creates a cell and its two text labels, lays them out and marks them for display.
  static func create(name: String, _ properties: [PropertySetting], in engine: Engine) {
    let cell = CellView(name: name)
    table.assign(properties, to: cell)
    engine.views[name] = cell
    engine.views[cell.textLabel.name] = cell.textLabel
    engine.views[cell.retweetLabel.name] = cell.retweetLabel
    cell.applyLayout(in: engine)
    cell.images.load(in: engine)
    for view in cell.family where !view.layer.hidden {
      view.layer.commitState.changed = true
      engine.drawing.setNeedsDisplay(view)
    }
  }
}
