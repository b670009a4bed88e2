/// One drawing job: a box in points, a device scale, the layer's fill rules and optional text.
///
/// Why it mirrors `YYAsyncLayer` instead of being a generic canvas: the workbench simulates the
/// iOS redraw pipeline, where a layer's `display` makes a bitmap context the size of its bounds
/// at the screen scale, fills it if the layer is opaque, and draws a label into it. Keeping the
/// spec that narrow makes renders comparable with what a device would do, and keeps it a value
/// the model can diff and cache by.
public struct RenderSpec: Sendable, Equatable, Hashable {
  /// Box width in points.
  public var width: Double
  /// Box height in points.
  public var height: Double
  /// Device scale (2 = @2x); the bitmap is `ceil(width*scale) x ceil(height*scale)` pixels.
  public var scale: Double
  /// `CALayer.opaque`: when true the contents are filled (white under a translucent or missing
  /// background, then the background); when false nothing is filled, because the compositor
  /// draws a layer's background colour itself.
  public var opaque: Bool
  /// The layer's background colour, drawn into the contents only when `opaque`.
  public var background: Color?
  /// The label drawn on top; nil draws nothing but the fill.
  public var text: LabelDrawing?

  /// Creates a spec. The defaults are a plain `UILabel` on an @2x screen: not opaque, no
  /// background.
  public init(
    width: Double,
    height: Double,
    scale: Double = 2,
    opaque: Bool = false,
    background: Color? = nil,
    text: LabelDrawing? = nil
  ) {
    self.width = width
    self.height = height
    self.scale = scale
    self.opaque = opaque
    self.background = background
    self.text = text
  }

  /// Cairo refuses image surfaces wider or taller than this many pixels.
  public static let maxPixelDimension = 32_767

  /// The bitmap size in pixels, `ceil(points * scale)` per side, after checking that the spec
  /// can be drawn at all. Why it throws instead of clamping: a silently shrunk bitmap would make
  /// memory and timing numbers lie, so a bad size must reach the user.
  ///
  /// A tolerance of 1e-9 pixel keeps floating-point noise (e.g. `0.1 * 3 = 0.30000000000000004`
  /// pt at a scale that should land on a whole pixel) from adding a pixel row.
  public func pixelSize(maxPixels: Int = TextRenderer.maxPixels) throws(RenderError) -> (
    width: Int, height: Int
  ) {
    guard width.isFinite, height.isFinite, scale.isFinite else {
      throw RenderError(
        "size \(width) x \(height) pt at scale \(scale) is not finite; use finite numbers")
    }
    guard scale > 0 else {
      throw RenderError("scale \(scale) is not positive; use a scale such as 1, 2 or 3")
    }
    let limit = Double(Self.maxPixelDimension)
    let pixelWidth = Self.pixels(width * scale)
    let pixelHeight = Self.pixels(height * scale)
    guard pixelWidth >= 1, pixelHeight >= 1 else {
      throw RenderError(
        "size \(width) x \(height) pt at scale \(scale) has no pixels; "
          + "use a width and height of at least one pixel")
    }
    guard pixelWidth <= limit, pixelHeight <= limit else {
      throw RenderError(
        "image of \(Self.describe(pixelWidth)) x \(Self.describe(pixelHeight)) px is too large; "
          + "keep each side at most \(Self.maxPixelDimension) px")
    }
    let area = Int(pixelWidth) * Int(pixelHeight)
    guard area <= maxPixels else {
      throw RenderError(
        "image of \(Int(pixelWidth)) x \(Int(pixelHeight)) px exceeds the limit of \(maxPixels) "
          + "px; use a smaller size or scale")
    }
    return (Int(pixelWidth), Int(pixelHeight))
  }

  /// Rounds a pixel extent up, forgiving floating-point noise just above a whole number. The
  /// result stays a Double so that huge values can be reported before any Int conversion, which
  /// would trap.
  private static func pixels(_ extent: Double) -> Double {
    (extent - 1e-9).rounded(.up)
  }

  /// Prints a pixel count that may exceed `Int`'s range without converting it.
  private static func describe(_ pixels: Double) -> String {
    pixels < 1e15 ? String(Int(pixels)) : String(pixels)
  }
}
