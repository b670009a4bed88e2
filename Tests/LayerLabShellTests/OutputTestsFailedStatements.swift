import Foundation
import Testing

@testable import LayerLabShell

/// A failed statement loses nothing: `.once FILE` before it, or `.output FILE` when `.bail on`
/// stops the run at it, leaves FILE as it was (issue 26: both emptied or cut the file).
@Suite("Output files after a failed statement")
struct OutputTestsFailedStatements {
  private func contents(_ path: String) -> String? {
    SessionHarness.fileBytes(path).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func onceBeforeAFailedStatementLeavesTheFileWhole() throws {
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/x.txt"
      try "the last good report\n".write(toFile: path, atomically: false, encoding: .utf8)
      let harness = SessionHarness()
      #expect(harness.run(".once \(path)") == .ok)
      #expect(harness.run("show nobody") == .failed)
      #expect(contents(path) == "the last good report\n")
      #expect(harness.errLines.count == 2)
      #expect(harness.errLines.first?.hasPrefix("error: unknown view 'nobody'") == true)
      #expect(
        harness.errLines.last
          == "error: '\(path)' is left as it was: the statement under .once failed, so its "
          + "results were dropped; run .once and the statement again")
      #expect(SessionHarness.directoryEntries(dir) == ["x.txt"])
      // The next statement's results are not captured: the .once is spent.
      #expect(harness.run("seed") == .ok)
      #expect(harness.out == "seed 1\n")
    }
  }

  @Test func onceBeforeAFailedStatementCreatesNoFile() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      #expect(harness.run(".once \(dir)/new.txt; nosuch") == .failed)
      #expect(SessionHarness.directoryEntries(dir).isEmpty)
    }
  }

  /// A `.read` under `.once` whose script fails part-way: the file keeps its old contents
  /// rather than the half the script printed.
  @Test func onceBeforeAPartlyFailedScriptLeavesTheFileWhole() throws {
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/x.txt"
      let script = dir + "/s.lab"
      try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
      try "seed\nnosuch\nseed\n".write(toFile: script, atomically: false, encoding: .utf8)
      let harness = SessionHarness()
      #expect(harness.run(".once \(path); .read \(script)") == .failed)
      #expect(contents(path) == "old\n")
    }
  }

  @Test func outputStoppedByBailLeavesTheFileWhole() throws {
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/x.txt"
      try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
      let harness = SessionHarness()
      #expect(harness.run(".output \(path); seed", at: .command) == .ok)
      #expect(harness.run("nosuch", at: .command) == .failed)
      harness.session.finish(stoppedAtError: true)
      #expect(contents(path) == "old\n")
      #expect(
        harness.errLines.last
          == "layerlab: error: '\(path)' is left as it was: the run stopped at an error before "
          + ".output ended, so the results sent there were dropped; fix the error and run again")
      #expect(SessionHarness.directoryEntries(dir) == ["x.txt"])
    }
  }

  /// With `--keep-going` (or `.bail off`) the run goes on, and the file gets every result
  /// but the failed statement's.
  @Test func outputPastAnErrorKeepsTheOtherResults() throws {
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/x.txt"
      let harness = SessionHarness()
      #expect(harness.run(".output \(path); seed") == .ok)
      #expect(harness.run("nosuch") == .failed)
      #expect(harness.run("seed 2; seed") == .ok)
      harness.session.finish()
      #expect(contents(path) == "seed 1\nseed 2\n")
    }
  }
}
