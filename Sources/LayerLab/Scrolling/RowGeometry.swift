/// Row positions of a table from its row heights (UITableView's rect math), by prefix sums.
///
/// UITableView keeps a running sum of `heightForRowAtIndexPath:` so that `rectForRow`,
/// `indexPathForRowAtPoint:` and `indexPathsForRowsInRect:` are cheap; the workbench asks
/// these questions every simulated frame of a 1 000–10 000 row feed, so every lookup here is
/// a binary search over the prefix sums rather than a walk over the rows.
///
/// A row's top is the running sum of the heights above it, added in row order — what
/// `tops[i] + heights[i]` gives, so a row's bottom is bit-identical to the next top and no
/// point falls between two rows. How the sums are kept is ``RowTops``'s concern: whichever way,
/// the values are those bits.
public struct RowGeometry: Sendable {
  /// The sanitised heights, kept so `height(of:)` returns exactly what was given.
  private var heights: [Double]
  private var tops: RowTops

  /// Builds the geometry; negative and non-finite heights count as 0, as a row that cannot be
  /// measured must not move the rows below it backwards.
  public init(heights: [Double]) {
    let clean = heights.map(RowGeometry.sanitised)
    self.heights = clean
    self.tops = RowTops(heights: clean)
  }

  private static func sanitised(_ height: Double) -> Double {
    height.isFinite && height > 0 ? height : 0
  }

  /// Gives some rows new heights and sums the tops again from the first of them on, so the
  /// result is bit-identical to building it afresh — but a few rows measured near the
  /// viewport of a 100 000-row table no longer redo the rows above (nor, where the sums are
  /// exact, the rows below). Rows out of range are ignored.
  public mutating func setHeights(_ changes: [(row: Int, height: Double)]) {
    var changed: [Int] = []
    for (row, height) in changes where heights.indices.contains(row) {
      heights[row] = RowGeometry.sanitised(height)
      changed.append(row)
    }
    guard !changed.isEmpty else { return }
    tops.update(rows: changed, heights: heights)
  }

  /// The number of rows.
  public var count: Int { heights.count }

  /// The table's `contentSize.height`: the sum of all row heights (no header or footer).
  public var contentHeight: Double { tops[heights.count] }

  /// The top of `row` (its `rectForRowAtIndexPath:` origin). The row is clamped into
  /// `0..<count` so a caller stepping one past either end still gets a sane edge; 0 when
  /// there are no rows.
  public func top(of row: Int) -> Double {
    guard !heights.isEmpty else { return 0 }
    return tops[min(max(row, 0), heights.count - 1)]
  }

  /// The height of `row`, or 0 when `row` is out of range.
  public func height(of row: Int) -> Double {
    heights.indices.contains(row) ? heights[row] : 0
  }

  /// UITableView's `indexPathForRowAtPoint:`: the row whose `[top, top+height)` contains `y`;
  /// nil when `y < 0`, `y >= contentHeight`, `y` is NaN, or there are no rows.
  ///
  /// Zero-height rows contain no point, so the answer is the last row whose top is `<= y`.
  public func row(at y: Double) -> Int? {
    guard y >= 0, y < contentHeight else { return nil }
    // First index whose top lies below y; tops[0] = 0 <= y, and y < tops[count].
    return partition(in: 0...heights.count) { tops[$0] > y } - 1
  }

  /// `indexPathsForRowsInRect:` for the vertical span `[y, y+height)`: the rows whose
  /// `[top, bottom)` intersects it. A row ending exactly at `y` is excluded and so is one
  /// starting exactly at `y+height`, as CGRectIntersectsRect rejects rects that only touch.
  /// Zero-height rows whose top lies in `[y, y+height)` count, because a cell sitting in the
  /// rect is still laid out by UITableView. Empty when nothing intersects, when `height <= 0`
  /// or when either value is NaN.
  public func rows(in y: Double, height: Double) -> Range<Int> {
    guard !y.isNaN, !height.isNaN, height > 0 else { return 0..<0 }
    let bottom = y + height
    // Monotone in i because tops never decrease: the first row that reaches into the span.
    let lower = partition(in: 0...heights.count) { tops[$0] >= y || tops[$0 + 1] > y }
    // The first row that starts at or below the end of the span.
    let upper = partition(in: lower...heights.count) { tops[$0] >= bottom }
    return lower..<max(lower, upper)
  }

  /// The largest content offset for a viewport of `viewport` points:
  /// `max(0, contentHeight − viewport)`, the bottom edge UIScrollView clamps to without
  /// bouncing. A NaN viewport counts as 0.
  public func maxOffset(viewport: Double) -> Double {
    let span = viewport.isNaN ? 0 : viewport
    let offset = contentHeight - span
    return offset > 0 ? offset : 0
  }

  /// The first index in `range` for which `isAbove` holds, or `range.upperBound` when it
  /// holds for none of `range.lowerBound..<range.upperBound`. `isAbove` must be false then
  /// true along the range, and is only ever called with indices below `range.upperBound`.
  private func partition(in range: ClosedRange<Int>, _ isAbove: (Int) -> Bool) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
      let mid = low + (high - low) / 2
      if isAbove(mid) { high = mid } else { low = mid + 1 }
    }
    return low
  }
}

extension RowGeometry: Equatable {
  /// The tops are a function of the heights (summed in row order), so the heights decide.
  public static func == (a: RowGeometry, b: RowGeometry) -> Bool {
    a.heights == b.heights
  }
}
