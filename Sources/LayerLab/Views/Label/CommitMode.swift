/// How a YYLabel's setters get it redrawn (an ADLabel, `layerClass=ad`, always defers
/// through ADManager's own task set instead).
public enum CommitMode: String, Sendable, CaseIterable {
  /// The setter calls `setNeedsDisplay` at once (YYLabel).
  case direct
  /// The setter commits (self, contentsNeedUpdated) to the YYTransaction set, which calls
  /// `setNeedsDisplay` from its observer at 0xFFFFFF, after this turn's CA commit (YYTextView's
  /// way): the new text appears one turn later.
  case transaction
}
