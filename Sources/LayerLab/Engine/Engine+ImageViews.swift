/// Image views: creation and setters, checked before they run.
extension Engine {
  /// Checks `new image NAME …` (loading its URL's bytes now) and returns its effect.
  func prepareCreateImage(name: String, properties: [(String, PropertyValue)])
    throws(ModelError) -> Effect
  {
    let probe = ImageView(name: name, frame: .zero)
    var loaded: ImageAsset?
    for (property, value) in properties {
      try checkImage(probe, property, value)
      assignImage(probe, property, value)
      if property == "url", case .text(let url) = value { loaded = try images.loadImage(url) }
    }
    try checkBudget(replacing: nil, with: [probe.layer.frame])
    let asset = loaded
    return { engine in
      let view = ImageView(name: name, frame: .zero)
      var url = ""
      for (property, value) in properties {
        if property == "url", case .text(let u) = value {
          url = u
        } else {
          engine.assignImage(view, property, value)
        }
      }
      engine.views[name] = view
      view.layer.changedSinceCommit = true
      engine.drawing.setNeedsDisplay(view)
      engine.images.setImageURL(view, url, loaded: asset)
    }
  }

  /// Checks `NAME.PROP = VALUE` on an image view; a new URL's bytes are loaded now.
  func prepareSetImage(_ view: ImageView, _ property: String, _ value: PropertyValue)
    throws(ModelError) -> Effect
  {
    try checkImage(view, property, value)
    if property == "frame", case .rect(let frame) = value {
      try checkBudget(replacing: view.layer, with: [frame])
    }
    if property == "url", case .text(let url) = value {
      let asset = try images.loadImage(url)
      return { engine in engine.images.setImageURL(view, url, loaded: asset) }
    }
    return { engine in
      engine.assignImage(view, property, value)
      if property != "displayed" { engine.drawing.setNeedsDisplay(view) }
    }
  }

  func checkImage(_ view: ImageView, _ property: String, _ value: PropertyValue)
    throws(ModelError)
  {
    guard let info = ImageView.properties.first(where: { $0.name == property }) else {
      throw ModelError("image '\(view.name)' has no property '\(property)'")
    }
    if ImageView.readOnly.contains(property) {
      throw ModelError("'\(property)' is read-only; set 'url' instead")
    }
    switch (info.type, value) {
    case (.text, .text(let url)):
      guard url.count <= 2048, !url.contains(where: { $0.isNewline }) else {
        throw ModelError("a URL is one line of at most 2048 characters")
      }
    case (.rect, .rect), (.color, .color(.some)), (.bool, .bool), (.choice, .choice),
      (.number, .number):
      break
    default:
      throw ModelError("wrong kind of value for '\(property)'")
    }
  }

  func assignImage(_ view: ImageView, _ property: String, _ value: PropertyValue) {
    switch (property, value) {
    case ("url", .text(let v)): view.url = v
    case ("frame", .rect(let v)):
      view.layer.frame = v
      view.layer.changedSinceCommit = true
      main.transactionOpen = true
    case ("placeholder", .color(let v?)):
      view.placeholder = v
      view.layer.backgroundColor = v
    case ("contentMode", .choice(let v)):
      view.contentMode = ImageContentMode(rawValue: v) ?? .scaleAspectFill
    case ("displayed", .bool(let v)): view.displayed = v
    case ("cornerRadius", .number(let v)):
      view.cornerRadius = v
      // Rounded corners show what is below: the layer stops being opaque.
      view.layer.opaque = v == 0
      view.layer.backgroundColor = v == 0 ? view.placeholder : nil
    default: break
    }
  }
}
