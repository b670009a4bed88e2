/// Where a contents bitmap lands inside its layer: the one answer the GPU model (what is read
/// and whether it is scaled) and the screen composite (what is drawn) must agree on.
extension ContentsGravity {
  /// The rectangle, in points, that a `pixelWidth` × `pixelHeight` bitmap made at `scale`
  /// covers in `frame` under this gravity (CALayer.h: `resize` stretches to the bounds,
  /// `resizeAspect` fits inside, `resizeAspectFill` fills and overflows, `center` and `top`
  /// keep the bitmap's own size). It may extend past `frame`; `masksToBounds` cuts it.
  ///
  /// A bitmap with no pixels, or a frame with no area, gives `frame` unchanged: nothing is
  /// drawn there either way, and callers need no special case.
  public func contentRect(in frame: Rect, pixelWidth: Int, pixelHeight: Int, scale: Double)
    -> Rect
  {
    guard pixelWidth > 0, pixelHeight > 0, scale > 0, !frame.isEmpty else { return frame }
    let natural = (width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)
    let size: (width: Double, height: Double)
    switch self {
    case .resize:
      return frame
    case .resizeAspect, .resizeAspectFill:
      let fit = (frame.width / natural.width, frame.height / natural.height)
      let factor = self == .resizeAspect ? min(fit.0, fit.1) : max(fit.0, fit.1)
      size = (natural.width * factor, natural.height * factor)
    case .center, .top:
      size = natural
    }
    let x = frame.x + (frame.width - size.width) / 2
    let y = self == .top ? frame.y : frame.y + (frame.height - size.height) / 2
    return Rect(x: x, y: y, width: size.width, height: size.height)
  }
}
