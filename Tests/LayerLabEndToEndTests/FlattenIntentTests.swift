import Foundation
import Testing

/// flatten.lab's lesson, checked on what it prints: VVebo's flattening halves the draws and
/// lightens main a little, but each draw is bigger (a cell-sized bitmap against small label
/// ones), the pool works more and the bitmaps take more memory; the GPU saves little, and
/// both layerings hold 60 fps on an iPhone 6 under async drawing.
struct FlattenIntentTests {
  /// The compare table's rows, by run name (`feed.layers=composite`), every column by header.
  static func compareRows(_ out: String) -> [String: [String: String]] {
    var header: [String] = []
    var rows: [String: [String: String]] = [:]
    for line in out.split(separator: "\n") {
      // peak_bitmap and mem_peak print as two words ("8.4 MiB"): join the unit back.
      var cells: [String] = []
      for word in line.split(separator: " ").map(String.init) {
        if ["KiB", "MiB", "GiB", "B"].contains(word), let last = cells.popLast() {
          cells.append(last + " " + word)
        } else {
          cells.append(word)
        }
      }
      if cells.first == "run" {
        header = cells
        continue
      }
      guard let first = cells.first, first.hasPrefix("feed.layers="), cells.count == header.count
      else { continue }
      rows[first] = Dictionary(uniqueKeysWithValues: zip(header, cells).map { ($0, $1) })
    }
    return rows
  }

  /// `costs VIEW`'s total for a draw, in ms.
  static func drawCost(_ out: String, _ view: String) -> Double? {
    guard let line = out.split(separator: "\n").first(where: { $0.hasPrefix("\(view): ") }),
      let range = line.range(of: "costs ")
    else { return nil }
    return Double(line[range.upperBound...].prefix { $0 != " " })
  }

  static func mebibytes(_ text: String?) -> Double {
    Double(text?.split(separator: " ").first ?? "") ?? -1
  }

  @Test func flatteningTradesDrawsForBiggerBitmaps() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let result = try BinaryRunner.run(["-X", "flatten.lab"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let out = result.stdout
    // One cell: the flattened bitmap costs more than the small labels it replaces together.
    let cell = try #require(Self.drawCost(out, "feed.cell1"), "\(out)")
    let labels = ["name", "time", "count"].compactMap { Self.drawCost(out, "feed.cell1.\($0)") }
    try #require(labels.count == 3, "\(out)")
    #expect(cell > labels.reduce(0, +) * 2, "cell \(cell) ms against labels \(labels)")

    let rows = Self.compareRows(out)
    let composite = try #require(rows["feed.layers=composite"], "\(out)")
    let separate = try #require(rows["feed.layers=separate"], "\(out)")
    let value = { (row: [String: String], column: String) in Double(row[column] ?? "") ?? -1 }
    // Half the draws, main a little lighter, the pool busier, the bitmaps bigger.
    #expect(value(composite, "executed") * 2 <= value(separate, "executed"))
    #expect(value(composite, "frame_cpu_p99_ms") < value(separate, "frame_cpu_p99_ms"))
    #expect(value(composite, "cpu_mean_pct") > value(separate, "cpu_mean_pct"))
    #expect(
      Self.mebibytes(composite["peak_bitmap"]) > Self.mebibytes(separate["peak_bitmap"]) * 1.5)
    // The GPU saves little, and frames do not decide it: both hold 60 fps.
    let gpu = (value(composite, "gpu_ms_mean"), value(separate, "gpu_ms_mean"))
    #expect(gpu.0 <= gpu.1 && gpu.0 > gpu.1 * 0.9, "gpu \(gpu)")
    for row in [composite, separate] {
      #expect(row["dropped"] == "0" && row["label_fps_min"] == "60.0")
    }
  }
}
