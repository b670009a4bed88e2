import CPangoCairo

/// Loading a font before its first timed draw.
///
/// Why: the first draw in a font (and at a device scale) pays fontconfig's lookup, FreeType's
/// face loading and cairo's first glyph rasterisations — measured 10–18 ms on the development
/// host for the news demo's 14 pt content font, i.e. 300–500 ms of simulated iPhone time under
/// `clock measured`, charged to whichever label happened to draw first. An app's fonts (the
/// system font at the sizes UIKit uses) are loaded long before a list scrolls, so that cost
/// is the host's, not the phone's; `init` already keeps it out for the default font and the
/// feed cell at @2x, and this does the same for every other font and scale on first use.
extension TextRenderer {
  /// Text that makes Pango load the font and its fallbacks (CJK, emoji) and rasterise digits.
  static let warmUpText = "Warm-up 0123456789 … 中文 🙂"

  static func warmUpKey(_ font: String, scale: Double) -> String {
    font + "@" + String(scale)
  }

  /// Lays out and draws `warmUpText` in `font` at `scale` once, untimed and outside the layout
  /// cache, unless that font and scale were warmed before. Failures are ignored: the timed
  /// render that follows reports them.
  func warmUp(font: String, scale: Double) {
    guard warmedFonts.insert(Self.warmUpKey(font, scale: scale)).inserted else { return }
    let style = LabelDrawing(text: Self.warmUpText, font: font, numberOfLines: 2)
    let side = { (points: Double) in Int((points * scale).rounded(.up)) }
    guard scale.isFinite, scale > 0, scale <= 8,
      let canvas = try? Canvas(pixelWidth: side(120), pixelHeight: side(48), scale: scale),
      let laidOut = try? buildLayout(style, width: 120)
    else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(laidOut.layout)) }
    _ = drawPasses(canvas.cr, style: style, laidOut: laidOut, x: 0, y: 0, scale: scale)
  }
}
