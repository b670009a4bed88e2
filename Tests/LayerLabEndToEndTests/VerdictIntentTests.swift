import Foundation
import Testing

/// verdict.lab's lesson, checked on what it prints: repeated runs keep the differences larger
/// than their spread (async's and texture's lighter busiest frames, texture's memory) and name
/// nothing else, a change that makes no difference is said to make none, and the sweep shows
/// how far sync's margin goes.
struct VerdictIntentTests {
  @Test func theVerdictNamesWhatHoldsAcrossRunsAndNothingElse() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let result = try BinaryRunner.run(["-X", "--clock", "model", "verdict.lab"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    func verdict(_ row: String) throws -> String {
      try #require(lines.first { $0.hasPrefix("verdict: \(row) against ") }, "\(row)")
    }
    let async = try verdict("async")
    #expect(async.contains("frame_cpu_p99_ms") && !async.contains("mem_peak"), "\(async)")
    let texture = try verdict("texture")
    #expect(texture.contains("frame_cpu_p99_ms") && texture.contains("mem_peak"), "\(texture)")
    for found in [async, texture] {
      // No strategy hitches or drops a frame on this phone: the verdict says nothing of them.
      #expect(!found.contains("hitch") && !found.contains("dropped"), "\(found)")
    }
    #expect(try verdict("global").hasSuffix("no figure differs beyond the run-to-run spread"))
    // Each repeated row shows a spread where its runs differ.
    #expect(lines.contains { $0.hasPrefix("sync ") && $0.contains(" [") })
    try Self.checkSweep(lines)
    #expect(
      FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("verdict-sweep.png").path))
  }

  /// The sweep's lesson: sync's busiest frames grow with the fling and pass one frame's time
  /// (16.7 ms on the iPhone 6) within the range, where it starts to hitch; async's stay far
  /// under at every point and never hitch.
  static func checkSweep(_ lines: [String]) throws {
    /// Each sweep table: point → (sync median, async median).
    var tables: [[String: (sync: Double, async: Double)]] = []
    for (index, line) in lines.enumerated() where line.hasPrefix("gesture ") {
      var table: [String: (sync: Double, async: Double)] = [:]
      for row in lines[(index + 2)...] {
        guard !row.hasPrefix("  (") else { break }
        // "   1.5  11.243 [10.978–11.566]  1.269 [1.228–1.327]": the point, then each
        // column's median (a bracketed spread follows some).
        let cells = row.split(separator: " ").filter { !$0.hasPrefix("[") }
        guard cells.count == 3, let sync = Double(cells[1]), let async = Double(cells[2]) else {
          Issue.record("unreadable sweep row '\(row)'")
          break
        }
        table[String(cells[0])] = (sync, async)
      }
      tables.append(table)
    }
    try #require(tables.count == 2, "\(lines)")
    let (cpu, hitches) = (tables[0], tables[1])
    let budget = 1000.0 / 60
    #expect(try #require(cpu["1"]).sync < budget)
    #expect(try #require(cpu["3"]).sync > budget)
    #expect(cpu.values.allSatisfy { $0.async < 2 }, "\(cpu)")
    // Faster flings load sync more, point after point up to twice the script's, within a
    // frame; past it every point is over the frame (not monotone: where each touch falls in
    // its frame decides which rows share one).
    let points = ["0.5", "1", "1.5", "2"]
    let syncs = points.compactMap { cpu[$0]?.sync }
    #expect(syncs.count == points.count && syncs == syncs.sorted(), "\(syncs)")
    #expect(syncs.allSatisfy { $0 < budget }, "\(syncs)")
    #expect(try ["2.5", "3"].allSatisfy { try #require(cpu[$0]).sync > budget }, "\(cpu)")
    #expect(try #require(hitches["2.5"]).sync >= 1 && #require(hitches["3"]).sync >= 1)
    #expect(hitches.values.allSatisfy { $0.async == 0 }, "\(hitches)")
  }
}
