/// The image view's property table and setters: a new URL goes to the pipeline (its bytes
/// loaded when the statement is checked); other properties redraw the layer.
extension ImageView {
  static let table = PropertyTable<ImageView>(
    [
      ViewProperty(
        "url", .text, "the image's URL: https://… (generated) or a file under 'images dir='",
        get: { .text($0.url) }, assign: { if case .text(let v) = $1 { $0.url = v } }),
      ViewProperty(
        "frame", .rect, "the view's frame in points", get: { .rect($0.layer.frame) },
        assign: { if case .rect(let v) = $1 { $0.layer.frame = v } },
        effect: { view, engine, _ in
          view.layer.markChanged(in: engine)
          engine.drawing.setNeedsDisplay(view)
        }),
      ViewProperty(
        "placeholder", .color(optional: false), "the colour shown until the image arrives",
        get: { .color($0.placeholder) },
        assign: {
          if case .color(let v?) = $1 {
            $0.placeholder = v
            $0.layer.backgroundColor = v
          }
        }, effect: redraw
      ).looksOnly(),
      ViewProperty(
        "contentMode", .choice(ImageContentMode.allCases.map(\.rawValue)),
        "how the image fits: scaleAspectFill, scaleAspectFit, scaleToFill",
        get: { .choice($0.contentMode.rawValue) },
        assign: {
          if case .choice(let v) = $1 {
            $0.contentMode = ImageContentMode(rawValue: v) ?? .scaleAspectFill
          }
        }, effect: redraw
      ).looksOnly(),
      ViewProperty(
        "displayed", .bool, "ADImageView's isDisplay; false drops a download that completes",
        get: { .bool($0.displayed) }, assign: { if case .bool(let v) = $1 { $0.displayed = v } }),
      ViewProperty(
        "imageCornerRadius", .number(0...1000),
        "round the image in its bitmap (pre-rounded, drawn on the CPU)",
        get: { .number($0.imageCornerRadius) },
        assign: {
          if case .number(let v) = $1 {
            $0.imageCornerRadius = v
            // Rounded corners show what is below: the layer stops being opaque.
            $0.layer.opaque = v == 0
            $0.layer.backgroundColor = v == 0 ? $0.placeholder : nil
          }
        }, effect: redraw
      ).looksOnly(),
      ViewProperty(
        "shows", .text, "(read-only) the URL of the image set on the view, or none",
        get: { .text($0.image?.url ?? "none") }),
      Superview.row(),
    ] + LayerStyleRows.rows(), readOnly: ["shows"])

  public static let properties = table.infos
  public static let readOnly = table.readOnly

  private static func redraw(_ view: ImageView, _ engine: Engine, _: PropertyValue?) {
    engine.drawing.setNeedsDisplay(view)
  }

  public func value(of property: String) -> PropertyValue? {
    ImageView.table.value(of: property, in: self)
  }

  public func checkSet(_ property: String, _ value: PropertyValue, in engine: Engine)
    throws(ModelError) -> ImageAsset?
  {
    try checkImageSet(property, value, in: engine)
  }

  public func set(
    _ property: String, _ value: PropertyValue, loaded: ImageAsset?, in engine: Engine
  ) {
    setImageProperty(property, value, loaded: loaded, in: engine)
  }

  /// Checks `new image NAME …`, loading its URL's bytes now.
  static func checkCreate(name: String, _ properties: [PropertySetting], in engine: Engine)
    throws(ModelError) -> ImageAsset?
  {
    try checkNewImage(name: name, properties, in: engine)
  }

  /// Creates the view: placeholder now (its draw), then its URL through the pipeline.
  static func create(
    name: String, _ properties: [PropertySetting], loaded: ImageAsset?, in engine: Engine
  ) {
    createImage(name: name, properties, loaded: loaded, in: engine)
  }
}
