import Foundation
import Testing

/// prototype.lab's lesson, checked on what it prints: a cell declared as a prototype lays out
/// from its rows' text; on an iPhone 8, at the fitted prices, no strategy drops a frame (sync
/// spends several times async's main-thread time per frame: its headroom is smaller); the
/// shadow's offscreen pass costs the GPU, and shadowPath=bounds removes it.
struct PrototypeIntentTests {
  /// The compare table's rows, by run name (strategy and two variants): every column after
  /// the name, by header name.
  static func compareRows(_ out: String) -> [String: [String: String]] {
    CompareTable.rows(out, nameWords: 3) { ["sync", "async", "texture"].contains($0) }
  }

  @Test func noStrategyDropsFramesAndTheShadowPathOnlyMovesTheGPU() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let result = try BinaryRunner.run(["-X", "--clock", "model", "prototype.lab"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let rows = Self.compareRows(result.stdout)
    try #require(rows.count == 12, "\(result.stdout)")
    for (name, row) in rows {
      let dropped = Int(row["dropped"] ?? "") ?? -1
      // At the fitted prices no strategy drops a frame on the iPhone 8; sync pays for each
      // new row on main: its busiest frames take several times async's main-thread time.
      #expect(dropped == 0 && row["label_fps_min"] == "60.0", "\(name)")
      if name.hasPrefix("sync ") {
        let async = name.replacingOccurrences(of: "sync ", with: "async ")
        let syncCPU = Double(row["frame_cpu_p99_ms"] ?? "") ?? 0
        let asyncCPU = Double(rows[async]?["frame_cpu_p99_ms"] ?? "") ?? 100
        #expect(syncCPU > asyncCPU * 3, "\(name): \(syncCPU) ms against \(asyncCPU)")
        let syncRate = Double(row["frame_rate"] ?? "") ?? 60
        let asyncRate = Double(rows[async]?["frame_rate"] ?? "") ?? 0
        #expect(syncRate <= asyncRate, "\(name)")
      }
      let gpu = Double(row["gpu_ms_mean"] ?? "") ?? -1
      let passes = Double(row["offscreen_per_frame"] ?? "") ?? -1
      if name.contains("shadowPath=bounds") {
        #expect(passes == 0 || name.contains("shouldRasterize=true"), "\(name)")
        let none = name.replacingOccurrences(of: "shadowPath=bounds", with: "shadowPath=none")
        let before = Double(rows[none]?["gpu_ms_mean"] ?? "") ?? 0
        #expect(gpu < before, "\(name): \(gpu) ms against \(before) ms without a path")
      } else if name.contains("shouldRasterize=false") {
        // The shadow's offscreen pass costs time, but inside the 16.7 ms budget.
        #expect(passes >= 1 && gpu > 1 && gpu < 16.7, "\(name)")
      }
      // Strategies decide the frames, fixes the GPU: frames do not change with the fixes.
      let same = name.components(separatedBy: " ").first ?? ""
      let base = rows["\(same) post.card.shadowPath=none post.card.shouldRasterize=false"]
      #expect(row["dropped"] == base?["dropped"], "\(name)")
    }
    // The geometry: the first post's one-line body is shorter than the second's three lines,
    // and numberOfLines = 2 on the prototype shortens the second.
    let frames = result.stdout.split(separator: "\n").filter { $0.hasPrefix("15,") }
      .map { $0.split(separator: ",").compactMap { Double($0) } }
    try #require(frames.count == 3, "\(frames)")
    #expect(
      frames[0][3] < frames[1][3] && frames[2][3] < frames[1][3] && frames[2][3] > frames[0][3])
  }
}
