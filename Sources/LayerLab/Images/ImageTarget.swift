/// A view the image pipeline sets pictures on (ADOperation's targets): AsyncDraw's ADImageView
/// (``ImageView``) and UIKit's ``UIImageView``. The pipeline looks up, downloads and caches the
/// same way for both; what a view does once its picture changes is its own — an ADImageView
/// redraws the picture into its bitmap, a UIImageView decodes it (``imageChanged(in:)``).
protocol ImageTarget: PrototypeMember {
  /// The URL it last asked for ("" for none).
  var url: String { get set }
  /// The picture set on it, nil for none.
  var image: ImageAsset? { get set }
  /// Whether it is still displayed (ADImageView's `isDisplay`; a table's didEndDisplaying
  /// clears it): a download finishing for a view no longer displayed is dropped.
  var displayed: Bool { get set }
  /// Its picture was set or taken away, on main.
  func imageChanged(in engine: Engine)
}

extension ImageView: ImageTarget {
  /// ADImageView redraws: its display block decodes the picture and draws it into the layer.
  func imageChanged(in engine: Engine) {
    engine.drawing.setNeedsDisplay(self)
  }
}

/// What both image views' setters and `new` share: a URL's bytes loaded when the statement is
/// checked, a URL set through the pipeline, a superview and a frame checked as for any view.
extension ImageTarget {
  /// `NAME.PROP = VALUE`'s checks after the kind's own: the superview, the frame against the
  /// bitmap budget; returns a new URL's bytes, loaded now.
  func checkImageSet(_ property: String, _ value: PropertyValue, in engine: Engine)
    throws(ModelError) -> ImageAsset?
  {
    if property == Superview.property {
      try Superview.check(value, name: name, layer: layer, in: engine)
    }
    if property == "frame", case .rect(let frame) = value {
      try BitmapBudget.check(in: engine, replacing: layer, with: [frame])
    }
    if property == "url", case .text(let url) = value {
      return try engine.images.loadImage(url)
    }
    return nil
  }

  /// A new URL goes to the pipeline (even the same one: ADImageView and `sd_setImageWithURL:`
  /// ask again), a superview moves the layer; true when `property` was one of those.
  func setThroughPipeline(
    _ property: String, _ value: PropertyValue, loaded: ImageAsset?, in engine: Engine
  ) -> Bool {
    if property == "url", case .text(let url) = value {
      engine.images.setImageURL(self, url, loaded: loaded)
      return true
    }
    if property == Superview.property {
      Superview.attach(self, value, in: engine)
      return true
    }
    return false
  }

  /// Checks `new KIND NAME …` on a probe, with the kind's own `check` of each value, loading
  /// its URL's bytes now.
  static func checkNewImage(
    name: String, _ properties: [PropertySetting], in engine: Engine,
    check: (String, PropertyValue, Self) throws(ModelError) -> Void
  ) throws(ModelError) -> ImageAsset? {
    let probe = makeMember(named: name)
    var loaded: ImageAsset?
    for setting in properties {
      try check(setting.name, setting.value, probe)
      if setting.name == Superview.property {
        try Superview.check(setting.value, name: name, layer: nil, in: engine)
      }
      probe.assignMember(setting)
      if setting.name == "url", case .text(let url) = setting.value {
        loaded = try engine.images.loadImage(url)
      }
    }
    try BitmapBudget.check(in: engine, replacing: nil, with: [probe.layer.frame])
    return loaded
  }

  /// Makes a checked one: its values, its superview, its empty look now, then its URL through
  /// the pipeline.
  static func createImage(
    name: String, _ properties: [PropertySetting], loaded: ImageAsset?, in engine: Engine
  ) {
    let view = makeMember(named: name)
    for setting in properties where setting.name != "url" { view.assignMember(setting) }
    Superview.add(view, properties, in: engine)
    view.imageChanged(in: engine)
    let url = properties.last { $0.name == "url" }.flatMap {
      if case .text(let url) = $0.value { url } else { nil }
    }
    engine.images.setImageURL(view, url ?? "", loaded: loaded)
  }
}
