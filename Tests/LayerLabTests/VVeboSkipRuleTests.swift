import PropertyBased
import Testing

@testable import LayerLab

/// VVebo's `scrollViewWillEndDragging:` rule: skip when the target is more than 8 rows away,
/// load the target screen plus 3 rows on the side the scroll arrives from.
@Suite struct VVeboSkipRuleTests {
  /// 1000 rows of 100 pt: row r spans [100r, 100r + 100).
  let uniform = RowGeometry(heights: Array(repeating: 100, count: 1000))
  /// An iPhone 8 Plus screen.
  let screen = 736.0

  func load(
    _ g: RowGeometry, from firstVisible: Int, to target: Double, velocity: Double
  ) -> [Int]? {
    VVeboSkipRule.rowsToLoad(
      geometry: g, firstVisible: firstVisible, targetOffset: target, viewportHeight: screen,
      velocity: velocity)
  }

  @Test func eightRowsAwayDrawsEverythingNineSkips() {
    // Target 5000 → row 50; the screen there holds rows 50…57.
    #expect(load(uniform, from: 42, to: 5000, velocity: 900) == nil)
    #expect(load(uniform, from: 41, to: 5000, velocity: 900) == Array(50...57) + [47, 48, 49])
    #expect(load(uniform, from: 58, to: 5000, velocity: -900) == nil)
    #expect(load(uniform, from: 59, to: 5000, velocity: -900) == Array(50...57) + [58, 59, 60])
    #expect(load(uniform, from: 50, to: 5000, velocity: 900) == nil)
  }

  @Test func extrasAreOnTheSideTheScrollArrivesFrom() {
    // Moving down the feed (offset increasing): rows above the target screen.
    #expect(
      load(uniform, from: 0, to: 20_050, velocity: 4000) == Array(200...207) + [197, 198, 199])
    // Moving towards the top: rows below it.
    #expect(
      load(uniform, from: 400, to: 20_050, velocity: -4000) == Array(200...207) + [208, 209, 210])
    // Velocity 0 takes the `else` branch, as in VVebo.
    #expect(load(uniform, from: 0, to: 20_000, velocity: 0) == Array(200...207) + [197, 198, 199])
  }

  @Test func nearTheTopTheExtrasNeedFirstAboveThree() {
    // Target row 3: the screen holds 3…10, and 3 > 3 fails, so no extras.
    #expect(load(uniform, from: 12, to: 300, velocity: 500) == Array(3...10))
    // Target row 4: 4 > 3, so rows 1, 2, 3 come too.
    #expect(load(uniform, from: 13, to: 400, velocity: 500) == Array(4...11) + [1, 2, 3])
  }

  @Test func nearTheBottomTheExtrasNeedLastPlusThreeBelowCount() {
    // Screen 990…997: 997 + 3 == 1000, not < 1000, so no extras.
    #expect(load(uniform, from: 980, to: 99_000, velocity: -500) == Array(990...997))
    // Screen 989…996: 996 + 3 = 999 < 1000, so 997, 998, 999.
    #expect(load(uniform, from: 979, to: 98_900, velocity: -500) == Array(989...999))
  }

  @Test func targetAtTheContentEnd() {
    // UIKit's own target for a fling to the bottom is maxOffset: row 992, screen 992…999.
    let bottom = uniform.maxOffset(viewport: screen)
    #expect(
      load(uniform, from: 100, to: bottom, velocity: 9000) == Array(992...999) + [989, 990, 991])
    // Exactly at contentHeight there is no row: the last row stands in, the rect is empty.
    #expect(load(uniform, from: 500, to: 100_000, velocity: 9000) == [])
    #expect(load(uniform, from: 991, to: 100_000, velocity: 9000) == nil, "999 − 991 = 8")
    #expect(load(uniform, from: 990, to: 100_000, velocity: 9000) == [])
  }

  @Test func targetAboveTheContentUsesRowZero() {
    #expect(load(uniform, from: 8, to: -50, velocity: -3000) == nil)
    #expect(load(uniform, from: 9, to: -50, velocity: -3000) == Array(0...9))
  }

  @Test func emptyTableAndAbsurdInputs() {
    #expect(load(RowGeometry(heights: []), from: 0, to: 0, velocity: 1) == nil)
    #expect(load(uniform, from: .min, to: 5000, velocity: 1) == Array(50...57) + [47, 48, 49])
    #expect(load(uniform, from: .max, to: 5000, velocity: -1) == Array(50...60))
  }

  @Test func mixedHeights() {
    // Periods of 1150 pt: 120, 300, 80, 450, 200. Offset 11 500 is row 50's top; the screen
    // [11 500, 12 236) holds 50 (120), 51 (300), 52 (80) and 53 (450, to 12 450).
    let g = RowGeometry(heights: (0..<200).map { [120, 300, 80, 450, 200][$0 % 5] })
    #expect(load(g, from: 42, to: 11_500, velocity: 800) == nil)
    #expect(load(g, from: 41, to: 11_500, velocity: 800) == [50, 51, 52, 53, 47, 48, 49])
    #expect(load(g, from: 59, to: 11_600, velocity: -800) == [50, 51, 52, 53, 54, 55, 56])
    // Mid-row 53 ([12 000, 12 450)): the screen [12 100, 12 836) reaches into row 56,
    // which starts at 12 770.
    #expect(load(g, from: 40, to: 12_100, velocity: 800) == [53, 54, 55, 56, 50, 51, 52])
  }

  /// VVebo's Objective-C, transcribed with linear scans over the rows.
  func reference(_ heights: [Double], _ cip: Int, _ y: Double, _ v: Double) -> [Int]? {
    guard !heights.isEmpty else { return nil }
    var tops = [0.0]
    for h in heights { tops.append(tops.last! + h) }
    let ip =
      heights.indices.first { tops[$0] <= y && y < tops[$0 + 1] }
      ?? (y < 0 ? 0 : heights.count - 1)
    guard abs(cip - ip) > 8 else { return nil }
    var arr = heights.indices.filter { tops[$0] < y + screen && tops[$0 + 1] > y }
    guard let first = arr.first, let last = arr.last else { return [] }
    if v < 0 {
      if last + 3 < heights.count { arr += [last + 1, last + 2, last + 3] }
    } else if first > 3 {
      arr += [first - 3, first - 2, first - 1]
    }
    return arr
  }

  @Test func agreesWithTheObjectiveC() async {
    let heights = Gen.int(in: 20...600).map(Double.init).array(of: 0...80)
    await propertyCheck(
      count: 200, input: heights, Gen.int(in: 0...90), Gen.int(in: -100...30_000), Gen.bool
    ) { heights, cip, y, down in
      let g = RowGeometry(heights: heights)
      let got = load(g, from: cip, to: Double(y), velocity: down ? 1200 : -1200)
      #expect(got == reference(heights, cip, Double(y), down ? 1200 : -1200))
    }
  }
}
