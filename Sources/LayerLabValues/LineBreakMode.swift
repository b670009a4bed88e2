/// Where a label may break a line that does not fit (`NSLineBreakMode`'s wrapping modes).
///
/// Why two: UILabel's default breaks between words and splits a word only when it alone is
/// wider than the line; AsyncDraw's news content label sets `NSLineBreakByCharWrapping`,
/// which breaks after any character, so its lines run to the edge and its height differs.
public enum LineBreakMode: String, CaseIterable, Sendable, Hashable {
  /// `NSLineBreakByWordWrapping` (UILabel's default).
  case word
  /// `NSLineBreakByCharWrapping`.
  case char
}
