import LayerLab
import LayerLabRender

/// The font-size limit, checked on the size Pango will read.
extension Session {
  /// Refuses a font description whose size, as Pango reads it, is outside
  /// ``ValueLimits/fontPoints``.
  ///
  /// The model's own check reads only the description's last word, so
  /// `font="DejaVu Sans,100000"` and `font="DejaVu Sans 100000 @wght=700"` passed it and
  /// reached Cairo at 100 000 pt. Asking Pango, which lays the text out, closes every spelling.
  static func checkFontSize(_ font: String, for name: String) throws(ShellError) {
    guard let size = FontDescriptionSize.of(font) else { return }
    let limits = ValueLimits.fontPoints
    guard !limits.contains(size.value) else { return }
    let word = Rect.format(size.value) + (size.absolute ? "px" : "")
    throw ShellError(
      "font size '\(word)' in '\(name)' must be within "
        + "\(Rect.format(limits.lowerBound))…\(Rect.format(limits.upperBound)) points, "
        + "e.g. font=\"DejaVu Sans 17\"")
  }
}
