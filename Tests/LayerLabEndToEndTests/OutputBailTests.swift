import Foundation
import Testing

/// `.output FILE` in a run that `.bail on` (the default outside the prompt) stops at an error:
/// FILE is left as it was, not replaced by the results before the error (issue 26).
struct OutputBailTests {
  @Test func aRunStoppedAtAnErrorLeavesTheOutputFileWhole() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let file = directory.appendingPathComponent("x.txt")
    try Data("the last good report\n".utf8).write(to: file)
    let result = try BinaryRunner.run(
      ["-X", "--clock", "model", "-c", ".output x.txt", "-c", "seed", "-c", "nosuch"],
      in: directory)
    #expect(result.status == 1)
    #expect(try String(contentsOf: file, encoding: .utf8) == "the last good report\n")
    #expect(result.stderr.contains("'x.txt' is left as it was"), "\(result.stderr)")
  }

  @Test func keepGoingKeepsTheResultsPastTheError() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let result = try BinaryRunner.run(
      [
        "-X", "--clock", "model", "--keep-going", "-c", ".output x.txt", "-c", "seed", "-c",
        "nosuch",
      ],
      in: directory)
    #expect(result.status == 1)
    let file = directory.appendingPathComponent("x.txt")
    #expect(try String(contentsOf: file, encoding: .utf8) == "seed 1\n")
  }
}
