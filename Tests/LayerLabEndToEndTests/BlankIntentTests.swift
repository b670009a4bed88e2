import Foundation
import Testing

/// blank.lab's lesson, checked on the figures it prints: drawing on main hitches but never
/// shows a blank row; drawing off main is on time and pays in blank content (async a little,
/// VVebo a lot), except Texture, whose preload range draws rows before they arrive.
struct BlankIntentTests {
  /// The compare table's rows by strategy, split on runs of spaces (the first such row).
  static func compareRows(_ out: String) -> [String: [String]] {
    var rows: [String: [String]] = [:]
    for line in out.split(separator: "\n") {
      let cells = line.split(separator: " ").map(String.init)
      if let first = cells.first, ["sync", "async", "vvebo", "texture"].contains(first),
        rows[first] == nil
      {
        rows[first] = cells
      }
    }
    return rows
  }

  @Test func offMainIsOnTimeButBlankExceptTexture() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let result = try BinaryRunner.run(["-X", "--clock", "model", "blank.lab"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let rows = Self.compareRows(result.stdout)
    try #require(rows.count == 4, "\(result.stdout)")
    // The last three columns: blank_frames, blank_area_max_pct, ttc_p95_ms; dropped is the
    // fifth cell.
    func blankFrames(_ s: String) -> Int { Int(rows[s]?.dropLast(2).last ?? "") ?? -1 }
    func maxPercent(_ s: String) -> Double { Double(rows[s]?.dropLast(1).last ?? "") ?? -1 }
    func dropped(_ s: String) -> Int { Int(rows[s]?[4] ?? "") ?? -1 }
    // Sync: every frame complete, and many dropped.
    #expect(blankFrames("sync") == 0 && maxPercent("sync") == 0, "\(rows)")
    #expect(dropped("sync") >= 5, "\(rows)")
    // Async and VVebo: on time, with blank area; VVebo's skipped rows far more of it.
    for strategy in ["async", "vvebo", "texture"] {
      #expect(dropped(strategy) == 0, "\(strategy): \(rows)")
    }
    #expect(blankFrames("async") > 0 && maxPercent("async") > 0, "\(rows)")
    #expect(blankFrames("vvebo") > 10 * blankFrames("async"), "\(rows)")
    #expect(maxPercent("vvebo") > 50, "\(rows)")
    // Texture: little or none.
    #expect(blankFrames("texture") <= blankFrames("async"), "\(rows)")
    // The frame looked at up close was on time and blank, and names the layer.
    #expect(result.stdout.contains("appeared on time"))
    #expect(result.stdout.contains("on time but blank: 1 layer"), "\(result.stdout)")
    #expect(result.stdout.contains("blank layers: feed.cell4\n"))
    // The tinted screen: VVebo's fling left the whole screen blank.
    #expect(result.stdout.contains("7 blank layers, 727040 px = 100.0 % of the screen"))
  }
}
