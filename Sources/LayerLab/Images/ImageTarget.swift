/// A view the image pipeline sets pictures on (ADOperation's targets): AsyncDraw's ADImageView
/// (``ImageView``) and UIKit's ``UIImageView``. The pipeline looks up, downloads and caches the
/// same way for both; what a view does once its picture changes is its own — an ADImageView
/// redraws the picture into its bitmap, a UIImageView decodes it (``imageChanged(in:)``).
protocol ImageTarget: PrototypeMember {
  /// The kind's property table (its `url`, its look, the layer's rows).
  static var table: PropertyTable<Self> { get }
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
  /// The table's checks, read-only properties refused, a cell's view kept in its cell, and a
  /// URL of one short line.
  static func check(_ property: String, _ value: PropertyValue, on view: Self)
    throws(ModelError)
  {
    _ = try table.checked(property, value, on: view)
    if table.readOnly.contains(property) {
      throw ModelError("'\(property)' is read-only; set 'url' instead")
    }
    if property == Superview.property, view.name.contains(".") {
      throw ModelError("'\(view.name)' belongs to its cell; it stays the cell's subview")
    }
    if case .text(let url) = value {
      guard url.count <= 2048, !url.contains(where: { $0.isNewline }) else {
        throw ModelError("a URL is one line of at most 2048 characters")
      }
    }
  }

  /// `NAME.PROP = VALUE` checked against the state of the moment: the kind's table, the
  /// superview, the frame against the bitmap budget; returns a new URL's bytes, loaded now.
  func checkImageSet(_ property: String, _ value: PropertyValue, in engine: Engine)
    throws(ModelError) -> ImageAsset?
  {
    try Self.check(property, value, on: self)
    if property == Superview.property {
      try Superview.check(value, name: name, layer: layer, in: engine)
    }
    if property == "frame", case .rect(let frame) = value {
      try BitmapBudget.check(in: engine, replacing: [layer], with: [frame])
    }
    if property == "url", case .text(let url) = value {
      return try engine.images.loadImage(url)
    }
    return nil
  }

  /// `NAME.PROP = VALUE` as the setter runs it: a new URL goes to the pipeline (even the same
  /// one: ADImageView and `sd_setImageWithURL:` ask again), a superview moves the layer, any
  /// other property is the table's (stored, then its effect).
  func setImageProperty(
    _ property: String, _ value: PropertyValue, loaded: ImageAsset?, in engine: Engine
  ) {
    if property == "url", case .text(let url) = value {
      engine.images.setImageURL(self, url, loaded: loaded)
    } else if property == Superview.property {
      Superview.attach(self, value, in: engine)
    } else {
      Self.table.apply(property, value, on: self, in: engine)
    }
  }

  /// Checks `new KIND NAME …` on a probe, loading its URL's bytes now.
  static func checkNewImage(
    name: String, _ properties: [PropertySetting], in engine: Engine
  ) throws(ModelError) -> ImageAsset? {
    let probe = makeMember(named: name)
    var loaded: ImageAsset?
    for setting in properties {
      try check(setting.name, setting.value, on: probe)
      if setting.name == Superview.property {
        try Superview.check(setting.value, name: name, layer: nil, in: engine)
      }
      probe.assignMember(setting)
      if setting.name == "url", case .text(let url) = setting.value {
        loaded = try engine.images.loadImage(url)
      }
    }
    try BitmapBudget.check(in: engine, replacing: [], with: [probe.layer.frame])
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
