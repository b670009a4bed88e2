/// YYLabel's setters: what changing each property does to the layer.
extension Engine {
  /// The largest bitmap side a layer may need, in device pixels.
  public static let maxBitmapSide = 4096

  /// Refuses a value the label cannot take, before anything changes.
  func checkLabel(_ label: LabelView, _ property: String, _ value: PropertyValue)
    throws(ModelError)
  {
    guard let info = LabelView.properties.first(where: { $0.name == property }) else {
      throw ModelError("label '\(label.name)' has no property '\(property)'")
    }
    switch (info.type, value) {
    case (.text, .text), (.font, .text), (.color, .color), (.bool, .bool), (.integer, .integer),
      (.size, .size),
      (.number, .number), (.choice, .choice):
      break
    case (.rect, .rect(let frame)):
      let width = frame.width * device.scale
      let height = frame.height * device.scale
      guard width <= Double(Engine.maxBitmapSide), height <= Double(Engine.maxBitmapSide) else {
        throw ModelError(
          "frame '\(frame)' needs a \(Int(width))x\(Int(height)) px bitmap at @\(Int(device.scale))x;"
            + " the limit is \(Engine.maxBitmapSide) px a side")
      }
    default:
      throw ModelError("wrong kind of value for '\(property)'")
    }
    if case .color(nil) = value, info.type == .color(optional: false) {
      throw ModelError("'\(property)' needs a colour; nil is only for 'backgroundColor'")
    }
    if property == "font", case .text(let font) = value,
      font.allSatisfy(\.isWhitespace)
    {
      throw ModelError("'font' cannot be empty (e.g. font=\"DejaVu Sans 17\")")
    }
  }

  /// Stores a value without side effects (used when a view is created).
  func assignLabel(_ label: LabelView, _ property: String, _ value: PropertyValue) {
    switch (property, value) {
    case ("text", .text(let v)): label.text = v
    case ("font", .text(let v)): label.font = v
    case ("textColor", .color(let v?)): label.textColor = v
    case ("backgroundColor", .color(let v)): label.layer.backgroundColor = v
    case ("opaque", .bool(let v)): label.layer.opaque = v
    case ("frame", .rect(let v)): label.layer.frame = v
    case ("numberOfLines", .integer(let v)): label.numberOfLines = v
    case ("lineSpacing", .number(let v)): label.lineSpacing = v
    case ("textAlignment", .choice(let v)):
      label.textAlignment = TextAlignment(rawValue: v) ?? .natural
    case ("displaysAsynchronously", .bool(let v)): label.layer.displaysAsynchronously = v
    case ("clearContentsBeforeAsynchronouslyDisplay", .bool(let v)):
      label.clearContentsBeforeAsynchronouslyDisplay = v
    case ("commit", .choice(let v)): label.commit = CommitMode(rawValue: v) ?? .direct
    case ("highlights", .bool(let v)): label.highlights = v
    case ("highlightColor", .color(let v?)): label.highlightColor = v
    case ("shadowColor", .color(let v)): label.shadowColor = v
    case ("shadowOffset", .size(let x, let y)): label.shadowOffset = (x, y)
    case ("shadowBlur", .number(let v)): label.shadowBlur = v
    case ("underline", .bool(let v)): label.underline = v
    case ("strikethrough", .bool(let v)): label.strikethrough = v
    default: break
    }
  }

  /// A setter as YYLabel runs it: equal values are ignored; drawing attributes ask for a
  /// redraw (directly or through YYTransaction); a resize also asks for layout; a move only
  /// changes what the next commit sends.
  func setLabel(_ label: LabelView, _ property: String, _ value: PropertyValue) {
    guard label.value(of: property) != value else { return }
    let oldFrame = label.layer.frame
    assignLabel(label, property, value)
    switch property {
    case "displaysAsynchronously", "clearContentsBeforeAsynchronouslyDisplay", "commit":
      return
    case "frame":
      label.layer.changedSinceCommit = true
      main.transactionOpen = true
      let resized =
        oldFrame.width != label.layer.frame.width || oldFrame.height != label.layer.frame.height
      guard resized else { return }
      main.setNeedsLayout(label)
      contentsNeedUpdated(label)
    case "backgroundColor":
      label.layer.changedSinceCommit = true
      main.transactionOpen = true
      contentsNeedUpdated(label)
    default:
      contentsNeedUpdated(label)
    }
  }

  /// The redraw request behind every drawing setter.
  func contentsNeedUpdated(_ label: LabelView) {
    switch label.commit {
    case .direct:
      clearBeforeAsyncDisplay(label)
      drawing.setNeedsDisplay(label)
    case .transaction:
      main.commitTransaction(target: label.name, selector: "contentsNeedUpdated")
    }
  }

  /// YYLabel's `_clearContents`: an async label with the flag set shows blank until redrawn.
  func clearBeforeAsyncDisplay(_ label: LabelView) {
    guard label.layer.displaysAsynchronously, label.clearContentsBeforeAsynchronouslyDisplay,
      label.layer.contents != nil
    else { return }
    drawing.setContents(label.layer, nil, draw: nil)
  }
}
