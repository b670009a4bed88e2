import CPangoCairo

/// Pictures made up for URLs, so sessions can show feeds of photos without a network.
///
/// Why deterministic: transcripts, golden images and caches compare bytes, so the same URL must
/// give byte-identical bytes in every run and on every machine with the same fonts. Everything
/// is derived from a 64-bit FNV-1a hash of the URL's UTF-8 (Swift's `Hasher` is seeded per
/// process), drawn with cairo on an opaque surface and encoded by cairo's PNG writer or
/// libjpeg-turbo.
public enum GeneratedImage {
  /// Gradient colour pairs, soft enough that the URL label stays readable on all of them.
  static let palette: [(UInt32, UInt32)] = [
    (0x5B8DEF, 0xA6E3E9), (0xF7797D, 0xFBD786), (0x43C6AC, 0x191654), (0xFF9A8B, 0xFF6A88),
    (0x8E2DE2, 0x4A00E0), (0x56AB2F, 0xA8E063), (0xF2994A, 0xF2C94C), (0x2C3E50, 0x4CA1AF),
  ]

  /// The stand-in picture for `url`, encoded as its name promises (``ImageFormat/init(naming:)``):
  /// a JPEG for `.jpg` and `.jpeg` — photos are JPEG in real feeds, and a JPEG decodes at its
  /// own price (`jpeg.pixel`) — else a PNG.
  public static func picture(for url: String, pixelWidth: Int, pixelHeight: Int)
    throws(RenderError) -> [UInt8]
  {
    switch ImageFormat(naming: url) {
    case .png: try png(for: url, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    case .jpeg: try jpeg(for: url, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }
  }

  /// A `pixelWidth` x `pixelHeight` PNG for `url`: a diagonal two-colour gradient from the
  /// palette, three to five translucent circles and rounded rectangles placed by the hash,
  /// and the URL's last path component in small white type in the bottom-left corner.
  /// Throws for a side outside 1...`ImageHeader.maxSide` and when cairo cannot allocate.
  public static func png(for url: String, pixelWidth: Int, pixelHeight: Int)
    throws(RenderError) -> [UInt8]
  {
    try encoded(url, .png, pixelWidth, pixelHeight) { (image) throws(RenderError) in
      try image.pngData()
    }
  }

  /// The same picture as `png(for:pixelWidth:pixelHeight:)`, encoded as a JPEG at libjpeg's
  /// default quality (``RenderedImage/defaultJPEGQuality``).
  public static func jpeg(for url: String, pixelWidth: Int, pixelHeight: Int)
    throws(RenderError) -> [UInt8]
  {
    try encoded(url, .jpeg, pixelWidth, pixelHeight) { (image) throws(RenderError) in
      try image.jpegData()
    }
  }

  /// The picture drawn and encoded by `encode`, or the kept bytes for the same URL, size and
  /// format.
  private static func encoded(
    _ url: String, _ format: ImageFormat, _ pixelWidth: Int, _ pixelHeight: Int,
    encode: (RenderedImage) throws(RenderError) -> [UInt8]
  ) throws(RenderError) -> [UInt8] {
    let limit = ImageHeader.maxSide
    guard (1...limit).contains(pixelWidth), (1...limit).contains(pixelHeight) else {
      throw RenderError(
        "generated image of \(pixelWidth) x \(pixelHeight) px is out of range; "
          + "use 1 to \(limit) px a side")
    }
    return try GeneratedImageCache.shared.bytes(
      for: url, format: format, width: pixelWidth, height: pixelHeight
    ) { () throws(RenderError) in
      var random = SplitMix64(seed: fnv1a(url))
      let canvas = try Canvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: 1)
      let width = Double(pixelWidth)
      let height = Double(pixelHeight)
      drawGradient(canvas.cr, width: width, height: height, random: &random)
      drawShapes(canvas.cr, width: width, height: height, random: &random)
      drawLabel(canvas.cr, lastComponent(of: url), width: width, height: height)
      try canvas.checkStatus()
      return try encode(canvas.makeImage())
    }
  }

  /// The 64-bit FNV-1a hash of the string's UTF-8: stable across runs, unlike `Hasher`.
  public static func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
    }
    return hash
  }

  /// The URL's last non-empty path component without query or fragment (`a/b/cat.png?s=2`
  /// gives `cat.png`), or the whole URL when it has none.
  static func lastComponent(of url: String) -> String {
    var rest = Substring(url)
    if let cut = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<cut] }
    // "https://host/a" splits into "https:", "host", "a"; a bare scheme is not a name.
    let parts = rest.split(separator: "/", omittingEmptySubsequences: true)
    guard let last = parts.last, parts.count > 1 || !last.hasSuffix(":") else { return url }
    return String(last)
  }

  /// The background: a palette pair from top left to bottom right, in either order.
  private static func drawGradient(
    _ cr: OpaquePointer, width: Double, height: Double, random: inout SplitMix64
  ) {
    let pair = palette[Int(random.next() % UInt64(palette.count))]
    let (first, second) = random.next() % 2 == 0 ? pair : (pair.1, pair.0)
    guard let gradient = cairo_pattern_create_linear(0, 0, width, height) else { return }
    defer { cairo_pattern_destroy(gradient) }
    for (offset, colour) in [(0.0, first), (1.0, second)] {
      let c = rgb(colour)
      cairo_pattern_add_color_stop_rgb(gradient, offset, c.r, c.g, c.b)
    }
    cairo_set_source(cr, gradient)
    cairo_paint(cr)
  }

  /// Three to five translucent white or dark shapes, positioned and sized by the hash.
  private static func drawShapes(
    _ cr: OpaquePointer, width: Double, height: Double, random: inout SplitMix64
  ) {
    let side = min(width, height)
    let count = 3 + Int(random.next() % 3)
    for _ in 0..<count {
      let x = random.unit() * width
      let y = random.unit() * height
      let size = side * (0.12 + random.unit() * 0.3)
      let white = random.next() % 3 != 0
      let alpha = white ? 0.18 + random.unit() * 0.2 : 0.1 + random.unit() * 0.12
      cairo_set_source_rgba(cr, white ? 1 : 0, white ? 1 : 0, white ? 1 : 0, alpha)
      cairo_new_path(cr)
      if random.next() % 2 == 0 {
        cairo_arc(cr, x, y, size / 2, 0, 2 * Double.pi)
      } else {
        roundedRect(cr, x: x - size / 2, y: y - size / 3, width: size, height: size * 2 / 3)
      }
      cairo_fill(cr)
    }
  }

  /// The label: white DejaVu Sans Bold at about a twelfth of the short side, cut with "…" to
  /// fit, over a one-pixel dark shadow so it reads on light and dark gradients. Pango lays it
  /// out through a context `PangoContextFactory` makes for this call from the thread's default
  /// font map, since this function has no renderer.
  private static func drawLabel(_ cr: OpaquePointer, _ text: String, width: Double, height: Double)
  {
    let margin = max(2, (min(width, height) * 0.05).rounded())
    let available = width - 2 * margin
    guard !text.isEmpty, available >= 8, height >= 12,
      let context = PangoContextFactory.make(drawingInto: cr)
    else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(context)) }
    guard let layout = pango_layout_new(context) else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let points = max(7, (min(width, height) / 12).rounded())
    if let font = pango_font_description_from_string("DejaVu Sans Bold \(Int(points))") {
      pango_layout_set_font_description(layout, font)
      pango_font_description_free(font)
    }
    pango_layout_set_text(layout, text, -1)
    pango_layout_set_width(layout, Int32(clamping: Int(available * Double(PANGO_SCALE))))
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    pango_layout_set_single_paragraph_mode(layout, 1)
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let top = height - margin - Double(logical.height) / Double(PANGO_SCALE)
    for (dx, grey, alpha) in [(1.0, 0.0, 0.55), (0.0, 1.0, 1.0)] {
      cairo_set_source_rgba(cr, grey, grey, grey, alpha)
      cairo_move_to(cr, margin + dx, top + dx)
      pango_cairo_show_layout(cr, layout)
    }
  }

  /// A rectangle with corners rounded by a fifth of its shorter side.
  private static func roundedRect(
    _ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double
  ) {
    let r = min(width, height) / 5
    cairo_arc(cr, x + width - r, y + r, r, -Double.pi / 2, 0)
    cairo_arc(cr, x + width - r, y + height - r, r, 0, Double.pi / 2)
    cairo_arc(cr, x + r, y + height - r, r, Double.pi / 2, Double.pi)
    cairo_arc(cr, x + r, y + r, r, Double.pi, 1.5 * Double.pi)
    cairo_close_path(cr)
  }

  /// `0xRRGGBB` as cairo components.
  private static func rgb(_ hex: UInt32) -> (r: Double, g: Double, b: Double) {
    (Double(hex >> 16 & 0xFF) / 255, Double(hex >> 8 & 0xFF) / 255, Double(hex & 0xFF) / 255)
  }
}
