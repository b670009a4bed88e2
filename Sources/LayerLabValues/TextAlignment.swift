/// Horizontal alignment of a label's lines inside its width, as `NSTextAlignment`.
///
/// Why `natural` exists even though it draws like `left`: scripts written against UIKit use it
/// (it is `UILabel`'s default), and keeping the case lets them round-trip unchanged.
public enum TextAlignment: String, Sendable, CaseIterable {
  /// Lines start at the left edge.
  case left
  /// Lines are centred in the width.
  case center
  /// Lines end at the right edge.
  case right
  /// Every line but a paragraph's last is stretched to the full width; the last starts left.
  case justified
  /// The writing direction's leading edge; drawn as `left` here, like UIKit for Latin text.
  case natural
}
