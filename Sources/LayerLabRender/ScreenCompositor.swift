import CPangoCairo

/// The screen composite: the page colour, then every layer in order, into one screen-sized
/// bitmap.
///
/// Why its own type and static: compositing uses no fonts, so it needs none of
/// `TextRenderer`'s Pango state, and any thread may call it (each call makes its own surface).
public enum ScreenCompositor {
  /// Composites `layers` over a `width` x `height` pt screen at `scale`: an ARGB32 image of
  /// `ceil(width*scale) x ceil(height*scale)` pixels filled with `page`, then for each layer in
  /// order, cut to its `clip` and the screen: its shadow (if any), its background filled in
  /// its frame (rounded by `cornerRadius`), and its image — scaled into the frame fitted by
  /// its `contentsGravity` when that differs from the image's size (the GPU does it at
  /// composite time), else drawn 1:1 with its top left on the nearest whole pixel; cut to the
  /// rounded frame when `masksToBounds`. Each is faded by its own and its ancestors' alpha. Later layers paint
  /// over earlier ones (OVER operator); `tints` are filled over the finished screen.
  ///
  /// Throws for the sizes `render` refuses (not finite, no pixels, over `TextRenderer.maxPixels`), for
  /// non-finite frames, and when cairo cannot allocate.
  public static func composite(
    width: Double, height: Double, scale: Double, page: Color, layers: [CompositeLayer],
    tints: [CompositeTint] = []
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
      try draw(layer, on: canvas, scale: scale, screen: size)
    }
    for tint in tints where tint.rect.isFinite { canvas.fill(tint.rect, tint.color) }
    try canvas.checkStatus()
    return try canvas.makeImage()
  }

  /// One layer's shadow, background and image, inside the clip already set.
  private static func draw(
    _ layer: CompositeLayer, on canvas: Canvas, scale: Double,
    screen: (width: Int, height: Int)
  ) throws(RenderError) {
    let alpha = layer.unitAlpha
    guard alpha > 0 else { return }
    let radius = layer.fittedRadius
    let style = layer.style
    if style.hasShadow, style.shadowOffset.width.isFinite, style.shadowOffset.height.isFinite {
      // Unblurred: the picture shows where a shadow falls and how strong it is; its blur is
      // what the GPU model prices, not what a person needs to see.
      let moved = Rect(
        x: layer.frame.x + style.shadowOffset.width, y: layer.frame.y + style.shadowOffset.height,
        width: layer.frame.width, height: layer.frame.height)
      let opacity = UInt8(min(max(style.shadowOpacity, 0), 1) * alpha * 255)
      canvas.fill(moved, Color(r: 0, g: 0, b: 0, a: opacity), radius: radius)
    }
    if let background = layer.background {
      var faded = background
      faded.a = UInt8((Double(background.a) * alpha).rounded())
      canvas.fill(layer.frame, faded, radius: radius)
    }
    guard let image = layer.image else { return }
    if style.masksToBounds {
      canvas.addPath(layer.frame, radius: radius)
      cairo_clip(canvas.cr)
    }
    let target = layer.contentRect(of: image, scale: scale)
    guard target.isFinite else { return }
    if (target.width * scale).rounded() != Double(image.pixelWidth)
      || (target.height * scale).rounded() != Double(image.pixelHeight)
    {
      try drawScaled(image, on: canvas, into: target, alpha: alpha)
    } else if let origin = CompositeLayer.pixelOrigin(of: target, scale: scale) {
      try draw(image, on: canvas, x: origin.x, y: origin.y, alpha: alpha, screen: screen)
    }
  }

  /// Paints an image with its top left at device pixel (`x`, `y`), without copying it: cairo
  /// reads the image's bytes in place through a surface that lives only for this call.
  private static func draw(
    _ image: RenderedImage, on canvas: Canvas, x: Int, y: Int, alpha: Double,
    screen: (width: Int, height: Int)
  ) throws(RenderError) {
    let visible = Rect(
      x: Double(x), y: Double(y), width: Double(image.pixelWidth),
      height: Double(image.pixelHeight)
    ).intersection(
      Rect(x: 0, y: 0, width: Double(screen.width), height: Double(screen.height)))
    guard let visible else { return }
    let cr = canvas.cr
    try withSurface(of: image) { source in
      cairo_save(cr)
      cairo_identity_matrix(cr)
      cairo_set_source_surface(cr, source, Double(x), Double(y))
      cairo_rectangle(cr, visible.x, visible.y, visible.width, visible.height)
      if alpha < 1 {
        cairo_clip(cr)
        cairo_paint_with_alpha(cr, alpha)
      } else {
        cairo_fill(cr)
      }
      cairo_restore(cr)  // drops the source pattern, the last reference to `source` besides ours
    }
  }

  /// Paints an image stretched (bilinear, CALayer's default filter) to fill `target` points.
  private static func drawScaled(
    _ image: RenderedImage, on canvas: Canvas, into target: Rect, alpha: Double
  ) throws(RenderError) {
    guard target.width > 0, target.height > 0 else { return }
    let cr = canvas.cr
    try withSurface(of: image) { source in
      cairo_save(cr)
      cairo_rectangle(cr, target.x, target.y, target.width, target.height)
      cairo_clip(cr)
      cairo_translate(cr, target.x, target.y)
      cairo_scale(
        cr, target.width / Double(image.pixelWidth), target.height / Double(image.pixelHeight))
      cairo_set_source_surface(cr, source, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
      cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
      cairo_paint_with_alpha(cr, alpha)
      cairo_restore(cr)
    }
  }

  /// Runs `body` with a cairo surface reading `image`'s bytes in place.
  private static func withSurface(
    of image: RenderedImage, _ body: (OpaquePointer) -> Void
  ) throws(RenderError) {
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(image.pixelWidth)))
    guard stride == image.pixelWidth * 4 else {
      throw RenderError("cannot composite a \(image.pixelWidth) px wide image; use a smaller one")
    }
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
      body(source)
      return true
    }
    guard drawn else {
      throw RenderError("cannot read a layer image for compositing; free memory and retry")
    }
  }
}
