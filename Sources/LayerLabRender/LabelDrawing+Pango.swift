/// A label's values as the layout uses them, sanitised the way UIKit tolerates out-of-range
/// `UILabel` properties instead of crashing.
extension LabelDrawing {
  /// The line limit the layout really uses: negative values mean unlimited, like 0.
  var effectiveLineLimit: Int { max(0, numberOfLines) }

  /// The spacing the layout really uses: UIKit ignores negative `lineSpacing`, and a non-finite
  /// value cannot be turned into Pango units, so both become 0.
  var effectiveLineSpacing: Double {
    guard lineSpacing.isFinite, lineSpacing > 0 else { return 0 }
    return min(lineSpacing, LabelDrawing.maxLineSpacing)
  }

  /// Upper bound for `lineSpacing` in points, so the value always fits Pango's 32-bit units.
  static let maxLineSpacing = 100_000.0

  /// The text as handed to Pango: without NUL characters, which C strings cannot carry.
  var pangoText: String {
    text.utf8.contains(0) ? LabelDrawing.removingNULs(text) : text
  }

  /// Removes NUL characters; only called when one is present, so the common path never copies.
  private static func removingNULs(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\u{0}" }))
  }
}

extension LabelDrawing {
  /// The passes `TextRenderer.drawPasses` draws for this label with `lineCount` lines, in
  /// order: what an undrawn render (`TextRenderer.drawsPixels` false) names, so it is priced
  /// as a drawn one (`UndrawnRenderTests` holds the two together).
  func passNames(lineCount: Int) -> [String] {
    guard lineCount > 0 else { return [] }
    var names: [String] = []
    if shadow != nil { names.append("shadow") }
    if underline { names.append("underline") }
    names.append("text")
    if strikethrough { names.append("strikethrough") }
    return names
  }
}
