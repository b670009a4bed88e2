import CPangoCairo

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// PNG encoding and decoding through cairo's own PNG code.
///
/// Encoding gives bytes, never a file: writing files (the checks on the destination, the
/// temporary file, fsync and rename) is the shell's `AtomicFile`, one writer for every output,
/// so this library carries no policy about what may be replaced.
///
/// Why cairo and not a Swift encoder: cairo writes exactly the pixels it drew (including the
/// un-premultiply step), it is already linked, and a decoded file comes back in the same
/// ARGB32 layout the renderer produces, so round-trip tests compare bytes, not colours.
extension RenderedImage {
  /// Encodes the image as PNG bytes (`cairo_surface_write_to_png_stream`). Opaque images are
  /// written as RGB, others as RGBA; zlib makes this about 40 times slower than a render, which
  /// is why it is never part of `RenderTiming`.
  public func pngData() throws(RenderError) -> [UInt8] {
    let surface = try makeSurface()
    defer { cairo_surface_destroy(surface) }
    var output: [UInt8] = []
    let status = withUnsafeMutablePointer(to: &output) { sink in
      cairo_surface_write_to_png_stream(
        surface,
        { closure, data, length in
          guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
          let sink = closure.assumingMemoryBound(to: [UInt8].self)
          sink.pointee.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
          return CAIRO_STATUS_SUCCESS
        }, sink)
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError.cairo("png encoding", status: status, fix: "free memory and retry")
    }
    return output
  }

  /// Reads a PNG file (`cairo_image_surface_create_from_png`) into an ARGB32 image. Why it
  /// exists: tests and golden-image checks compare rendered output with files on disk.
  public static func decodePNG(path: String) throws(RenderError) -> RenderedImage {
    try checkSignature(path: path)
    guard let loaded = cairo_image_surface_create_from_png(path) else {
      throw RenderError("cannot read '\(path)': cairo returned no surface; free memory and retry")
    }
    defer { cairo_surface_destroy(loaded) }
    let status = cairo_surface_status(loaded)
    guard status == CAIRO_STATUS_SUCCESS else {
      let reason: String
      switch status {
      case CAIRO_STATUS_FILE_NOT_FOUND: reason = "no such file; check the path"
      case CAIRO_STATUS_READ_ERROR, CAIRO_STATUS_PNG_ERROR, CAIRO_STATUS_NO_MEMORY:
        // cairo 1.16 reports every libpng error, a truncated file included, as NO_MEMORY.
        reason = "the png is damaged or too large to load; pass an intact png"
      default:
        reason =
          (cairo_status_to_string(status).map { String(cString: $0) } ?? "unknown error")
          + "; pass a png file"
      }
      throw RenderError("cannot read '\(path)': \(reason)")
    }
    let format = cairo_image_surface_get_format(loaded)
    if format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 {
      cairo_surface_flush(loaded)
      return try RenderedImage(copying: loaded)
    }
    return try convertedToARGB32(loaded, path: path)
  }

  /// Opens the file and checks the PNG signature before cairo sees it. Why: cairo 1.16 reports
  /// "out of memory" for a file that is simply not a PNG, and "file not found" without saying
  /// whether the file is missing or unreadable; `errno` tells the user which.
  private static func checkSignature(path: String) throws(RenderError) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw RenderError.io("read", path: path, errno: errno) }
    defer { close(descriptor) }
    var header = [UInt8](repeating: 0, count: PNGHeader.signature.count)
    let count = header.withUnsafeMutableBytes { raw in
      raw.baseAddress.map { read(descriptor, $0, raw.count) } ?? -1
    }
    if count < 0 { throw RenderError.io("read", path: path, errno: errno) }
    guard count == PNGHeader.signature.count, header == PNGHeader.signature else {
      throw RenderError("cannot read '\(path)': not a png file; pass a png file")
    }
  }

  /// Paints a surface of any other format onto a fresh ARGB32 one (cairo converts on the way)
  /// and copies that.
  private static func convertedToARGB32(_ loaded: OpaquePointer, path: String)
    throws(RenderError) -> RenderedImage
  {
    let width = cairo_image_surface_get_width(loaded)
    let height = cairo_image_surface_get_height(loaded)
    guard let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
      throw RenderError("cannot read '\(path)': out of memory; use a smaller png")
    }
    defer { cairo_surface_destroy(target) }
    guard cairo_surface_status(target) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(target)
    else {
      throw RenderError("cannot read '\(path)': cannot convert it to argb32; pass an 8-bit png")
    }
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(cr, loaded, 0, 0)
    cairo_paint(cr)
    cairo_destroy(cr)
    cairo_surface_flush(target)
    return try RenderedImage(copying: target)
  }

  /// A new cairo ARGB32 surface holding a copy of the pixels (the caller destroys it). Each
  /// call gets its own surface, so several threads may encode the same image at once.
  private func makeSurface() throws(RenderError) -> OpaquePointer {
    guard
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(clamping: pixelWidth), Int32(clamping: pixelHeight))
    else {
      throw RenderError("png encoding failed: no surface; free memory and retry")
    }
    let status = cairo_surface_status(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard status == CAIRO_STATUS_SUCCESS, stride >= pixelWidth * 4,
      let target = cairo_image_surface_get_data(surface)
    else {
      cairo_surface_destroy(surface)
      throw RenderError.cairo("png encoding", status: status, fix: "use a smaller image")
    }
    cairo_surface_flush(surface)
    let rowBytes = pixelWidth * 4
    bytes.withUnsafeBytes { source in
      guard let base = source.baseAddress else { return }
      for row in 0..<pixelHeight {
        memcpy(target + row * stride, base + row * rowBytes, rowBytes)
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }
}
