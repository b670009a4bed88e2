import CPangoCairo

/// The screen composite: the page colour, then every layer in order, into one screen-sized
/// bitmap.
///
/// Why a static function: compositing uses no fonts, so it needs no renderer state, and any
/// thread may call it (each call makes its own surface).
extension TextRenderer {
  /// Composites `layers` over a `width` x `height` pt screen at `scale`: an ARGB32 image of
  /// `ceil(width*scale) x ceil(height*scale)` pixels filled with `page`, then for each layer in
  /// order its background filled in its frame (if any) and its image drawn 1:1 in device
  /// pixels with its top left at the frame's origin (rounded to a whole pixel), everything
  /// clipped to the screen. A layer without an image shows its background, or whatever lies
  /// below it. Later layers paint over earlier ones (OVER operator).
  ///
  /// Throws for the sizes `render` refuses (not finite, no pixels, over `maxPixels`), for
  /// non-finite frames, and when cairo cannot allocate.
  public static func composite(
    width: Double, height: Double, scale: Double, page: Color, layers: [CompositeLayer]
  ) throws(RenderError) -> RenderedImage {
    let size = try RenderSpec(width: width, height: height, scale: scale).pixelSize()
    for (index, layer) in layers.enumerated() { try layer.validate(index: index) }
    let canvas = try Canvas(pixelWidth: size.width, pixelHeight: size.height, scale: scale)
    canvas.fill(Rect(x: 0, y: 0, width: width, height: height), page)
    for layer in layers {
      cairo_save(canvas.cr)
      defer { cairo_restore(canvas.cr) }
      if let clip = layer.clip, clip.isFinite {
        cairo_rectangle(canvas.cr, clip.x, clip.y, clip.width, clip.height)
        cairo_clip(canvas.cr)
      }
      if let background = layer.background { canvas.fill(layer.frame, background) }
      if let image = layer.image, let origin = layer.imageOrigin(scale: scale) {
        try draw(image, on: canvas, x: origin.x, y: origin.y, screen: size)
      }
    }
    try canvas.checkStatus()
    return try canvas.makeImage()
  }

  /// Paints an image with its top left at device pixel (`x`, `y`), without copying it: cairo
  /// reads the image's bytes in place through a surface that lives only for this call.
  private static func draw(
    _ image: RenderedImage, on canvas: Canvas, x: Int, y: Int, screen: (width: Int, height: Int)
  ) throws(RenderError) {
    let visible = Rect(
      x: Double(x), y: Double(y), width: Double(image.pixelWidth),
      height: Double(image.pixelHeight)
    ).intersection(
      Rect(x: 0, y: 0, width: Double(screen.width), height: Double(screen.height)))
    guard let visible else { return }
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(image.pixelWidth)))
    guard stride == image.pixelWidth * 4 else {
      throw RenderError("cannot composite a \(image.pixelWidth) px wide image; use a smaller one")
    }
    let cr = canvas.cr
    let drawn: Bool = image.bytes.withUnsafeBytes { raw in
      guard let base = raw.baseAddress,
        let source = cairo_image_surface_create_for_data(
          UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: UInt8.self)),
          CAIRO_FORMAT_ARGB32, Int32(image.pixelWidth), Int32(image.pixelHeight),
          Int32(stride))
      else { return false }
      defer {
        cairo_surface_finish(source)
        cairo_surface_destroy(source)
      }
      guard cairo_surface_status(source) == CAIRO_STATUS_SUCCESS else { return false }
      cairo_save(cr)
      cairo_identity_matrix(cr)
      cairo_set_source_surface(cr, source, Double(x), Double(y))
      cairo_rectangle(cr, visible.x, visible.y, visible.width, visible.height)
      cairo_fill(cr)
      cairo_restore(cr)  // drops the source pattern, the last reference to `source` besides ours
      return true
    }
    guard drawn else {
      throw RenderError("cannot read a layer image for compositing; free memory and retry")
    }
  }
}
