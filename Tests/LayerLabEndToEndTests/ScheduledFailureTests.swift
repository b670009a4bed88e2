import Foundation
import Testing

/// A scheduled statement refused when its time comes fails the batch run, on stderr, at the
/// line that scheduled it.
struct ScheduledFailureTests {
  @Test func aBatchRunWithAFailedScheduledStatementExitsOne() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let script = "after 10ms new label q text=later\nnew label q text=now\nrun 20ms\n"
    try script.write(
      to: directory.appendingPathComponent("later.lab"), atomically: true, encoding: .utf8)
    let result = try BinaryRunner.run(["-X", "--clock", "model", "later.lab"], in: directory)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "layerlab:later.lab:1: error: scheduled statement 'new label q text=later' failed at "
        + "10.009 ms: a view named 'q' already exists; pick another name\n")
  }
}
