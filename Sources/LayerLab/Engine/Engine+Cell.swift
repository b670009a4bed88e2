/// VVebo feed cells: creation, setters, layout that follows the text, draw() and clear().
extension Engine {
  /// Creates a cell and its two text labels, lays them out and marks them for display.
  func addCell(name: String, properties: [(String, PropertyValue)]) {
    let cell = CellView(name: name)
    for (property, value) in properties { assignCell(cell, property, value) }
    views[name] = cell
    views[cell.textLabel.name] = cell.textLabel
    views[cell.retweetLabel.name] = cell.retweetLabel
    applyLayout(cell)
    loadThumbnails(cell)
    for view in family(of: cell) where !view.layer.hidden {
      view.layer.changedSinceCommit = true
      drawing.setNeedsDisplay(view)
    }
  }

  /// "a.png, b.png" → ["a.png", "b.png"]; blanks around commas are dropped.
  static func urlList(_ text: String) -> [String] {
    text.split(separator: ",").map { part in
      String(
        part.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
      )
    }.filter { !$0.isEmpty }
  }

  func checkCell(_ cell: CellView, _ property: String, _ value: PropertyValue) throws(ModelError) {
    guard let info = CellView.properties.first(where: { $0.name == property }) else {
      throw ModelError("cell '\(cell.name)' has no property '\(property)'")
    }
    switch (info.type, value) {
    case (.text, .text), (.color, .color(.some)), (.integer, .integer), (.number, .number):
      break
    default:
      throw ModelError("wrong kind of value for '\(property)'")
    }
    if case .text(let text) = value, property == "thumbnails" || property == "avatar" {
      let urls = property == "avatar" ? [text] : Engine.urlList(text)
      guard urls.count <= FeedPost.maxThumbnails else {
        throw ModelError("a cell shows at most \(FeedPost.maxThumbnails) thumbnails")
      }
      for url in urls where !url.isEmpty { _ = try images.loadImage(url) }
    }
    guard views[cell.name] === cell else { return }
    let probe = CellView(name: cell.name)
    for info in CellView.properties {
      if let current = cell.value(of: info.name) { assignCell(probe, info.name, current) }
    }
    assignCell(probe, property, value)
    let layout = cellLayout(for: probe)
    var frames = [Rect(x: 0, y: 0, width: layout.width, height: layout.height), layout.textRect]
    if let rt = layout.retweetTextRect { frames.append(rt) }
    var total = neededBitmapBytes
    for layer in cell.layers where !layer.hidden { total -= bitmapBytes(of: layer.frame) }
    for frame in frames { total += bitmapBytes(of: frame) }
    guard layout.height * device.scale <= Double(Engine.maxBitmapSide) else {
      throw ModelError(
        "that text makes cell '\(cell.name)' \(Int(layout.height)) pt tall, more than "
          + "\(Engine.maxBitmapSide) px at @\(Rect.format(device.scale))x; shorten it")
    }
    guard total <= Engine.bitmapBudget else {
      throw ModelError(
        "that would need \(total >> 20) MiB of layer bitmaps; the budget is "
          + "\(Engine.bitmapBudget >> 20) MiB")
    }
  }

  func assignCell(_ cell: CellView, _ property: String, _ value: PropertyValue) {
    switch (property, value) {
    case ("name", .text(let v)): cell.author = v
    case ("subtitle", .text(let v)): cell.subtitle = v
    case ("text", .text(let v)):
      cell.text = v
      cell.textLabel.text = v
    case ("retweet", .text(let v)):
      cell.retweet = v
      cell.retweetLabel.text = v
    case ("avatarColor", .color(let v?)): cell.avatarColor = v
    case ("reposts", .integer(let v)): cell.reposts = v
    case ("comments", .integer(let v)): cell.comments = v
    case ("y", .number(let v)): cell.y = v
    case ("thumbnails", .text(let v)): cell.thumbnails = Engine.urlList(v)
    case ("avatar", .text(let v)): cell.avatarURL = v
    default: break
    }
  }

  /// A setter: texts re-lay the cell out and redraw what shows them; the name, subtitle,
  /// avatar and counts redraw the background; `y` only moves the layers.
  func setCell(_ cell: CellView, _ property: String, _ value: PropertyValue) {
    guard cell.value(of: property) != value else { return }
    assignCell(cell, property, value)
    applyLayout(cell)
    switch property {
    case "y":
      return
    case "thumbnails", "avatar":
      loadThumbnails(cell)
      drawing.setNeedsDisplay(cell)
    case "text":
      drawing.setNeedsDisplay(cell.textLabel)
      drawing.setNeedsDisplay(cell)
    case "retweet":
      drawing.setNeedsDisplay(cell.retweetLabel)
      drawing.setNeedsDisplay(cell)
    default:
      drawing.setNeedsDisplay(cell)
    }
  }

  /// The geometry a cell's texts give it, measured at the device's screen width.
  func cellLayout(for cell: CellView) -> CellLayout {
    cellLayout(for: cell, width: device.screenWidth)
  }

  /// The geometry a cell's texts give it at `width` (a table's cells take the table's).
  func cellLayout(for cell: CellView, width: Double) -> CellLayout {
    let thumbnails = cell.thumbnails.count
    let textWidth = width - 2 * CellLayout.gapLeft
    let text =
      cell.text.isEmpty ? 0 : renderer.measure(cell.textLabel.drawing, width: textWidth).height
    let retweet =
      cell.retweet.isEmpty
      ? nil : renderer.measure(cell.retweetLabel.drawing, width: textWidth).height
    return CellLayout(
      width: width, textHeight: text, retweetHeight: retweet, thumbnails: thumbnails)
  }

  /// Moves and sizes the cell's layers to its layout (screen coordinates); measuring on main
  /// costs a layout pass per text.
  func applyLayout(_ cell: CellView) {
    let layout = cellLayout(for: cell)
    main.charge(costs.layoutPerLayer * 2)
    cell.layout = layout
    configureImages(cell, thumbnails: cell.thumbnails, avatar: cell.avatarURL, load: false)
    placeLayers(cell, x: 0, clip: nil)
  }

  /// VVebo's `draw`: nothing if already drawn; else start the background and text draws at
  /// once (VVebo dispatches them itself rather than waiting for a commit).
  func drawCell(_ cell: CellView) {
    guard !cell.drawn else {
      log(.display, "draw()", layer: cell.name, detail: "already drawn; nothing to do")
      return
    }
    cell.drawn = true
    for view in family(of: cell) where !view.layer.hidden && !(view is ImageView) {
      view.layer.needsDisplay = false
      drawing.display(view, reason: "draw()")
    }
    // VVebo's loadThumb: the images are asked for when the cell draws.
    loadThumbnails(cell)
  }

  /// VVebo's `clear`: nothing unless drawn; else blank every layer and move every sentinel,
  /// so draws still in flight are thrown away (VVebo's new random flag).
  func clearCell(_ cell: CellView) {
    guard cell.drawn else {
      log(.display, "clear()", layer: cell.name, detail: "not drawn; nothing to do")
      return
    }
    for view in family(of: cell) where !(view is ImageView) {
      drawing.bumpSentinel(view.layer, reason: "clear()")
      drawing.setContents(view.layer, nil, draw: nil)
    }
    cancelThumbnails(cell)
    cell.drawn = false
  }
}
