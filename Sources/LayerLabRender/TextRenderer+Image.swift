import CPangoCairo

/// Image views: decode a PNG or a JPEG from memory and draw it scaled into the layer, or draw the
/// placeholder, timing each step like a label render.
///
/// Why the decode is part of the render: AsyncDraw's `ADOperation` decodes the downloaded data
/// inside the draw operation, on its queue, so the simulated pipeline must charge the decode
/// to the draw that needed it. No fonts are used, so the renderer's Pango state is untouched.
extension TextRenderer {
  /// Renders an image view. Stages: `context` (surface plus the opaque fill, as `render`), the
  /// passes "decode" (the picture into a cairo surface; 0 µs without an image) and "draw" (the
  /// placeholder colour, then the image scaled with cairo's GOOD filter, or the placeholder's
  /// picture mark), then `image` (the copy). `layout` is 0, as are the glyph and line counts.
  ///
  /// Throws, and never traps, for the sizes `render` refuses and for bytes
  /// that are empty, not a PNG or JPEG, damaged or cut short, or larger than `ImageHeader.maxSide`
  /// pixels a side (checked in the header, before anything is decoded).
  public func renderImage(_ spec: ImageSpec) throws(RenderError) -> RenderOutput {
    let size = try RenderSpec(width: spec.width, height: spec.height, scale: spec.scale)
      .pixelSize()
    if let encoded = spec.encoded { _ = try ImageHeader.check(encoded, name: spec.name) }
    guard drawsPixels else {
      // Undrawn: the bytes are decoded once as a draw would (a damaged picture fails alike),
      // and the passes named as a drawn render's.
      if let encoded = spec.encoded {
        _ = try DecodedImages.shared.image(encoded, name: spec.name)
      }
      return RenderOutput(
        undrawnWidth: size.width, height: size.height,
        timing: RenderTiming(context: 0, layout: 0, text: 0, image: 0), glyphCount: 0,
        lineCount: 0,
        passes: [PassTiming(name: "decode", micros: 0), PassTiming(name: "draw", micros: 0)])
    }
    let start = MonotonicClock.microseconds()
    let canvas = try Canvas(
      pixelWidth: size.width, pixelHeight: size.height, scale: spec.scale, scratch: scratch)
    canvas.fillLayer(
      width: spec.width, height: spec.height, opaque: spec.opaque, background: spec.background)
    if spec.cornerRadius > 0, spec.cornerRadius.isFinite {
      ImageSurfaces.clipRounded(canvas.cr, spec)
    }
    let contextDone = MonotonicClock.microseconds()

    // Untimed (`clock model`): a picture decoded before is drawn from its kept pixels.
    let kept = try spec.encoded.flatMap { encoded throws(RenderError) in
      untimed ? try DecodedImages.shared.image(encoded, name: spec.name) : nil
    }
    let decoded: OpaquePointer?
    if let kept {
      decoded = kept.surface()
    } else if let encoded = spec.encoded {
      decoded = try ImageSurfaces.decodeSurface(encoded, name: spec.name)
    } else {
      decoded = nil
    }
    defer {
      if let decoded { cairo_surface_destroy(decoded) }
      withExtendedLifetime(kept) {}
    }
    // Exactly 0 without an image, so a placeholder draw is never charged for a decode.
    let decodeDone = decoded == nil ? contextDone : MonotonicClock.microseconds()

    if let decoded {
      ImageSurfaces.draw(decoded, on: canvas, spec)
    } else {
      canvas.fill(Rect(x: 0, y: 0, width: spec.width, height: spec.height), spec.placeholder)
      ImageSurfaces.drawMark(canvas.cr, spec)
    }
    try canvas.checkStatus()
    let drawDone = MonotonicClock.microseconds()
    let image = try canvas.makeImage()
    let imageDone = MonotonicClock.microseconds()

    let passes = [
      PassTiming(name: "decode", micros: decodeDone - contextDone),
      PassTiming(name: "draw", micros: drawDone - decodeDone),
    ]
    let timing = RenderTiming(
      context: contextDone - start, layout: 0, text: PassTiming.total(passes),
      image: imageDone - drawDone)
    return RenderOutput(
      image: image, timing: timing, glyphCount: 0, lineCount: 0, passes: passes,
      highlightRects: [], layoutCacheHit: false)
  }
}
