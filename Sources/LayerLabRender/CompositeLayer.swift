/// One layer of a composited screen: an optional rendered bitmap, where it sits, and an
/// optional background colour under it.
///
/// Why composite at all: the simulation decides which layers show what after a frame (fresh
/// contents, stale contents, a blank reused cell), and a picture of the whole screen shows a
/// person those decisions at a glance; the render server's job, reduced to "paint the layers in
/// order", is enough for that.
public struct CompositeLayer: Sendable {
  /// The layer's contents, already at device scale (a `RenderOutput.image`); nil for a layer
  /// with no contents yet, which shows only its background.
  public var image: RenderedImage?
  /// Where the layer sits, in points, in screen coordinates. The background fills it.
  public var frame: Rect
  /// Where the image is drawn, in points (the frame fitted by `contentsGravity`); the image is
  /// scaled to fill it. Nil puts the image's top left at the frame's origin, unscaled.
  public var contentRect: Rect?
  /// The effective opacity, 0…1 (the product of the layer's and its ancestors' alpha: each
  /// layer is faded on its own, not flattened as group opacity would).
  public var alpha = 1.0
  /// Rounds the background's corners, and the image's when `masksToBounds`.
  public var cornerRadius = 0.0
  /// Cuts the image to the frame (rounded by `cornerRadius`).
  public var masksToBounds = false
  /// A shadow drawn under the layer, or nil.
  public var shadow: CompositeShadow?
  /// `CALayer.backgroundColor`, filled in `frame` before the image; nil fills nothing, so the
  /// layers below (or the page) show through.
  public var background: Color?
  /// A superlayer's bounds the layer is cut to (`masksToBounds`: a table's cells stay inside
  /// the table), in screen points; nil for none.
  public var clip: Rect?

  /// Creates a layer; without an image and background it draws nothing.
  public init(
    image: RenderedImage? = nil, frame: Rect, background: Color? = nil, clip: Rect? = nil,
    contentRect: Rect? = nil, alpha: Double = 1, cornerRadius: Double = 0,
    masksToBounds: Bool = false, shadow: CompositeShadow? = nil
  ) {
    self.image = image
    self.frame = frame
    self.background = background
    self.clip = clip
    self.contentRect = contentRect
    self.alpha = alpha
    self.cornerRadius = cornerRadius
    self.masksToBounds = masksToBounds
    self.shadow = shadow
  }

  /// Checks that the frame can be drawn; `index` names the layer in the
  /// message.
  func validate(index: Int) throws(RenderError) {
    guard frame.isFinite, contentRect?.isFinite ?? true else {
      throw RenderError("layer \(index) frame \(frame) is not finite; use finite points")
    }
  }

  /// The radius that fits the frame (cairo's arcs need one no larger than half a side).
  var fittedRadius: Double {
    guard cornerRadius.isFinite, cornerRadius > 0 else { return 0 }
    return min(cornerRadius, frame.width / 2, frame.height / 2)
  }

  /// The opacity as a fraction in 0…1 (NaN counts as opaque).
  var unitAlpha: Double { alpha.isNaN ? 1 : min(max(alpha, 0), 1) }

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
