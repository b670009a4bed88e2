/// The ranges the model holds text and font values to, whoever sets them (a statement, a
/// feed file, a test).
///
/// Both protect the host, not the simulated phone: every draw is a real Pango layout and Cairo
/// raster, so a value that would take minutes or break the renderer is refused up front.
public enum ValueLimits {
  /// The most Unicode scalars one text property (a label's or cell's text, a URL) may hold.
  ///
  /// Pango's line breaking is quadratic in the length of an unbroken word: 10 000 characters
  /// lay out in about 0.2 s, 100 000 in 15 s. Ten thousand is five times a feed post's limit
  /// and far beyond what one UILabel shows.
  public static let maxTextLength = 10_000

  /// The font sizes a Pango font description may give, in points (or pixels with `px`).
  ///
  /// Why 1…1000: zero and negative sizes draw nothing and Pango reads them as no size at all;
  /// past about 1000 pt a single glyph outgrows the largest layer (4096 px at @3x is 1365 pt),
  /// and Cairo gives up on far larger ones (99 999 pt makes Pango warn, 40 000 clears the draw).
  public static let fontPoints: ClosedRange<Double> = 1...1000

  /// Refuses a text longer than ``maxTextLength``.
  static func checkText(_ text: String, for name: String) throws(ModelError) {
    // No more scalars than UTF-8 bytes: a text of few bytes needs no count.
    if text.utf8.count <= maxTextLength { return }
    var count = 0
    for _ in text.unicodeScalars {
      count += 1
      if count > maxTextLength {
        throw ModelError(
          "'\(name)' is longer than \(maxTextLength) characters, the text-length limit; "
            + "shorten it")
      }
    }
  }

  /// Refuses a font description whose size is outside ``fontPoints``.
  static func checkFont(_ font: String, for name: String) throws(ModelError) {
    guard let size = fontSize(in: font) else { return }
    guard let points = size.points, fontPoints.contains(points) else {
      throw ModelError(
        "font size '\(size.word)' in '\(name)' must be within "
          + "\(Rect.format(fontPoints.lowerBound))…\(Rect.format(fontPoints.upperBound)) "
          + "points, e.g. font=\"DejaVu Sans 17\"")
    }
  }

  /// The size word of a Pango font description and its value, if it has one.
  ///
  /// Pango reads the description's last word as the size when it is a number, optionally
  /// followed by `px`; anything else there is a style or part of the family
  /// (`"DejaVu Sans Bold"`). A last word that starts like a number (`-5`, `1e9`, `.5`) is
  /// taken as a size attempt, so a bad one is refused rather than silently read as a family.
  static func fontSize(in font: String) -> (word: String, points: Double?)? {
    guard let last = font.split(whereSeparator: \.isWhitespace).last else { return nil }
    guard let first = last.unicodeScalars.first,
      ("0"..."9").contains(first) || "+-.".unicodeScalars.contains(first)
    else { return nil }
    let number = last.hasSuffix("px") ? last.dropLast(2) : last[...]
    guard let value = Double(number), value.isFinite else { return (String(last), nil) }
    return (String(last), value)
  }
}
