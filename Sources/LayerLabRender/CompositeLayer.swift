/// One layer of a composited screen: an optional rendered bitmap, where it sits, and an
/// optional background colour under it.
///
/// Why composite at all: the simulation decides which layers show what after a frame (fresh
/// contents, stale contents, a blank reused cell), and a picture of the whole screen shows a
/// person those decisions at a glance; the render server's job, reduced to "paint the layers in
/// order", is enough for that.
///
/// Its look is the layer's own `LayerStyle`, the value the model keeps, not a copy of its
/// fields: a new compositing property reaches the composite without a conversion to update.
public struct CompositeLayer: Sendable {
  /// The layer's contents, already at device scale (a `RenderOutput.image`); nil for a layer
  /// with no contents yet, which shows only its background.
  public var image: RenderedImage?
  /// Where the layer sits, in points, in screen coordinates. The background fills it.
  public var frame: Rect
  /// `CALayer.backgroundColor`, filled in `frame` before the image; nil fills nothing, so the
  /// layers below (or the page) show through.
  public var background: Color?
  /// The superlayer bounds the layer is cut to (its own `clip` and every `masksToBounds`
  /// ancestor's: a table's cells stay inside the table), in screen points; nil for none.
  public var clip: Rect?
  /// The product of the ancestors' alpha, 0…1: each layer is faded by it times its own
  /// `style.alpha`, on its own, not flattened as group opacity would.
  public var inheritedAlpha = 1.0
  /// Opacity, corners, masking, shadow and gravity, as the model has them.
  public var style: LayerStyle

  /// Creates a layer; without an image and background it draws nothing.
  public init(
    image: RenderedImage? = nil, frame: Rect, background: Color? = nil, clip: Rect? = nil,
    inheritedAlpha: Double = 1, style: LayerStyle = LayerStyle()
  ) {
    self.image = image
    self.frame = frame
    self.background = background
    self.clip = clip
    self.inheritedAlpha = inheritedAlpha
    self.style = style
  }

  /// Where `image` is drawn, in points: the frame fitted by `contentsGravity` (the default
  /// `resize` stretches a reused cell's old bitmap to its new bounds, as the GPU does).
  func contentRect(of image: RenderedImage, scale: Double) -> Rect {
    style.contentsGravity.contentRect(
      in: frame, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, scale: scale)
  }

  /// Checks that the frame can be drawn; `index` names the layer in the
  /// message.
  func validate(index: Int) throws(RenderError) {
    guard frame.isFinite else {
      throw RenderError("layer \(index) frame \(frame) is not finite; use finite points")
    }
  }

  /// The radius that fits the frame (cairo's arcs need one no larger than half a side).
  var fittedRadius: Double {
    let radius = style.cornerRadius
    guard radius.isFinite, radius > 0 else { return 0 }
    return min(radius, frame.width / 2, frame.height / 2)
  }

  /// The effective opacity in 0…1: the layer's own times its ancestors' (NaN counts as
  /// opaque).
  var unitAlpha: Double {
    let inherited = inheritedAlpha.isNaN ? 1 : min(max(inheritedAlpha, 0), 1)
    return style.unitAlpha * inherited
  }

  /// The device-pixel position of `rect`'s top left corner: its origin times the scale,
  /// rounded to the nearest pixel. Why rounded: a bitmap drawn at a fractional pixel offset
  /// is resampled and goes soft, which the render server avoids by aligning contents to
  /// pixels as well. Nil when the origin is so far off screen that it cannot matter.
  static func pixelOrigin(of rect: Rect, scale: Double) -> (x: Int, y: Int)? {
    let x = (rect.x * scale).rounded()
    let y = (rect.y * scale).rounded()
    let limit = Double(RenderSpec.maxPixelDimension) * 2
    guard abs(x) <= limit, abs(y) <= limit else { return nil }
    return (Int(x), Int(y))
  }
}
