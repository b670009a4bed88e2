/// The UIImageView's property table and setters: a new URL goes to the pipeline (its bytes
/// loaded when the statement is checked); where and how it decodes re-decodes the image it
/// holds; the rest only marks the layer.
extension UIImageView {
  static let table = PropertyTable<UIImageView>(
    [
      ViewProperty(
        "url", .text, "the image's URL: https://… (generated) or a file under 'images dir='",
        get: { .text($0.url) }, assign: { if case .text(let v) = $1 { $0.url = v } }),
      ViewProperty(
        "frame", .rect, "the view's frame in points", get: { .rect($0.layer.frame) },
        assign: { if case .rect(let v) = $1 { $0.layer.frame = v } },
        effect: { view, engine, _ in view.layer.markChanged(in: engine) }),
      ViewProperty(
        "placeholder", .color(optional: true),
        "the background shown until the image is decoded (none: UIImageView's default)",
        get: { .color($0.placeholder) },
        assign: {
          if case .color(let v) = $1 {
            $0.placeholder = v
            $0.layer.backgroundColor = v
          }
        }, effect: { view, engine, _ in view.layer.markChanged(in: engine) }
      ).looksOnly(),
      ViewProperty(
        "contentMode", .choice(ImageContentMode.allCases.map(\.rawValue)),
        "how the GPU fits the image: scaleToFill (UIView's default), scaleAspectFit, "
          + "scaleAspectFill",
        get: { .choice($0.contentMode.rawValue) },
        assign: {
          if case .choice(let v) = $1 {
            $0.contentMode = ImageContentMode(rawValue: v) ?? .scaleToFill
          }
        }, effect: redecode
      ).looksOnly(),
      ViewProperty(
        "decode", .choice(ImageDecodeMode.allCases.map(\.rawValue)),
        "where the image is decoded: commit (UIKit's own: on main, in the CA commit that first "
          + "shows it) or background (the app decodes on a queue first: SDWebImage, "
          + "Kingfisher, Nuke, iOS 15's prepareForDisplay)",
        get: { .choice($0.decode.rawValue) },
        assign: {
          if case .choice(let v) = $1 { $0.decode = ImageDecodeMode(rawValue: v) ?? .commit }
        }, effect: redecode),
      ViewProperty(
        "downsample", .bool,
        "decode ImageIO's thumbnail at the view's pixel size instead of the whole image "
          + "(WWDC 2018 session 219): decode time and memory follow the thumbnail",
        get: { .bool($0.downsample) },
        assign: { if case .bool(let v) = $1 { $0.downsample = v } }, effect: redecode),
      ViewProperty(
        "displayed", .bool, "whether its table displays it; false drops a download that completes",
        get: { .bool($0.displayed) }, assign: { if case .bool(let v) = $1 { $0.displayed = v } }),
      ViewProperty(
        "shows", .text, "(read-only) the URL of the image set on the view, or none",
        get: { .text($0.image?.url ?? "none") }),
      ViewProperty(
        "decoded", .text,
        "(read-only) the decoded image on the layer, in pixels (4 bytes each), or none",
        get: { view in
          .text(
            view.decoded.map {
              "\($0.decodedWidth)x\($0.decodedHeight) px"
            } ?? "none")
        }),
      Superview.row(),
    ] + LayerStyleRows.rows(), readOnly: ["shows", "decoded"])

  public static let properties = table.infos
  public static let readOnly = table.readOnly

  /// Where or how it decodes changed: the image it holds is decoded again that way.
  private static func redecode(_ view: UIImageView, _ engine: Engine, _: PropertyValue?) {
    view.imageChanged(in: engine)
  }

  public func value(of property: String) -> PropertyValue? {
    UIImageView.table.value(of: property, in: self)
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

  /// Checks `new UIImageView NAME …`, loading its URL's bytes now.
  static func checkCreate(name: String, _ properties: [PropertySetting], in engine: Engine)
    throws(ModelError) -> ImageAsset?
  {
    try checkNewImage(name: name, properties, in: engine)
  }

  /// Creates the view: nothing on its layer, then its URL through the pipeline.
  static func create(
    name: String, _ properties: [PropertySetting], loaded: ImageAsset?, in engine: Engine
  ) {
    createImage(name: name, properties, loaded: loaded, in: engine)
  }
}
