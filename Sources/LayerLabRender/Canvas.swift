import CPangoCairo

/// An ARGB32 cairo surface and a context drawing into it in points (the context is scaled by
/// the device scale), destroyed together when the canvas goes away.
///
/// Why a class of its own: label renders, cell renders and screen composites all need the same
/// "make a surface, check cairo's status, draw, check again, copy out" sequence, and tying the
/// two cairo objects to a Swift lifetime means no early `throw` can leak them.
final class Canvas {
  /// The image surface.
  let surface: OpaquePointer
  /// The context drawing into `surface`.
  let cr: OpaquePointer
  /// The buffer the surface draws into, when it is a renderer's scratch: held so it outlives
  /// the surface.
  private let scratch: SurfaceScratch?

  /// Creates a transparent surface of `width` x `height` pixels and a context scaled by
  /// `scale`, drawing into `scratch`'s buffer when one is given and the size fits it. The
  /// size must already have passed `RenderSpec.pixelSize`.
  init(
    pixelWidth width: Int, pixelHeight height: Int, scale: Double, scratch: SurfaceScratch? = nil
  ) throws(RenderError) {
    let rowBytes = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(clamping: width)))
    let (bytes, overflow) = rowBytes.multipliedReportingOverflow(by: height)
    let buffer = overflow || rowBytes <= 0 ? nil : scratch?.cleared(bytes: bytes)
    let made =
      buffer.map {
        cairo_image_surface_create_for_data(
          $0.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(clamping: width),
          Int32(clamping: height), Int32(clamping: rowBytes))
      }
      ?? cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(clamping: width), Int32(clamping: height))
    guard let surface = made else {
      throw RenderError("cannot create a surface; free memory or render a smaller size")
    }
    self.scratch = buffer == nil ? nil : scratch
    let surfaceStatus = cairo_surface_status(surface)
    guard surfaceStatus == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw RenderError.cairo("creating the surface", status: surfaceStatus, fix: "render smaller")
    }
    guard let cr = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      throw RenderError("cannot create a cairo context; free memory and retry")
    }
    self.surface = surface
    self.cr = cr
    cairo_scale(cr, scale, scale)
  }

  deinit {
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
  }

  /// Throws when cairo recorded an error while drawing (typically out of memory for a
  /// group or a glyph cache); cairo otherwise fails silently and the image would be blank.
  func checkStatus() throws(RenderError) {
    let status = cairo_status(cr)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError.cairo("drawing", status: status, fix: "render a smaller size")
    }
  }

  /// Flushes the surface and copies it into an immutable image.
  func makeImage() throws(RenderError) -> RenderedImage {
    cairo_surface_flush(surface)
    return try RenderedImage(copying: surface)
  }

  /// The `YYAsyncLayer` fill of an opaque layer `width` × `height` points: white under a
  /// missing or translucent background, then the background; nothing for a layer that is not
  /// opaque, whose background the compositor draws (drawing it here too would double it).
  /// Returns how many times it filled the whole box (0, 1 or 2), for a caller that prices the
  /// fills.
  @discardableResult
  func fillLayer(width: Double, height: Double, opaque: Bool, background: Color?) -> Int {
    guard opaque else { return 0 }
    let box = Rect(x: 0, y: 0, width: width, height: height)
    if (background?.a ?? 0) < 255 { fill(box, .white) }
    if let background { fill(box, background) }
    return Self.layerFills(opaque: opaque, background: background)
  }

  /// How many whole-box fills `fillLayer` makes for a layer (0, 1 or 2): white under a missing
  /// or translucent background, then the background. An undrawn render counts them here.
  static func layerFills(opaque: Bool, background: Color?) -> Int {
    guard opaque else { return 0 }
    return ((background?.a ?? 0) < 255 ? 1 : 0) + (background == nil ? 0 : 1)
  }

  /// Fills a rectangle given in points with a colour, using the OVER operator.
  func fill(_ rect: Rect, _ color: Color) {
    guard !rect.isEmpty else { return }
    color.setSource(cr)
    cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
    cairo_fill(cr)
  }

  /// A pixel centre near `x`, so one-pixel lines are crisp instead of smeared over two.
  static func crisp(_ x: Double) -> Double {
    x.rounded(.down) + 0.5
  }
}
