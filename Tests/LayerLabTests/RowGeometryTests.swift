import PropertyBased
import Testing

@testable import LayerLab

/// UITableView's rect math over prefix sums: tops, `indexPathForRowAtPoint:`,
/// `indexPathsForRowsInRect:` and the largest offset.
@Suite struct RowGeometryTests {
  /// Rows 0…4 at 0, 100, 150, 150 (zero height), 350; content 400.
  let mixed = RowGeometry(heights: [100, 50, 0, 200, 50])

  @Test func topsHeightsAndContentHeight() {
    #expect(mixed.count == 5)
    #expect(mixed.contentHeight == 400)
    #expect((0..<5).map(mixed.top(of:)) == [0, 100, 150, 150, 350])
    #expect((0..<5).map(mixed.height(of:)) == [100, 50, 0, 200, 50])
    #expect(mixed.top(of: -3) == 0, "clamped to row 0")
    #expect(mixed.top(of: 99) == 350, "clamped to the last row")
    #expect(mixed.height(of: -1) == 0 && mixed.height(of: 5) == 0)
  }

  @Test func badHeightsCountAsZero() {
    let g = RowGeometry(heights: [10, -5, .nan, .infinity, -.infinity, 20])
    #expect((0..<6).map(g.height(of:)) == [10, 0, 0, 0, 0, 20])
    #expect(g.contentHeight == 30)
    #expect(g.top(of: 5) == 10)
  }

  @Test func rowAtPointBoundaries() {
    #expect(mixed.row(at: 0) == 0)
    #expect(mixed.row(at: 99.999) == 0)
    #expect(mixed.row(at: 100) == 1, "exactly at a row's top belongs to that row")
    #expect(mixed.row(at: 150) == 3, "a zero-height row contains no point")
    #expect(mixed.row(at: 349.5) == 3)
    #expect(mixed.row(at: 350) == 4)
    #expect(mixed.row(at: 399.999) == 4)
    #expect(mixed.row(at: 400) == nil, "contentHeight is past the last row")
    #expect(mixed.row(at: 1e9) == nil)
    #expect(mixed.row(at: -0.001) == nil)
    #expect(mixed.row(at: .nan) == nil)
    #expect(mixed.row(at: -.infinity) == nil && mixed.row(at: .infinity) == nil)
  }

  @Test func rowsInRectEdges() {
    #expect(mixed.rows(in: 0, height: 100) == 0..<1, "row 1 starts exactly at y+height")
    #expect(mixed.rows(in: 0, height: 100.5) == 0..<2)
    #expect(mixed.rows(in: 100, height: 50) == 1..<2, "row 0 ends exactly at y")
    #expect(mixed.rows(in: 100, height: 51) == 1..<4, "the zero-height row inside counts")
    #expect(mixed.rows(in: 150, height: 10) == 2..<4, "a zero-height row at y counts")
    #expect(mixed.rows(in: 140, height: 10) == 1..<2, "one at y+height does not")
    #expect(mixed.rows(in: -50, height: 60) == 0..<1)
    #expect(mixed.rows(in: -50, height: 50).isEmpty)
    #expect(mixed.rows(in: 380, height: 1000) == 4..<5)
    #expect(mixed.rows(in: 400, height: 10).isEmpty)
    #expect(mixed.rows(in: -1e9, height: 2e9) == 0..<5)
    #expect(mixed.rows(in: 120, height: 0).isEmpty)
    #expect(mixed.rows(in: 120, height: -10).isEmpty)
    #expect(mixed.rows(in: .nan, height: 10).isEmpty)
    #expect(mixed.rows(in: 10, height: .nan).isEmpty)
  }

  @Test func emptyTable() {
    let g = RowGeometry(heights: [])
    #expect(g.count == 0 && g.contentHeight == 0)
    #expect(g.top(of: 0) == 0 && g.height(of: 0) == 0)
    #expect(g.row(at: 0) == nil)
    #expect(g.rows(in: 0, height: 100).isEmpty)
    #expect(g.maxOffset(viewport: 736) == 0)
  }

  @Test func maxOffset() {
    #expect(mixed.maxOffset(viewport: 300) == 100)
    #expect(mixed.maxOffset(viewport: 400) == 0)
    #expect(mixed.maxOffset(viewport: 736) == 0, "content shorter than the screen")
    #expect(mixed.maxOffset(viewport: .nan) == 400)
    #expect(mixed.maxOffset(viewport: .infinity) == 0)
  }

  @Test func tenThousandUniformRows() {
    let g = RowGeometry(heights: Array(repeating: 100, count: 10_000))
    #expect(g.contentHeight == 1_000_000)
    #expect(g.row(at: 543_210) == 5432)
    #expect(g.rows(in: 543_210, height: 736) == 5432..<5440)
    #expect(g.rows(in: 543_200, height: 800) == 5432..<5440)
  }

  /// Heights 0…300 in whole points, some zero, so every sum is exact.
  static let heights = Gen.int(in: -20...300).map { Double(max($0, 0)) }.array(of: 0...60)

  @Test func lookupsAgreeWithALinearScan() async {
    await propertyCheck(count: 200, input: RowGeometryTests.heights, Gen.int(in: -50...9000)) {
      heights, raw in
      let g = RowGeometry(heights: heights)
      let y = Double(raw) / 3
      let span = Double(abs(raw) % 900)  // 0 included: an empty span holds no rows
      var top = 0.0
      var containing: Int?
      var inRect = [Int]()
      for (row, height) in heights.enumerated() {
        if y >= top, y < top + height { containing = row }
        let intersects = top < y + span && top + height > y
        let zeroInside = height == 0 && top >= y && top < y + span
        if span > 0, intersects || zeroInside { inRect.append(row) }
        top += height
      }
      #expect(g.row(at: y) == containing, "y \(y)")
      #expect(Array(g.rows(in: y, height: span)) == inRect, "y \(y) height \(span)")
    }
  }
}

/// Measuring a few rows updates the tops from the first of them on, bit-identical to adding
/// the heights up in row order — whether the sums are kept exactly (heights in whole 1/1024
/// points, over several 256-row blocks) or in order (thirds of a point), and when a change
/// moves a geometry from one to the other.
struct RowGeometryUpdateTests {
  /// The tops and content height as row-order additions of `heights` (sanitised).
  static func tops(_ heights: [Double]) -> [Double] {
    var y = 0.0
    var tops = [y]
    for height in heights {
      y += height.isFinite && height > 0 ? height : 0
      tops.append(y)
    }
    return tops
  }

  static func expectSameBits(_ geometry: RowGeometry, _ heights: [Double]) {
    let expected = tops(heights)
    let got = (0..<heights.count).map(geometry.top(of:)) + [geometry.contentHeight]
    let firstDifferent = got.indices.first { got[$0].bitPattern != expected[$0].bitPattern }
    #expect(firstDifferent == nil, "top \(firstDifferent ?? 0) differs")
    #expect(geometry == RowGeometry(heights: heights))
  }

  @Test(arguments: [
    ("thirds", 3.0, 120.0), ("halves", 2.0, 120.0), ("Pango units", 1024.0, 120.0),
    ("sevenths", 7.0, 44.0),
  ])
  func settingHeightsMatchesAddingInOrder(_ name: String, _ denominator: Double, _ start: Double) {
    var generator = SeededGenerator(seed: 11)
    let rows = 1_300
    var heights = (0..<rows).map { _ in start }
    var geometry = RowGeometry(heights: heights)
    for _ in 0..<60 {
      let changes = (0..<3).map { _ in
        (row: generator.below(rows + 20), height: Double(generator.below(4000)) / denominator - 20)
      }
      geometry.setHeights(changes)
      for (row, height) in changes where heights.indices.contains(row) { heights[row] = height }
      Self.expectSameBits(geometry, heights)
    }
  }

  /// Exact sums meeting a height of no whole units, and heights too large to add exactly.
  @Test func changesThatLeaveTheExactSums() {
    var heights = (0..<600).map { Double($0 % 7) * 40.5 }
    var geometry = RowGeometry(heights: heights)
    heights[300] = 100.0 / 3
    geometry.setHeights([(300, 100.0 / 3)])
    Self.expectSameBits(geometry, heights)
    heights[599] = 0x1p44
    geometry.setHeights([(599, 0x1p44)])
    Self.expectSameBits(geometry, heights)
    Self.expectSameBits(RowGeometry(heights: [1, 0x1p42, 0x1p42, 0.5]), [1, 0x1p42, 0x1p42, 0.5])
    Self.expectSameBits(RowGeometry(heights: []), [])
  }
}
