/// YYLabel's setters and redraw requests.
extension LabelView {
  /// Refuses a value the label cannot take, before anything changes: the table's type and
  /// range, a bitmap no larger than the limit, and the layer budget.
  public func checkSet(_ property: String, _ value: PropertyValue, in engine: Engine)
    throws(ModelError) -> ImageAsset?
  {
    // A cell's label may take any value until the cell is configured again, but not a
    // place: its frame and superview follow the cell's layout.
    if name.contains("."), property == "frame" || property == Superview.property {
      throw ModelError(
        "'\(name)' belongs to its cell, whose layout places it; set its other properties")
    }
    try LabelView.checkValue(property, value, on: self, in: engine)
    if property == "layerClass" {
      throw ModelError(
        "a label's layerClass is fixed when it is made (UIKit's +layerClass): "
          + "new label NAME layerClass=\(LayerClasses.names.joined(separator: "|")) …")
    }
    try checkGet(property)
    if property == Superview.property {
      try Superview.check(value, name: name, layer: layer, in: engine)
    }
    if property == "frame", case .rect(let frame) = value {
      try BitmapBudget.check(in: engine, replacing: [layer], with: [frame])
    }
    return nil
  }

  /// Checks `new label NAME prop=value…`: every value, then the layer budget.
  static func checkCreate(name: String, _ properties: [PropertySetting], in engine: Engine)
    throws(ModelError)
  {
    let probe = LabelView(name: name, frame: .zero)
    for setting in properties {
      try checkValue(setting.name, setting.value, on: probe, in: engine)
      if setting.name == Superview.property {
        try Superview.check(setting.value, name: name, layer: nil, in: engine)
      }
      table.assign([setting], to: probe)
    }
    for setting in properties {
      try checkPresent(setting.name, name: name, layerClass: probe.layer.display.layerClass)
    }
    try BitmapBudget.check(in: engine, replacing: [], with: [probe.layer.frame])
  }

  /// Creates the label and asks for its first draw: a YYLabel is marked for the next commit;
  /// an ADLabel's setters added `asyncDraw` to ADManager's set.
  static func create(name: String, _ properties: [PropertySetting], in engine: Engine) {
    let label = LabelView(name: name, frame: .zero)
    table.assign(properties, to: label)
    Superview.add(label, properties, in: engine)
    label.layer.display.layerClass.labelWantsRedraw(label, .created, in: engine)
  }

  /// The table's checks plus the bitmap-side limit of a frame.
  static func checkValue(
    _ property: String, _ value: PropertyValue, on label: LabelView, in engine: Engine
  ) throws(ModelError) {
    _ = try table.checked(property, value, on: label)
    if case .rect(let frame) = value {
      let scale = engine.device.scale
      let width = frame.width * scale
      let height = frame.height * scale
      guard width <= Double(BitmapBudget.maxSide), height <= Double(BitmapBudget.maxSide) else {
        throw ModelError(
          "frame '\(frame)' needs a \(Int(width))x\(Int(height)) px bitmap at @\(Int(scale))x;"
            + " the bitmap-side limit is \(BitmapBudget.maxSide) px")
      }
    }
  }

  /// A setter as the label's class runs it: equal values are ignored; drawing attributes ask
  /// for a redraw (YYLabel: directly or through YYTransaction; ADLabel: through ADManager); a
  /// resize also asks for layout; a move only changes what the next commit sends.
  public func set(
    _ property: String, _ value: PropertyValue, loaded: ImageAsset?, in engine: Engine
  ) {
    if property == Superview.property {
      Superview.attach(self, value, in: engine)
    } else {
      LabelView.table.set(property, value, on: self, in: engine)
    }
  }

  /// The redraw request behind every drawing setter.
  func contentsNeedUpdated(in engine: Engine) {
    layer.display.layerClass.labelWantsRedraw(self, .setter, in: engine)
  }

  /// YYLabel's `_clearContents`: an async label with the flag set shows blank until redrawn
  /// (an ADLabel never clears).
  func clearBeforeAsyncDisplay(in engine: Engine) {
    guard layer.display.displaysAsynchronously, layer.display.layerClass.clearsBeforeRedraw(self),
      layer.contents != nil
    else { return }
    engine.drawing.setContents(layer, nil, draw: nil)
  }

  /// A YYLabel in `transaction` mode re-commits its update; ADLabel's `layoutSubviews`
  /// adds `asyncDraw` to ADManager's set.
  public func layoutSubviews(in engine: Engine) {
    layer.display.layerClass.labelWantsRedraw(self, .layout, in: engine)
  }

  public func redrawForNewRow(in engine: Engine) {
    layer.display.layerClass.labelWantsRedraw(self, .reused, in: engine)
  }

  /// The deferred redraw an observer performs for this label: YYTransaction's
  /// `contentsNeedUpdated` (clear, then mark), or ADManager's `asyncDraw` (ADLabel.m:
  /// `[self.layer setNeedsDisplay]`).
  public func performTransaction(_ selector: String, in engine: Engine) {
    if selector != "asyncDraw" { clearBeforeAsyncDisplay(in: engine) }
    engine.drawing.setNeedsDisplay(self)
  }
}
