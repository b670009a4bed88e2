/// How an image is fitted into its layer, as `UIView.ContentMode`'s three scaling modes.
public enum ImageFit: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Scales to cover the layer, keeping the aspect ratio, centred; the overflow is cropped.
  case aspectFill
  /// Scales to fit inside the layer, keeping the aspect ratio, centred; the bars left over show
  /// the placeholder colour.
  case aspectFit
  /// Stretches to the layer's size in each direction.
  case fill
}

/// One image view's draw: a box in points, a device scale, the layer's fill rules, and a PNG
/// to decode and draw scaled into it, or none for the placeholder.
///
/// Why it carries the encoded bytes and not a decoded bitmap: AsyncDraw's `ADImageView` keeps
/// the downloaded data and decodes it in the draw operation, off the main thread, which is the
/// cost the workbench prices; handing over decoded pixels would hide it.
public struct ImageSpec: Sendable, Equatable, Hashable {
  /// Box width in points.
  public var width: Double
  /// Box height in points.
  public var height: Double
  /// Device scale; the bitmap is `ceil(width*scale) x ceil(height*scale)` pixels.
  public var scale: Double
  /// `CALayer.opaque`, as in `RenderSpec`: when true the contents are filled first (white
  /// under a translucent or missing background, then the background).
  public var opaque: Bool
  /// The layer's background colour, drawn only when `opaque`.
  public var background: Color?
  /// The PNG to draw; nil draws the placeholder with a picture mark.
  public var encoded: [UInt8]?
  /// The colour under the image: the whole layer for a placeholder, the bars of `aspectFit`.
  public var placeholder: Color
  /// How the image is scaled into the box.
  public var contentMode: ImageFit
  /// Where the image came from (its URL or file name), only for error messages.
  public var name: String
  /// `layer.cornerRadius` with `masksToBounds`: everything is cut to a rounded rectangle (a
  /// circle for half the side, as a VVebo avatar); 0 for square corners.
  public var cornerRadius: Double

  /// Creates a spec; the defaults are a transparent @2x layer with a light grey placeholder,
  /// filled like `UIImageView` with `.scaleAspectFill`.
  public init(
    width: Double,
    height: Double,
    scale: Double = 2,
    opaque: Bool = false,
    background: Color? = nil,
    encoded: [UInt8]? = nil,
    placeholder: Color = Color(r: 230, g: 230, b: 230),
    contentMode: ImageFit = .aspectFill,
    name: String = "",
    cornerRadius: Double = 0
  ) {
    self.cornerRadius = cornerRadius
    self.width = width
    self.height = height
    self.scale = scale
    self.opaque = opaque
    self.background = background
    self.encoded = encoded
    self.placeholder = placeholder
    self.contentMode = contentMode
    self.name = name
  }

  /// Where an image of `imageWidth` x `imageHeight` pixels lands in the box, in points: its
  /// top left and its size after scaling. Why it is public: tests and the model can predict
  /// letterbox bars and crops without reading pixels.
  public func placement(imageWidth: Int, imageHeight: Int) -> Rect {
    let pixelWidth = Double(max(imageWidth, 1))
    let pixelHeight = Double(max(imageHeight, 1))
    let scaleX = width / pixelWidth
    let scaleY = height / pixelHeight
    let drawnWidth: Double
    let drawnHeight: Double
    switch contentMode {
    case .fill:
      return Rect(x: 0, y: 0, width: width, height: height)
    case .aspectFit:
      let factor = min(scaleX, scaleY)
      drawnWidth = pixelWidth * factor
      drawnHeight = pixelHeight * factor
    case .aspectFill:
      let factor = max(scaleX, scaleY)
      drawnWidth = pixelWidth * factor
      drawnHeight = pixelHeight * factor
    }
    return Rect(
      x: (width - drawnWidth) / 2, y: (height - drawnHeight) / 2, width: drawnWidth,
      height: drawnHeight)
  }
}
