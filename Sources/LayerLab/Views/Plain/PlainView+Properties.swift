/// The plain view's property table, checks and creation: a frame, a superview, and the
/// compositing properties every view has. None of its setters displays (there is nothing to
/// draw); each only marks the layer for the next commit.
extension PlainView {
  static let table = PropertyTable<PlainView>(
    [
      ViewProperty(
        "frame", .rect, "x,y,width,height in screen points (whatever the superview)",
        get: { .rect($0.layer.frame) },
        assign: { if case .rect(let v) = $1 { $0.layer.frame = v } },
        effect: { view, engine, _ in
          view.layer.markChanged(in: engine)
        }),
      Superview.row(),
    ] + LayerStyleRows.rows())

  public static let properties = table.infos

  public func value(of property: String) -> PropertyValue? {
    PlainView.table.value(of: property, in: self)
  }

  /// The table's type and range, a frame no larger a side than a layer may be, and a
  /// superview that exists and is not inside this view.
  func check(_ property: String, _ value: PropertyValue, in engine: Engine) throws(ModelError) {
    _ = try PlainView.table.checked(property, value, on: self)
    if case .rect(let frame) = value {
      let scale = engine.device.scale
      guard frame.width * scale <= Double(BitmapBudget.maxSide),
        frame.height * scale <= Double(BitmapBudget.maxSide)
      else {
        throw ModelError(
          "frame '\(frame)' is more than \(BitmapBudget.maxSide) px a side at "
            + "@\(Rect.format(scale))x; make it smaller")
      }
    }
    if property == Superview.property {
      let exists = engine.views[name] === self
      try Superview.check(value, name: name, layer: exists ? layer : nil, in: engine)
    }
  }

  public func checkSet(_ property: String, _ value: PropertyValue, in engine: Engine)
    throws(ModelError) -> ImageAsset?
  {
    try check(property, value, in: engine)
    return nil
  }

  /// A new superview moves the layer (even to the same one: `addSubview` brings it to the
  /// front); every other property is stored for the next commit.
  public func set(
    _ property: String, _ value: PropertyValue, loaded: ImageAsset?, in engine: Engine
  ) {
    if property == Superview.property {
      Superview.attach(self, value, in: engine)
    } else {
      PlainView.table.set(property, value, on: self, in: engine)
    }
  }

  /// Checks `new view NAME prop=value…`.
  static func checkCreate(name: String, _ properties: [PropertySetting], in engine: Engine)
    throws(ModelError)
  {
    let probe = PlainView(name: name, frame: .zero)
    for setting in properties {
      try probe.check(setting.name, setting.value, in: engine)
      table.assign([setting], to: probe)
    }
  }

  /// Creates the view under its superview; the next commit sends it (it never displays).
  static func create(name: String, _ properties: [PropertySetting], in engine: Engine) {
    let view = PlainView(name: name, frame: .zero)
    table.assign(properties, to: view)
    Superview.add(view, properties, in: engine)
    engine.main.transaction.open()
  }
}
