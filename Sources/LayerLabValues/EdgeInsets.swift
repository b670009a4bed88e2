/// Space between a label's bounds and its text, in points, as `UIEdgeInsets` (top, left,
/// bottom, right): YYLabel's `textContainerInset` (ibireme/YYText, `YYLabel.h`: "the inset of
/// the text container's layout area within the text view's content area"), UITextView's
/// property of the same name, and the padded `UILabel` subclass apps write (`drawText(in:)`
/// draws in `rect.inset(by:)`, `sizeThatFits`/`intrinsicContentSize` add the insets back).
///
/// Why it lives with the drawing: the renderer lays the text out at the width left inside
/// the insets, draws it there and reports a size that includes them, so a label's measured
/// size, its `fit` width and its bitmap agree, whoever asks.
public struct EdgeInsets: Sendable, Equatable, Hashable, CustomStringConvertible {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// `UIEdgeInsetsZero`, a plain label's.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// Left plus right.
  public var horizontal: Double { left + right }
  /// Top plus bottom.
  public var vertical: Double { top + bottom }

  /// The wrap width left for the text in a label `width` points wide. A width that means "do
  /// not wrap" (not a positive finite number) stays so; a positive width the insets use up
  /// leaves one point, so the text wraps as narrowly as it can instead of not wrapping at all.
  public func innerWidth(_ width: Double) -> Double {
    guard width.isFinite, width > 0 else { return width }
    return max(1, width - horizontal)
  }

  /// `rect.inset(by:)`: the text's box inside `rect`, never of negative size.
  public func inset(_ rect: Rect) -> Rect {
    Rect(
      x: rect.x + left, y: rect.y + top, width: max(0, rect.width - horizontal),
      height: max(0, rect.height - vertical))
  }

  /// `T,L,B,R`, as the shell reads it back.
  public var description: String {
    [top, left, bottom, right].map(Rect.format).joined(separator: ",")
  }
}
