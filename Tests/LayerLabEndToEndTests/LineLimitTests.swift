import Foundation
import Testing

/// Lines on stdin over the line-length limit: refused by number, and the next line still runs.
struct LineLimitTests {
  @Test func anOverlongStdinLineIsRefusedAndTheNextLineRuns() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let input = String(repeating: "x", count: 1 << 20) + "\nnew label t text=hi\nt.text\n"
    let result = try BinaryRunner.run(
      ["-X", "--clock", "model", "--keep-going"], in: directory, input: input)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "layerlab:<stdin>:1: error: line is longer than 65536 bytes, the line-length limit; "
        + "split it into several statements\n")
    #expect(result.stdout.hasSuffix("\nhi\n"), "the line after the long one ran")
  }

  @Test func aLineAtTheLimitIsRead() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let comment = "# " + String(repeating: "c", count: (1 << 16) - 2)
    let result = try BinaryRunner.run(
      ["-X", "--clock", "model"], in: directory, input: comment + "\r\nseed 3\nseed\n")
    #expect(result.stderr == "")
    #expect(result.status == 0)
  }
}
