import Foundation
import Testing

/// verdict.lab's lesson, checked on what it prints: repeated runs keep the differences larger
/// than their spread (async's and texture's lighter busiest frames, texture's memory) and name
/// nothing else, and a change that makes no difference is said to make none.
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
  }
}
