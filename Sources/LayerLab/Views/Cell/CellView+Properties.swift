/// The cell's property table: its own rows (``CellPropertyRows``), then the layer's.
extension CellView {
  static let table = PropertyTable<CellView>(CellPropertyRows.rows() + LayerStyleRows.rows())

  public static let properties = table.infos

  public func value(of property: String) -> PropertyValue? {
    CellView.table.value(of: property, in: self)
  }
}

/// Checking and running a cell's setters and its creation: at most nine loadable image URLs,
/// the post's bindings as its prototype reads them, and the height and bitmap budget the new
/// value gives the cell.
extension CellView {
  public func checkSet(_ property: String, _ value: PropertyValue, in engine: Engine)
    throws(ModelError) -> ImageAsset?
  {
    var post = self.post
    try Self.check(property, value, into: &post, in: engine)
    if engine.views[name] === self {
      try Self.checkRoom(for: post, by: cell.prototype, replacing: cell.layers, in: engine)
    }
    return nil
  }

  public func set(
    _ property: String, _ value: PropertyValue, loaded: ImageAsset?, in engine: Engine
  ) {
    CellView.table.set(property, value, on: self, in: engine)
  }

  /// `value` checked for `property` and applied to `post`; image URLs must load.
  private static func check(
    _ property: String, _ value: PropertyValue, into post: inout FeedPost, in engine: Engine
  ) throws(ModelError) {
    let probe = CellView(name: "probe", post: post)
    _ = try table.checked(property, value, on: probe)
    if case .text(let text) = value, property == "thumbnails" || property == "avatar" {
      let urls = property == "avatar" ? [text] : CellPropertyRows.urls(in: text)
      guard urls.count <= FeedPost.maxThumbnails else {
        throw ModelError("a cell shows at most \(FeedPost.maxThumbnails) thumbnails")
      }
      for url in urls where !url.isEmpty { _ = try engine.images.loadImage(url) }
    }
    table.assign([PropertySetting(property, value)], to: probe)
    post = probe.post
  }

  /// A probe holding `post`, for checking a value on (its cell is never shown).
  private convenience init(name: String, post: FeedPost) {
    self.init(name: name, prototype: CellPrototype(name: "probe"))
    self.post = post
  }

  /// The bitmap-side limit for the cell's height, then the bitmap budget for the layers the
  /// cell `post` makes (its own and the shown views that draw a layer of their own) in place
  /// of `replacing`.
  private static func checkRoom(
    for post: FeedPost, by prototype: CellPrototype, replacing: [Layer], in engine: Engine
  ) throws(ModelError) {
    try prototype.checkRows(TableRows(records: [post.record], source: "the cell's post"))
    guard let measured = measure(post, by: prototype, in: engine) else { return }
    let layout = measured.layout
    let scale = engine.device.scale
    guard layout.height * scale <= Double(BitmapBudget.maxSide) else {
      throw ModelError(
        "that text makes the cell \(Int(layout.height)) pt tall, more than "
          + "\(BitmapBudget.maxSide) px at @\(Rect.format(scale))x (the bitmap-side limit); "
          + "shorten it")
    }
    let width = engine.device.screenWidth
    var frames = [Rect(x: 0, y: 0, width: width, height: layout.height)]
    for (index, member) in prototype.members.enumerated()
    where index < layout.frames.count && !layout.hidden[index]
      && !member.codeFlags.contains(.flattened) && member.kind != .view
    {
      frames.append(layout.frames[index])
    }
    try BitmapBudget.check(in: engine, replacing: replacing, with: frames)
  }

  /// The prototype `new cell` makes its cell from, declared (the shell declares the shipped
  /// feed cell before the statement runs).
  static func prototype(in engine: Engine) throws(ModelError) -> CellPrototype {
    guard let prototype = engine.views[prototypeName] as? CellPrototype else {
      throw ModelError(
        "a standalone cell is made from the prototype '\(prototypeName)', which is not "
          + "declared; the shell declares it (Prototypes/feed.lab) for new cell")
    }
    return prototype
  }

  /// Checks `new cell NAME prop=value…`: every value, the views limit for the cell's views,
  /// then the new cell's layers against the bitmap budget.
  static func checkCreate(name: String, _ properties: [PropertySetting], in engine: Engine)
    throws(ModelError)
  {
    let prototype = try prototype(in: engine)
    guard engine.views.count + 1 + prototype.members.count <= Engine.maxViews else {
      throw ModelError("too many views (at most \(Engine.maxViews) layers, the views limit)")
    }
    var post = FeedPost(name: "", text: "")
    for setting in properties {
      try check(setting.name, setting.value, into: &post, in: engine)
    }
    try checkRoom(for: post, by: prototype, replacing: [], in: engine)
  }

  /// Creates the cell and registers its views, lays it out and marks it for display; its
  /// pictures are asked for now.
  static func create(name: String, _ properties: [PropertySetting], in engine: Engine) {
    guard let prototype = try? prototype(in: engine) else { return }
    let cell = CellView(name: name, prototype: prototype)
    table.assign(properties, to: cell)
    for view in cell.family { engine.views[view.name] = view }
    for layer in cell.cell.layers { layer.commitState.changed = true }
    cell.relayout(in: engine)
    cell.loadImages(in: engine)
  }
}
