/// How a label's setters get it redrawn.
public enum CommitMode: String, Sendable, CaseIterable {
  /// The setter calls `setNeedsDisplay` at once (YYLabel).
  case direct
  /// The setter commits (self, contentsNeedUpdated) to the YYTransaction set, which calls
  /// `setNeedsDisplay` from its observer at 0xFFFFFF, after this turn's CA commit (YYTextView,
  /// ADLabel): the new text appears one turn later.
  case transaction
}
