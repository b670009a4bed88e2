import CJPEG
import CPangoCairo

/// A picture's Cairo work behind `renderImage`: decoding a PNG or a JPEG held in memory into a
/// surface (refusing bytes that are neither, damaged, cut short or too large before decoding), and
/// drawing it — or the placeholder's picture mark — scaled and clipped to the layer's rounded
/// corners. No fonts: the renderer's Pango state is untouched.
public enum ImageSurfaces {
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

  /// Decodes picture bytes whose header `ImageHeader.check` accepted into a new cairo image
  /// surface, which the caller destroys.
  static func decodeSurface(_ bytes: [UInt8], name: String) throws(RenderError) -> OpaquePointer {
    switch ImageFormat(sniffing: bytes) {
    case .png: try decodePNG(bytes, name: name)
    case .jpeg: try decodeJPEG(bytes, name: name)
    }
  }

  /// Decodes a JPEG with libjpeg-turbo straight into an opaque (RGB24) surface of its header's
  /// size. libjpeg's warnings (a file cut short, corrupt entropy data: it fills the rest grey)
  /// are refused as damage, as libpng's checksum errors are.
  static func decodeJPEG(_ bytes: [UInt8], name: String) throws(RenderError) -> OpaquePointer {
    let size = try JPEGHeader.check(bytes, name: name)
    let image = ImageHeader.label(name)
    guard
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_RGB24, Int32(size.width), Int32(size.height))
    else {
      throw RenderError("\(image) could not be decoded: cairo returned nothing; free memory")
    }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let pixels = cairo_image_surface_get_data(surface)
    else {
      cairo_surface_destroy(surface)
      throw RenderError("\(image) could not be decoded: no memory for its pixels; free memory")
    }
    cairo_surface_flush(surface)
    var message = [CChar](repeating: 0, count: 200)
    let code = bytes.withUnsafeBufferPointer { buffer in
      lljpeg_decode_bgrx(
        buffer.baseAddress, buffer.count, pixels, Int32(size.width), Int32(size.height),
        cairo_image_surface_get_stride(surface), &message)
    }
    cairo_surface_mark_dirty(surface)
    guard code == Int32(LLJPEG_OK) else {
      cairo_surface_destroy(surface)
      let problem =
        switch code {
        case Int32(LLJPEG_UNSUPPORTED_COLOR): "its colour space has no rgb decode"
        case Int32(LLJPEG_TOO_MANY_SCANS): "it has more than \(LLJPEG_MAX_SCANS) scans"
        default: JPEGHeader.reason(message, or: "its data is corrupt")
        }
      throw RenderError("\(image) is a damaged jpeg (\(problem)); re-export it as .jpg")
    }
    return surface
  }

  /// Decodes PNG bytes whose header `PNGHeader.check` accepted into a new cairo image surface,
  /// which the caller destroys. Cairo reads through a callback over the array's own storage, so
  /// nothing is copied first and no state outlives the call; libpng's errors (bad CRCs, bad
  /// zlib data) come back as a surface in an error status, never as a crash.
  static func decodePNG(_ bytes: [UInt8], name: String) throws(RenderError) -> OpaquePointer {
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
    let image = ImageHeader.label(name)
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

  /// Decodes `bytes` once and throws away the pixels: a stream whose chunks and checksums are
  /// right but whose image data does not decode (written so by a broken encoder) is refused
  /// when the file is loaded, with its name, instead of leaving a draw `cleared` later.
  public static func checkDecodes(_ bytes: [UInt8], name: String) throws(RenderError) {
    cairo_surface_destroy(try decodeSurface(bytes, name: name))
  }

  /// Draws a decoded image where `ImageSpec.placement` puts it. The placeholder goes under it
  /// unless an opaque image covers the whole box anyway. PAD extension keeps the image's edges
  /// from fading into transparency when the GOOD filter samples past them while upscaling.
  static func draw(_ surface: OpaquePointer, on canvas: Canvas, _ spec: ImageSpec) {
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
  static func drawMark(_ cr: OpaquePointer, _ spec: ImageSpec) {
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
