/// Everything the render server needs of one layer, as of a moment: what a CA commit sends
/// and what a presented frame shows.
///
/// The live `Layer` moves on (a scrolled cell is repositioned before its commit), so the
/// render server keeps these copies rather than reading the layer.
public struct LayerSnapshot: Sendable {
  public var contents: Contents?
  /// Where the layer is, in screen points.
  public var frame: Rect
  public var hidden: Bool
  /// The superlayer bounds it is cut to on screen (a table cell's: the table's frame).
  public var clip: Rect?
  public var opaque: Bool
  public var backgroundColor: Color?
  public var style: LayerStyle
  /// In the middle of a fade of its contents (a `contents` CATransition): the GPU blends the
  /// new bitmap over what lies beneath (a YYLabel clears its old contents before an async
  /// redraw, so nothing of the old bitmap is left to fade out). Set by the render server on
  /// the tree it renders, never by a commit.
  public var crossfading = false
  /// The layer's view draws content it waits for (a label, VVebo's cell, an image view with
  /// a URL): nil contents, or an image's placeholder, is a blank on screen
  /// (`ContentCoverage`). Set by the CA commit from the view; a plain view's empty layer is
  /// not blank.
  public var expectsContent = false

  public init(
    contents: Contents?, frame: Rect, hidden: Bool, clip: Rect?, opaque: Bool,
    backgroundColor: Color?, style: LayerStyle
  ) {
    self.contents = contents
    self.frame = frame
    self.hidden = hidden
    self.clip = clip
    self.opaque = opaque
    self.backgroundColor = backgroundColor
    self.style = style
  }
}

extension Layer {
  /// The layer as it is now on main; out of the window counts as hidden to the render server.
  public var snapshot: LayerSnapshot {
    LayerSnapshot(
      contents: contents, frame: frame, hidden: !isShown, clip: clip, opaque: opaque,
      backgroundColor: backgroundColor, style: style)
  }
}
