/// Texture's working ranges: which rows an `ASTableNode` keeps ready around the viewport.
///
/// `ASRangeController` gives every row a node and, on each range update, puts the rows near
/// the viewport into interface states: *visible* rows are also in the display and preload
/// states; rows in the *display* range render their contents ahead of time; rows in the
/// *preload* range fetch their data (images). A row that leaves the display range has its
/// contents cleared (`clearContents`), one that leaves the preload range its data.
/// Facts: TextureGroup/Texture `Source/Details/ASAbstractLayoutController.mm` (the tuning),
/// `ASRangeController.mm` (`_updateVisibleNodeIndexPaths`, `rangeModeForInterfaceState:`),
/// `ASDisplayNode.mm` (`interfaceStateDidChange:fromState:`).
public enum TextureRangeMode: String, Sendable {
  /// The first update of a visible table, and any table not visible.
  case minimum
  /// Every later update of a visible table.
  case full

  /// Screenfuls beyond the viewport, ahead of the scroll (leading) and behind it (trailing),
  /// from `ASAbstractLayoutController`'s `init`.
  public var display: TextureRangeTuning {
    switch self {
    case .full: TextureRangeTuning(leading: 1.0, trailing: 0.5)
    case .minimum: TextureRangeTuning(leading: 0.25, trailing: 0.25)
    }
  }

  /// The preload range's screenfuls, from the same `init`.
  public var preload: TextureRangeTuning {
    switch self {
    case .full: TextureRangeTuning(leading: 2.5, trailing: 1.5)
    case .minimum: TextureRangeTuning(leading: 0.5, trailing: 0.25)
    }
  }
}
