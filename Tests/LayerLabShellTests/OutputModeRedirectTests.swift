import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

/// The text of a file, or nil when it cannot be read.
private func contents(_ path: String) -> String? {
  SessionHarness.fileBytes(path).map { String(decoding: $0, as: UTF8.self) }
}

@Suite("Output modes: .output and .once")
struct OutputModeRedirectTests {
  @Test func onceCapturesExactlyTheNextStatement() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      harness.prepare("new label t frame=0,0,200,40 text=Hi")
      #expect(harness.run(".once \(dir)/stats.txt") == .ok)
      #expect(harness.run("stats") == .ok)
      #expect(harness.out == "")
      let captured = try #require(contents(dir + "/stats.txt"))
      #expect(captured.hasPrefix("stat "))
      #expect(captured.contains("virtual time"))
      // The statement after goes back to the normal stream, and the file is left alone.
      #expect(harness.run("seed") == .ok)
      #expect(harness.out == "seed 1\n")
      #expect(contents(dir + "/stats.txt") == captured)
      #expect(harness.err == "")
    }
  }

  @Test func onceOnOneLineAppliesToTheFollowingStatement() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      #expect(harness.run(".mode csv; .once \(dir)/s.csv; .show; seed") == .ok)
      #expect(harness.out == "seed 1\n")
      let rows = try #require(contents(dir + "/s.csv"))
      #expect(rows.hasPrefix("setting,value\n"))
      #expect(rows.contains("output,\(dir)/s.csv (this statement only)\n"))
    }
  }

  @Test func outputIsStickyUntilABareOutput() throws {
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/log.txt"
      try "old contents\n".write(toFile: path, atomically: true, encoding: .utf8)
      let harness = SessionHarness()
      #expect(harness.run(".output \(path)") == .ok)
      #expect(contents(path) == "old contents\n", ".output replaces the file when it ends")
      #expect(harness.run("seed") == .ok)
      #expect(harness.run("nosuch") == .failed)
      #expect(harness.run("clock") == .ok)
      #expect(harness.out == "")
      #expect(harness.err.hasPrefix("error: unknown statement 'nosuch'"))
      #expect(harness.run(".output") == .ok)
      #expect(harness.run("seed") == .ok)
      #expect(harness.out == "seed 1\n")
      #expect(contents(path) == "seed 1\nclock model (options: measured, model)\n")
    }
  }

  @Test func onceInsideOutputReturnsToTheOutputFile() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      harness.prepare(".output \(dir)/all.txt")
      #expect(harness.run(".once \(dir)/one.txt") == .ok)
      #expect(harness.run("seed") == .ok)
      #expect(harness.run("seed 7") == .ok)
      #expect(harness.run("seed") == .ok)
      #expect(contents(dir + "/one.txt") == "seed 1\n")
      #expect(harness.run(".output") == .ok)
      #expect(contents(dir + "/all.txt") == "seed 7\n")
      #expect(harness.out == "")
    }
  }

  @Test(arguments: [".output", ".once"])
  func missingDirectoryIsOneErrorAndChangesNothing(command: String) throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      harness.prepare(".output \(dir)/kept.txt")
      #expect(harness.run("\(command) \(dir)/no/such/dir/x.txt") == .failed)
      #expect(harness.errLines.count == 1)
      #expect(harness.err.contains("cannot write '\(dir)/no/such/dir/x.txt'"))
      #expect(harness.run("seed") == .ok)
      harness.session.finish()
      #expect(contents(dir + "/kept.txt") == "seed 1\n")
      #expect(SessionHarness.directoryEntries(dir) == ["kept.txt"])
    }
  }

  /// A write that fails (a full disk, here a descriptor closed behind the file's back)
  /// leaves the old file whole and no temporary file, and the error names the statement.
  @Test func aFailedWriteKeepsTheOldFileAndNamesTheStatement() throws {
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/log.txt"
      try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
      let harness = SessionHarness()
      harness.prepare(".output \(path)")
      let file = try #require(harness.session.router.outputFile)
      #expect(close(file.descriptor) == 0)
      #expect(harness.run("seed", at: .file("s.lab", line: 4)) == .ok)
      #expect(
        harness.errLines == [
          "layerlab:s.lab:4: error: cannot write '\(path)': Bad file descriptor; '\(path)' is "
            + "left as it was and results go to the terminal again"
        ])
      #expect(harness.out == "seed 1\n")
      #expect(contents(path) == "old\n")
      #expect(SessionHarness.directoryEntries(dir) == ["log.txt"])
    }
  }

  @Test func onceReplacesItsFileOnlyWhenTheStatementEnds() throws {
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/once.txt"
      try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
      let harness = SessionHarness()
      harness.prepare(".once \(path)")
      #expect(contents(path) == "old\n")
      #expect(harness.run("seed") == .ok)
      #expect(contents(path) == "seed 1\n")
      #expect(SessionHarness.directoryEntries(dir) == ["once.txt"])
    }
  }

  @Test func errorsStayOnStderrUnderOnce() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      harness.prepare(".once \(dir)/e.txt")
      #expect(harness.run("show nobody") == .failed)
      #expect(harness.err.hasPrefix("error: unknown view 'nobody'"))
      // The failed statement's file is not made (OutputTestsFailedStatements).
      #expect(contents(dir + "/e.txt") == nil)
    }
  }
}

@Suite("Output modes: style")
struct OutputModeStyleTests {
  @Test func colourOnlyOnATerminalWithoutNoColorOrDumbTerm() {
    let term = ["TERM": "xterm-256color"]
    #expect(Style.detect(isTerminal: true, environment: term).colors)
    #expect(!Style.detect(isTerminal: false, environment: term).colors)
    #expect(
      !Style.detect(isTerminal: true, environment: term.merging(["NO_COLOR": "1"]) { $1 }).colors)
    #expect(!Style.detect(isTerminal: true, environment: ["TERM": "dumb"]).colors)
    #expect(!Style.detect(isTerminal: true, environment: [:]).colors)
  }

  @Test func plainSessionsWriteNoEscapeCodes() {
    let harness = SessionHarness()
    harness.run("new label t frame=0,0,200,40 text=Hi; run until idle; nosuch")
    #expect(!harness.out.contains("\u{1B}") && !harness.err.contains("\u{1B}"))
  }

  @Test func colouredSessionsMarkErrorAndDimTheTimeColumn() {
    let harness = SessionHarness()
    harness.session.style = Styles(out: Style(colors: true), err: Style(colors: true))
    harness.run("new label t frame=0,0,200,40 text=Hi")
    #expect(harness.outLines.first?.hasPrefix("\u{1B}[2m    0.000 ms\u{1B}[0m  input: new") == true)
    harness.clear()
    harness.run("show error:x", at: .file("error:.lab", line: 3))
    #expect(
      harness.err.hasPrefix("layerlab:error:.lab:3: \u{1B}[1;31merror:\u{1B}[0m unknown view"))
  }

  @Test func outputFilesGetNoEscapeCodes() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      harness.session.style = Styles(out: Style(colors: true), err: Style(colors: true))
      harness.prepare(".output \(dir)/o.txt", "new label t frame=0,0,200,40 text=Hi")
      harness.session.finish()
      let text = SessionHarness.fileBytes(dir + "/o.txt").map {
        String(decoding: $0, as: UTF8.self)
      }
      #expect(text?.hasPrefix("    0.000 ms  input: new") == true)
    }
  }

  @Test func timeColumnIsRecognisedExactly() {
    #expect(Style.timeColumnWidth("    0.262 ms  input") == 12)
    #expect(Style.timeColumnWidth("   -0.262 ms      C4") == 12)
    #expect(Style.timeColumnWidth("3600000.002 ms  input") == 14)
    #expect(Style.timeColumnWidth("ran 0.006 ms → 0.257 ms") == nil)
    #expect(Style.timeColumnWidth("    0.26 ms   input") == nil)
    #expect(Style.timeColumnWidth("0.262 ms  short") == nil)
    #expect(Style.timeColumnWidth("time: host 1.204 ms") == nil)
  }
}
