import CPangoCairo

/// Image views: decode a PNG from memory and draw it scaled into the layer, or draw the
/// placeholder, timing each step like a label render.
///
/// Why the decode is part of the render: AsyncDraw's `ADOperation` decodes the downloaded data
/// inside the draw operation, on its queue, so the simulated pipeline must charge the decode
/// to the draw that needed it. No fonts are used, so the renderer's Pango state is untouched.
extension TextRenderer {
  /// Renders an image view. Stages: `context` (surface plus the opaque fill, as `render`), the
  /// passes "decode" (the PNG into a cairo surface; 0 µs without an image) and "draw" (the
  /// placeholder colour, then the image scaled with cairo's GOOD filter, or the placeholder's
  /// picture mark), then `image` (the copy). `layout` is 0, as are the glyph and line counts.
  ///
  /// Throws, and never traps, for the sizes `render` refuses and for bytes
  /// that are empty, not a PNG, damaged or cut short, or larger than `PNGHeader.maxSide`
  /// pixels a side (checked in the header, before anything is decoded).
  public func renderImage(_ spec: ImageSpec) throws(RenderError) -> RenderOutput {
    let size = try RenderSpec(width: spec.width, height: spec.height, scale: spec.scale)
      .pixelSize()
    if let encoded = spec.encoded { _ = try PNGHeader.check(encoded, name: spec.name) }
    let start = MonotonicClock.microseconds()
    let canvas = try Canvas(
      pixelWidth: size.width, pixelHeight: size.height, scale: spec.scale, scratch: scratch)
    canvas.fillLayer(
      width: spec.width, height: spec.height, opaque: spec.opaque, background: spec.background)
    if spec.cornerRadius > 0, spec.cornerRadius.isFinite { Self.clipRounded(canvas.cr, spec) }
    let contextDone = MonotonicClock.microseconds()

    let decoded: OpaquePointer?
    if let encoded = spec.encoded {
      decoded = try Self.decodeSurface(encoded, name: spec.name)
    } else {
      decoded = nil
    }
    defer { if let decoded { cairo_surface_destroy(decoded) } }
    // Exactly 0 without an image, so a placeholder draw is never charged for a decode.
    let decodeDone = decoded == nil ? contextDone : MonotonicClock.microseconds()

    if let decoded {
      Self.draw(decoded, on: canvas, spec)
    } else {
      canvas.fill(Rect(x: 0, y: 0, width: spec.width, height: spec.height), spec.placeholder)
      Self.drawMark(canvas.cr, spec)
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

  /// Clips to the spec's rounded rectangle, in points (the canvas is scaled).
  static func clipRounded(_ cr: OpaquePointer, _ spec: ImageSpec) {
    let r = min(spec.cornerRadius, spec.width / 2, spec.height / 2)
    let (w, h) = (spec.width, spec.height)
    cairo_new_sub_path(cr)
    cairo_arc(cr, w - r, r, r, -Double.pi / 2, 0)
    cairo_arc(cr, w - r, h - r, r, 0, Double.pi / 2)
    cairo_arc(cr, r, h - r, r, Double.pi / 2, Double.pi)
    cairo_arc(cr, r, r, r, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(cr)
    cairo_clip(cr)
  }

  /// Decodes PNG bytes whose header `PNGHeader.check` accepted into a new cairo image surface,
  /// which the caller destroys. Cairo reads through a callback over the array's own storage, so
  /// nothing is copied first and no state outlives the call; libpng's errors (bad CRCs, bad
  /// zlib data) come back as a surface in an error status, never as a crash.
  static func decodeSurface(_ bytes: [UInt8], name: String) throws(RenderError) -> OpaquePointer {
    let (surface, ranOut) = bytes.withUnsafeBytes { raw in
      var stream = PNGStream(bytes: raw)
      let surface = withUnsafeMutablePointer(to: &stream) { pointer in
        cairo_image_surface_create_from_png_stream(
          { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
            return closure.assumingMemoryBound(to: PNGStream.self).pointee
              .read(into: data, count: Int(length))
          }, pointer)
      }
      return (surface, stream.ranOut)
    }
    let image = PNGHeader.label(name)
    guard let surface else {
      throw RenderError("\(image) could not be decoded: cairo returned nothing; free memory")
    }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      let problem = ranOut ? "it is cut short after \(bytes.count) bytes" : "its data is corrupt"
      throw RenderError("\(image) is a damaged png (\(problem)); re-export it as .png")
    }
    guard cairo_image_surface_get_width(surface) > 0, cairo_image_surface_get_height(surface) > 0
    else {
      cairo_surface_destroy(surface)
      throw RenderError("\(image) decoded to no pixels; re-export it as .png")
    }
    return surface
  }

  /// Draws a decoded image where `ImageSpec.placement` puts it. The placeholder goes under it
  /// unless an opaque image covers the whole box anyway. PAD extension keeps the image's edges
  /// from fading into transparency when the GOOD filter samples past them while upscaling.
  private static func draw(_ surface: OpaquePointer, on canvas: Canvas, _ spec: ImageSpec) {
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let place = spec.placement(imageWidth: width, imageHeight: height)
    let box = Rect(x: 0, y: 0, width: spec.width, height: spec.height)
    let opaqueImage = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
    if spec.contentMode == .aspectFit || !opaqueImage {
      canvas.fill(box, spec.placeholder)
    }
    let cr = canvas.cr
    cairo_save(cr)
    cairo_translate(cr, place.x, place.y)
    cairo_scale(cr, place.width / Double(width), place.height / Double(height))
    cairo_set_source_surface(cr, surface, 0, 0)
    if let pattern = cairo_get_source(cr) {
      cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    }
    cairo_rectangle(cr, 0, 0, Double(width), Double(height))
    cairo_fill(cr)
    cairo_restore(cr)
  }

  /// A light picture glyph centred on the placeholder (a rounded frame, a sun, a hill line) so
  /// empty image views are recognisable in screenshots. It is a darker shade of the
  /// placeholder, or a lighter one on dark placeholders, and is left out below 8 pt.
  private static func drawMark(_ cr: OpaquePointer, _ spec: ImageSpec) {
    let side = min(spec.width, spec.height) * 0.4
    guard side >= 8 else { return }
    let base = spec.placeholder.unit
    let luminance = 0.2126 * base.r + 0.7152 * base.g + 0.0722 * base.b
    let shade: (Double) -> Double = luminance < 0.3 ? { $0 + (1 - $0) * 0.3 } : { $0 * 0.78 }
    cairo_set_source_rgba(cr, shade(base.r), shade(base.g), shade(base.b), base.a)
    let frameWidth = side
    let frameHeight = side * 0.78
    let x = (spec.width - frameWidth) / 2
    let y = (spec.height - frameHeight) / 2
    let radius = side * 0.12
    cairo_set_line_width(cr, max(1 / spec.scale, side / 18))
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    cairo_new_path(cr)
    cairo_arc(cr, x + frameWidth - radius, y + radius, radius, -Double.pi / 2, 0)
    cairo_arc(cr, x + frameWidth - radius, y + frameHeight - radius, radius, 0, Double.pi / 2)
    cairo_arc(cr, x + radius, y + frameHeight - radius, radius, Double.pi / 2, Double.pi)
    cairo_arc(cr, x + radius, y + radius, radius, Double.pi, 1.5 * Double.pi)
    cairo_close_path(cr)
    cairo_stroke(cr)
    let hill: [(Double, Double)] = [
      (0.14, 0.8), (0.42, 0.5), (0.6, 0.68), (0.72, 0.57), (0.86, 0.8),
    ]
    for (index, point) in hill.enumerated() {
      let px = x + frameWidth * point.0
      let py = y + frameHeight * point.1
      if index == 0 { cairo_move_to(cr, px, py) } else { cairo_line_to(cr, px, py) }
    }
    cairo_stroke(cr)
    cairo_new_sub_path(cr)
    cairo_arc(cr, x + frameWidth * 0.32, y + frameHeight * 0.32, side * 0.08, 0, 2 * Double.pi)
    cairo_fill(cr)
  }
}

/// Cairo's read position in a PNG held in memory.
private struct PNGStream {
  /// The encoded bytes, borrowed for the duration of one decode.
  let bytes: UnsafeRawBufferPointer
  /// How many bytes cairo has read so far.
  var offset = 0
  /// Set when cairo asked for more bytes than are left: the PNG is cut short.
  var ranOut = false

  /// Copies the next `count` bytes to `target`, or reports a read error when fewer are left
  /// (cairo then abandons the decode).
  mutating func read(into target: UnsafeMutablePointer<UInt8>, count: Int) -> cairo_status_t {
    guard count >= 0, count <= bytes.count - offset else {
      ranOut = true
      return CAIRO_STATUS_READ_ERROR
    }
    if count > 0, let base = bytes.baseAddress {
      UnsafeMutableRawPointer(target).copyMemory(from: base + offset, byteCount: count)
    }
    offset += count
    return CAIRO_STATUS_SUCCESS
  }
}
