import CPangoCairo

/// The size a Pango font description gives, read by Pango itself.
///
/// Why Pango's parser and not a look at the last word: Pango also takes the size after a comma
/// (`"DejaVu Sans,100000"`) and before `@axis=value` variations (`"DejaVu Sans 100000
/// @wght=700"`), and the renderer lays text out with whatever Pango reads. A check that reads
/// the string any other way lets some spellings of a huge size through to Cairo.
public enum FontDescriptionSize {
  /// The size `description` sets, in points (or in pixels, `absolute`, when it ends in `px`);
  /// nil when it sets none (the renderer then uses UILabel's 17 pt).
  public static func of(_ description: String) -> (value: Double, absolute: Bool)? {
    guard let font = pango_font_description_from_string(description) else { return nil }
    defer { pango_font_description_free(font) }
    let fields = pango_font_description_get_set_fields(font).rawValue
    guard fields & PANGO_FONT_MASK_SIZE.rawValue != 0 else { return nil }
    return (
      Double(pango_font_description_get_size(font)) / Double(PANGO_SCALE),
      pango_font_description_get_size_is_absolute(font) != 0
    )
  }
}
