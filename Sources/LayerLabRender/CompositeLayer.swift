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
  /// Where the layer sits, in points, in screen coordinates. The background fills it; the
  /// image's top left is put at its origin and the image is not scaled or cut to it.
  public var frame: Rect
  /// `CALayer.backgroundColor`, filled in `frame` before the image; nil fills nothing, so the
  /// layers below (or the page) show through.
  public var background: Color?
  /// A superlayer's bounds the layer is cut to (`masksToBounds`: a table's cells stay inside
  /// the table), in screen points; nil for none.
  public var clip: Rect?

  /// Creates a layer; without an image and background it draws nothing.
  public init(
    image: RenderedImage? = nil, frame: Rect, background: Color? = nil, clip: Rect? = nil
  ) {
    self.image = image
    self.frame = frame
    self.background = background
    self.clip = clip
  }

  /// Checks that the frame can be drawn; `index` names the layer in the
  /// message.
  func validate(index: Int) throws(RenderError) {
    guard frame.isFinite else {
      throw RenderError("layer \(index) frame \(frame) is not finite; use finite points")
    }
  }

  /// The device-pixel position of the image's top left corner: the frame's origin times the
  /// scale, rounded to the nearest pixel. Why rounded: a bitmap drawn at a fractional pixel
  /// offset is resampled and goes soft, which the render server avoids by aligning contents to
  /// pixels as well. Nil when the origin is so far off screen that it cannot matter.
  func imageOrigin(scale: Double) -> (x: Int, y: Int)? {
    let x = (frame.x * scale).rounded()
    let y = (frame.y * scale).rounded()
    let limit = Double(RenderSpec.maxPixelDimension) * 2
    guard abs(x) <= limit, abs(y) <= limit else { return nil }
    return (Int(x), Int(y))
  }
}
