/// VVeboTableView's fast-scroll rule, from `scrollViewWillEndDragging:withVelocity:
/// targetContentOffset:` in johnil/VVeboTableViewDemo (VVeboTableView.m).
///
/// When the finger lifts, UIKit says where the deceleration will stop. If that is more than
/// `skipCount` rows away from the first visible row, VVebo fills `needLoadArr` with the rows
/// of the screen at the target plus `extraRows` more, and `drawCell:withIndexPath:` clears
/// (does not draw) every other cell that scrolls past on the way, which is how the feed
/// stays at 60 fps during a long fling. The original, in order:
///
///     ip  = indexPathForRowAtPoint(0, target.y)
///     cip = indexPathsForVisibleRows.firstObject
///     if labs(cip.row - ip.row) > 8:
///         arr = indexPathsForRowsInRect(0, target.y, width, height)
///         if velocity.y < 0:   // towards the top
///             last = arr.lastObject;  if last.row + 3 < count: add last+1, last+2, last+3
///         else:
///             first = arr.firstObject; if first.row > 3:    add first-3, first-2, first-1
///         needLoadArr += arr
///
/// The extra rows are on the side the scroll ARRIVES from (below the target screen when
/// moving towards the top, above it when moving down), not beyond where it stops; that is
/// VVebo's code and is kept exactly, as are its strict comparisons (`> 8`, `+ 3 < count`,
/// `> 3`), which skip the extras near either end of the feed instead of adding fewer.
public enum VVeboSkipRule {
  /// How many rows the target may be from the first visible row before rows are skipped.
  public static let skipCount = 8
  /// How many rows are added next to the target screen.
  public static let extraRows = 3

  /// The rows VVebo will draw while this fling decelerates, in `needLoadArr`'s order (the
  /// target screen top to bottom, then the extras in ascending order); nil when the target
  /// is within `skipCount` rows of the first visible row, because then `needLoadArr` stays
  /// empty and every row that comes on screen draws.
  ///
  /// - Parameters:
  ///   - geometry: the table's rows.
  ///   - firstVisible: the first visible row now (`indexPathsForVisibleRows.firstObject`).
  ///   - targetOffset: UIKit's `targetContentOffset.y`, e.g. `Deceleration.target`.
  ///   - viewportHeight: the table view's height, the span of rows loaded at the target.
  ///   - velocity: along the content offset; negative = moving towards the top. Only the
  ///     sign matters.
  ///
  /// A target at or past the content end has no row at its point; in Objective-C that nil
  /// reads as row 0, but the row the scroll actually stops on is the last, so it is used. A
  /// target above the content uses row 0. An empty table never skips (nil), and a target
  /// screen that holds no rows loads nothing (an empty list).
  public static func rowsToLoad(
    geometry: RowGeometry, firstVisible: Int, targetOffset: Double, viewportHeight: Double,
    velocity: Double
  ) -> [Int]? {
    let count = geometry.count
    guard count > 0 else { return nil }
    let target = geometry.row(at: targetOffset) ?? (targetOffset < 0 ? 0 : count - 1)
    // `labs(cip − ip)` without trapping on an absurd `firstVisible`.
    let (difference, overflow) = firstVisible.subtractingReportingOverflow(target)
    guard overflow || difference.magnitude > UInt(skipCount) else { return nil }

    let screen = geometry.rows(in: targetOffset, height: viewportHeight)
    guard let first = screen.first, let last = screen.last else { return [] }
    var rows = Array(screen)
    if velocity < 0 {
      if last + extraRows < count { rows += (last + 1)...(last + extraRows) }
    } else {
      if first > extraRows { rows += (first - extraRows)...(first - 1) }
    }
    return rows
  }
}
