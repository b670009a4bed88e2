import CPangoCairo

/// The shared 8-bit `Color` as cairo takes it.
///
/// Why each byte is divided by 255 here and nowhere else: the model's colours reached cairo
/// through exactly this division before the two colour types were merged, so keeping it in
/// one place keeps every pixel byte-identical and every call site free of arithmetic.
extension Color {
  /// A grey level, like `UIColor(white:alpha:)` but in bytes.
  init(white: UInt8, alpha: UInt8 = 255) {
    self.init(r: white, g: white, b: white, a: alpha)
  }

  /// Components in 0...1, straight alpha: each byte over 255.
  var unit: (r: Double, g: Double, b: Double, a: Double) {
    (Double(r) / 255, Double(g) / 255, Double(b) / 255, Double(a) / 255)
  }

  /// Makes the colour the context's source, as `cairo_set_source_rgba` with `unit`.
  func setSource(_ cr: OpaquePointer) {
    let c = unit
    cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
  }
}
