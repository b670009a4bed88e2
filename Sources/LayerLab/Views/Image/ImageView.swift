/// An ADImageView: a layer showing an image fetched by URL through the image pipeline.
///
/// Setting `url` shows the placeholder and asks the pipeline; a cache hit sets the image at
/// once, a download sets it when it completes — unless the view is no longer displayed
/// (ADImageView's `isDisplay`, cleared in didEndDisplaying). Like ADImageView it does not
/// check that the finished download is still the URL it wants, unless `images check=url`.
/// The layer draws asynchronously: decoding and scaling happen on the render pool.
public final class ImageView: View {
  public let name: String
  public let kind = ViewKind.image
  public let layer: Layer
  public internal(set) var url = ""
  public internal(set) var placeholder = ImageView.defaultPlaceholder
  public internal(set) var contentMode = ImageContentMode.scaleAspectFill
  /// The image set on the view (what its next draw shows), nil for the placeholder.
  public internal(set) var image: ImageAsset?
  /// ADImageView's `isDisplay`: false after didEndDisplaying.
  public internal(set) var displayed = true
  /// The image rounded in its own bitmap (ADImageView's pre-rounded image; the cell's
  /// avatar): drawn on the CPU, so the GPU composites a plain bitmap with an alpha channel.
  /// A rounded bitmap shows what is below, so the layer stops being opaque. The layer's own
  /// `cornerRadius` is `layer.style`'s.
  public internal(set) var imageCornerRadius = 0.0

  /// A light grey, as image placeholders usually are.
  public static let defaultPlaceholder = Color(r: 230, g: 230, b: 230)

  init(name: String, frame: Rect) {
    self.name = name
    layer = Layer(name: name, frame: frame)
    layer.display.displaysAsynchronously = true
    layer.opaque = true
    layer.backgroundColor = ImageView.defaultPlaceholder
  }

  public static let methods = MethodInfo.common

  /// An image view is blank only once it has a URL to show (an empty one is a placeholder
  /// by design).
  public var expectsContent: Bool { !url.isEmpty }

  public func drawContent() -> DrawContent? {
    .image(
      ImageDrawing(
        image: image, placeholder: placeholder, contentMode: contentMode,
        cornerRadius: imageCornerRadius))
  }

  /// The image view called `name`, if there is one.
  static func named(_ name: String, in engine: Engine) -> ImageView? {
    engine.views[name] as? ImageView
  }
}
