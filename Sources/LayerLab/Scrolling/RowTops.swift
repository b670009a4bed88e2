/// The running sums of a table's row heights for ``RowGeometry``: `self[i]` is the top of row
/// `i` (the heights above it added in row order) and `self[count]` the content height.
///
/// Kept one of two ways, the same bits either way:
/// - **exact**, when every height is a whole number of 1/1024 pt and the content is under
///   2⁵³ of them: Pango measures in 1/1024 pt, and whole points, halves (@2x pixels) and
///   layout sums of them are such numbers. Every partial sum is then a double with nothing
///   rounded off, so the order of the additions cannot matter and the sums are kept as
///   integers in blocks of 256 rows: a few rows measured near the viewport redo their blocks
///   and the blocks' running sums (~400 for 100 000 rows), not every row below them — which,
///   added one by one, was 6–8 % of the long fling session.
/// - **in order** otherwise (an @3x third of a point, `height=width/3`): each top is the one
///   above plus its height, and a change redoes every row below it.
struct RowTops: Sendable {
  /// The unit of the exact sums: Pango's (`PANGO_SCALE`, 1024 per point).
  private static let unitsPerPoint = 1024.0
  /// Rows per block: 2⁸.
  private static let blockShift = 8
  /// Integers below 2⁵³ are doubles exactly, so sums under it lose nothing.
  private static let exactLimit: Int64 = 1 << 53

  private var exact: Bool
  /// Exact: each row's offset from the top of its block, in units.
  private var offsets: [Int64] = []
  /// Exact: the top of each block in units, then the content height (`blocks.count` is the
  /// number of blocks + 1).
  private var blocks: [Int64] = [0]
  /// In order: the tops, then the content height.
  private var sums: [Double] = []

  /// The tops of rows of `heights` (sanitised: finite, ≥ 0).
  init(heights: [Double]) {
    exact = true
    offsets.reserveCapacity(heights.count)
    var total: Int64 = 0
    var inBlock: Int64 = 0
    for (row, height) in heights.enumerated() {
      guard let units = Self.units(height) else {
        self = Self(inOrder: heights)
        return
      }
      if row > 0, row & Self.blockMask == 0 {
        blocks.append(total)
        inBlock = 0
      }
      offsets.append(inBlock)
      inBlock += units
      total += units
      guard total < Self.exactLimit else {
        self = Self(inOrder: heights)
        return
      }
    }
    if !heights.isEmpty { blocks.append(total) }
  }

  /// The tops summed one row after another.
  private init(inOrder heights: [Double]) {
    exact = false
    sums.reserveCapacity(heights.count + 1)
    var y = 0.0
    sums.append(y)
    for height in heights {
      y += height
      sums.append(y)
    }
  }

  private static var blockMask: Int { (1 << blockShift) - 1 }

  /// The number of rows.
  private var count: Int { exact ? offsets.count : sums.count - 1 }

  /// `height` in units, nil when it is not a whole number of them (or too large to add up).
  private static func units(_ height: Double) -> Int64? {
    // A power of two: the product is exact.
    let scaled = height * unitsPerPoint
    guard scaled == scaled.rounded(.towardZero), scaled < Double(exactLimit) else { return nil }
    return Int64(scaled)
  }

  /// A height already known to be a whole number of units, in units.
  private static func knownUnits(_ height: Double) -> Int64 {
    assert(units(height) != nil, "an exact geometry holds a height of no whole units")
    return Int64(height * unitsPerPoint)
  }

  /// The top of row `index` (`0...count`).
  subscript(index: Int) -> Double {
    guard exact else { return sums[index] }
    let units =
      index < count
      ? blocks[index >> Self.blockShift] + offsets[index] : blocks[blocks.count - 1]
    return Double(units) / Self.unitsPerPoint
  }

  /// `rows` now have the heights `heights` gives them (the whole list, sanitised).
  mutating func update(rows: [Int], heights: [Double]) {
    guard let first = rows.min(), first < count else { return }
    guard exact else {
      resum(from: first, heights: heights)
      return
    }
    guard rows.allSatisfy({ Self.units(heights[$0]) != nil }) else {
      self = Self(inOrder: heights)
      return
    }
    let blockCount = blocks.count - 1
    let changedBlocks = Set(rows.map { $0 >> Self.blockShift })
    for block in (first >> Self.blockShift)..<blockCount {
      let start = block << Self.blockShift
      let end = min(count, start + (1 << Self.blockShift))
      var inBlock: Int64 = 0
      if changedBlocks.contains(block) {
        for row in start..<end {
          offsets[row] = inBlock
          inBlock += Self.knownUnits(heights[row])
        }
      } else {
        inBlock = offsets[end - 1] + Self.knownUnits(heights[end - 1])
      }
      blocks[block + 1] = blocks[block] + inBlock
    }
    if blocks[blockCount] >= Self.exactLimit { self = Self(inOrder: heights) }
  }

  /// In order: every top from `first` on, the additions `init(inOrder:)` makes.
  private mutating func resum(from first: Int, heights: [Double]) {
    // The running sum stays in a register and the buffers are unchecked: reading each top
    // back from memory made every addition wait for the store before it.
    heights.withUnsafeBufferPointer { heights in
      sums.withUnsafeMutableBufferPointer { sums in
        var y = sums[first]
        for row in first..<heights.count {
          y += heights[row]
          sums[row + 1] = y
        }
      }
    }
  }
}
