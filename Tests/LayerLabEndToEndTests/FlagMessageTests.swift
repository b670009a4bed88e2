import Foundation
import Testing

/// Flags and start-up files whose messages used to mislead.
struct FlagMessageTests {
  @Test func severalCommandsRunInOrder() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let result = try BinaryRunner.run(
      ["-X", "--clock", "model", "-c", "seed 5", "-c", "seed"], in: directory)
    #expect(result.stderr == "")
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("5\n"), "the second -c saw the first one's seed")
  }

  @Test func aFailingCommandStopsTheNextOne() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let result = try BinaryRunner.run(["-X", "-c", "bogus", "-c", "seed"], in: directory)
    #expect(result.status == 1)
    #expect(result.stdout == "")
  }

  @Test func aNegativeSeedGetsTheRange() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let result = try BinaryRunner.run(["-X", "--seed", "-1", "-c", "seed"], in: directory)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: seed must be from 0 to 2147483647\n"))
  }

  @Test func anUnreadableInitFileIsNamedOnStderr() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let initPath = directory.appendingPathComponent(".config/layerlab/init")
    try FileManager.default.createDirectory(at: initPath, withIntermediateDirectories: true)
    let result = try BinaryRunner.run(["-c", "seed"], in: directory)
    #expect(result.status == 0, "the shell still runs")
    #expect(
      result.stderr
        == "layerlab: warning: init file skipped: cannot read '\(initPath.path)': it is a "
        + "directory, not a script\n")
  }

  /// Issue 44: a failed line in the init file is reported where it is, and the settings
  /// that took stay; the batch run's status is its own (it was 1 for every run).
  @Test func aFailedInitLineDoesNotFailEveryRun() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let initPath = directory.appendingPathComponent(".config/layerlab/init")
    try FileManager.default.createDirectory(
      at: initPath.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "seed 7\nbogus\n".write(to: initPath, atomically: true, encoding: .utf8)
    let result = try BinaryRunner.run(["-c", "seed"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("unknown statement 'bogus'"), "\(result.stderr)")
    #expect(result.stdout.contains("7"), "the init file's seed took: \(result.stdout)")
    let failing = try BinaryRunner.run(["-c", "bogus"], in: directory)
    #expect(failing.status == 1, "the run's own failure still counts")
  }

  @Test func exitAfterAnErrorExitsOne() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let result = try BinaryRunner.run(
      ["-X", "--keep-going"], in: directory, input: "bogus\n.exit\nseed\n")
    #expect(result.status == 1)
    #expect(result.stdout == "", ".exit stopped before 'seed'")
    let clean = try BinaryRunner.run(
      ["-X", "--keep-going"], in: directory, input: "bogus\n.exit 0\n")
    #expect(clean.status == 0, ".exit N exits with N")
  }

  @Test func aScriptThatIsADirectoryIsNamedSo() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("d.lab"), withIntermediateDirectories: true)
    let result = try BinaryRunner.run(["-X", "d.lab"], in: directory)
    #expect(result.status == 66)
    #expect(
      result.stderr == "layerlab: error: cannot read 'd.lab': it is a directory, not a script\n")
  }
}
