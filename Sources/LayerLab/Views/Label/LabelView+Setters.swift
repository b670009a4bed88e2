/// YYLabel's setters and redraw requests.
extension LabelView {
  /// Refuses a value the label cannot take, before anything changes: the table's type and
  /// range, a bitmap no larger than the limit, and the layer budget.
  public func checkSet(_ property: String, _ value: PropertyValue, in engine: Engine)
    throws(ModelError) -> ImageAsset?
  {
    if name.contains(".") {
      throw ModelError("'\(name)' belongs to its cell; set the cell's property instead")
    }
    try LabelView.checkValue(property, value, on: self, in: engine)
    if property == Superview.property {
      try Superview.check(value, name: name, layer: layer, in: engine)
    }
    if property == "frame", case .rect(let frame) = value {
      try BitmapBudget.check(in: engine, replacing: layer, with: [frame])
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
    try BitmapBudget.check(in: engine, replacing: nil, with: [probe.layer.frame])
  }

  /// Creates the label and marks it for display at the next commit.
  static func create(name: String, _ properties: [PropertySetting], in engine: Engine) {
    let label = LabelView(name: name, frame: .zero)
    table.assign(properties, to: label)
    Superview.add(label, properties, in: engine)
    engine.drawing.setNeedsDisplay(label)
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

  /// A setter as YYLabel runs it: equal values are ignored; drawing attributes ask for a
  /// redraw (directly or through YYTransaction); a resize also asks for layout; a move only
  /// changes what the next commit sends.
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
    switch commit {
    case .direct:
      clearBeforeAsyncDisplay(in: engine)
      engine.drawing.setNeedsDisplay(self)
    case .transaction:
      engine.main.commitTransaction(target: name, selector: "contentsNeedUpdated")
    }
  }

  /// YYLabel's `_clearContents`: an async label with the flag set shows blank until redrawn.
  func clearBeforeAsyncDisplay(in engine: Engine) {
    guard layer.displaysAsynchronously, clearContentsBeforeAsynchronouslyDisplay,
      layer.contents != nil
    else { return }
    engine.drawing.setContents(layer, nil, draw: nil)
  }

  /// A label in `transaction` mode re-commits its update the way ADLabel's layoutSubviews
  /// enqueues asyncDraw.
  public func layoutSubviews(in engine: Engine) {
    guard commit == .transaction else { return }
    engine.main.commitTransaction(target: name, selector: "contentsNeedUpdated")
  }

  public func clearBeforeRedraw(in engine: Engine) {
    clearBeforeAsyncDisplay(in: engine)
  }

  /// The deferred redraw YYTransaction's observer performs for this label.
  public func performTransaction(_ selector: String, in engine: Engine) {
    clearBeforeAsyncDisplay(in: engine)
    engine.drawing.setNeedsDisplay(self)
  }
}
