/// The table's side of its row heights (``TableHeights`` owns them): when they are asked,
/// and what a change of height above the screen does to the scroll.
extension TableView {
  /// `reloadData` (and a new table's first load): the heights reload
  /// (``TableHeights/reload(_:in:)``). With estimates, the rows about the viewport are asked
  /// again at once when `askVisible` (a reload whose visible cells are configured now need
  /// their heights); a new table's are asked by its first layout, once its offset is set.
  func reloadHeights(in engine: Engine, askVisible: Bool = true) {
    heights.reload(self, in: engine)
    if askVisible { measureRowsNearViewport(in: engine) }
  }

  /// UIKit asks the heights of the rows about the viewport
  /// (``TableHeights/askNearViewport(_:in:)``).
  /// When rows above the first visible one change height while the table is still, the
  /// offset moves by the same amount, so what is on screen stays put; during a drag or a
  /// deceleration the motion keeps its own offsets and the content jumps by the change —
  /// the jumpy upward scrolling UIKit shows when estimates are far off — and goes on against
  /// the content's new size (a fling no longer stops at the bottom the estimates gave when
  /// it began).
  func measureRowsNearViewport(in engine: Engine) {
    let still = scroll.motion == nil && !scrollingToTop
    guard
      let shiftAbove = heights.askNearViewport(self, keepingFirstVisible: still, in: engine)
    else { return }
    contentOffset = min(
      max(0, contentOffset + (still ? shiftAbove : 0)),
      geometry.maxOffset(viewport: frame.height))
    scroll.contentChanged(self, at: engine.main.clock)
  }
}
