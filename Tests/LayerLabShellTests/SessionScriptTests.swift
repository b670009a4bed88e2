import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

/// Writes `text` to `path`, creating the file's directory.
private func writeFile(_ path: String, _ text: String) throws {
  let directory = (path as NSString).deletingLastPathComponent
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

/// A script whose second line fails.
private let failingScript = """
  new label title frame=0,0,200,40 text=one
  titel.text = two
  title.text = three
  """

@Suite("Session: scripts, .read, .exit, .echo")
struct SessionScriptTests {
  @Test func bailOnStopsAtTheFirstError() {
    let harness = SessionHarness()
    #expect(harness.session.settings.bail)
    #expect(harness.session.runScript(failingScript, name: "s.lab") == .failed)
    #expect(harness.engine.view(named: "title")?.value(of: "text") == .text("one"))
    #expect(
      harness.errLines == ["layerlab:s.lab:2: error: unknown view 'titel'; did you mean 'title'?"])
    #expect(harness.session.hadError)
  }

  @Test func bailOffGoesOnButRemembersTheError() {
    let harness = SessionHarness()
    harness.session.settings.bail = false
    #expect(harness.session.runScript(failingScript, name: "s.lab") == .failed)
    #expect(harness.engine.view(named: "title")?.value(of: "text") == .text("three"))
    #expect(harness.errLines.count == 1)
    #expect(harness.session.hadError)
  }

  @Test func bailOffAsAStatementInTheScript() {
    let harness = SessionHarness()
    #expect(harness.session.runScript(".bail off\n" + failingScript, name: "s.lab") == .failed)
    #expect(!harness.session.settings.bail)
    #expect(harness.engine.view(named: "title")?.value(of: "text") == .text("three"))
    #expect(harness.errLines.first?.hasPrefix("layerlab:s.lab:3: error: ") == true)
  }

  @Test func aCleanScriptIsOk() {
    let harness = SessionHarness()
    let outcome = harness.session.runScript(
      "# setup\nnew label t text=a\r\n\nt.text = b\n", name: "ok.lab")
    #expect(outcome == .ok)
    #expect(harness.err == "")
    #expect(!harness.session.hadError)
    #expect(harness.engine.view(named: "t")?.value(of: "text") == .text("b"))
  }

  @Test func readResolvesRelativePathsAgainstTheIncludingFile() throws {
    try SessionHarness.withScratchDirectory { dir in
      try writeFile(dir + "/main.lab", "new label t text=main\n.read parts/child.lab\n")
      try writeFile(dir + "/parts/child.lab", "t.text = child\n.read sibling.lab\n")
      try writeFile(dir + "/parts/sibling.lab", "new label s text=sibling\n")
      // The files are not in the working directory, so only the including file's can be used.
      #expect(FileManager.default.currentDirectoryPath != dir)

      let harness = SessionHarness()
      #expect(harness.run(".read \(dir)/main.lab") == .ok)
      #expect(harness.err == "")
      #expect(harness.engine.view(named: "t")?.value(of: "text") == .text("child"))
      #expect(harness.engine.view(named: "s")?.value(of: "text") == .text("sibling"))
    }
  }

  @Test func errorsInsideAReadFileNameThatFile() throws {
    try SessionHarness.withScratchDirectory { dir in
      try writeFile(dir + "/main.lab", "new label t\n.read child.lab\nt.text = after\n")
      try writeFile(dir + "/child.lab", "t.text = child\nstpe\n")
      let harness = SessionHarness()
      #expect(harness.run(".read \(dir)/main.lab") == .failed)
      #expect(
        harness.errLines == [
          "layerlab:\(dir)/child.lab:2: error: unknown statement 'stpe'; did you mean 'step'?"
        ])
      // Bail is on, so main.lab stopped at its .read line.
      #expect(harness.engine.view(named: "t")?.value(of: "text") == .text("child"))
    }
  }

  @Test func readOfAMissingFileFails() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      #expect(harness.run(".read \(dir)/nope.lab") == .failed)
      #expect(
        harness.errLines == [
          "error: cannot read '\(dir)/nope.lab': no such file"
        ])
    }
  }

  @Test func aFileThatReadsItselfIsStoppedWithOneError() throws {
    try SessionHarness.withScratchDirectory { dir in
      try writeFile(dir + "/loop.lab", ".read loop.lab\n")
      let harness = SessionHarness()
      #expect(harness.run(".read \(dir)/loop.lab") == .failed)
      #expect(
        harness.errLines == [
          "layerlab:\(dir)/loop.lab:1: error: .read nested too deeply (at most 16 levels of "
            + ".read and compare); does a file read or compare itself?"
        ])
    }
  }

  /// `compare` runs its file in a fresh session; that session starts one level deeper, so a
  /// file that compares itself stops at the same limit as `.read` instead of recursing until
  /// the stack overflows.
  @Test func aFileThatComparesItselfIsStoppedAtTheReadLimit() throws {
    try SessionHarness.withScratchDirectory { dir in
      try writeFile(dir + "/r.lab", "compare sync -- r.lab\n")
      let harness = SessionHarness()
      #expect(harness.run("compare sync -- \(dir)/r.lab") == .failed)
      let lines = harness.errLines
      #expect(
        lines.first
          == "layerlab:\(dir)/r.lab:1: error: compare nested too deeply (at most 16 levels of "
          + ".read and compare); does a file read or compare itself?")
      // Each of the 16 levels failed the same way: one line and a count (issue 26).
      #expect(lines.count == 3)
      #expect(lines.last == "error: … and \(Session.maxReadDepth - 1) more like it")
      #expect(harness.session.nesting.readDepth == 0)
    }
  }

  @Test func readAndCompareShareOneNestingCounter() throws {
    try SessionHarness.withScratchDirectory { dir in
      try writeFile(dir + "/a.lab", "compare sync -- b.lab\n")
      try writeFile(dir + "/b.lab", ".read a.lab\n")
      let harness = SessionHarness()
      #expect(harness.run(".read \(dir)/a.lab") == .failed)
      #expect(harness.errLines.first?.contains("nested too deeply (at most 16 levels") == true)
    }
  }

  @Test func exitAndQuit() {
    let harness = SessionHarness()
    #expect(harness.run(".exit 3") == .exit(3))
    #expect(harness.run(".exit") == .exit(nil), "the usual status: 1 after an error, else 0")
    #expect(harness.run(".quit") == .exit(nil))
    #expect(harness.err == "")
    #expect(harness.out == "")
  }

  @Test func exitStopsAScriptAndTheRestOfTheLine() {
    let harness = SessionHarness()
    let outcome = harness.session.runScript(
      "new label t text=a\n.exit 3; t.text = b\nt.text = c\n", name: "s.lab")
    #expect(outcome == .exit(3))
    #expect(harness.engine.view(named: "t")?.value(of: "text") == .text("a"))
  }

  @Test func exitInsideAReadFileStopsEverything() throws {
    try SessionHarness.withScratchDirectory { dir in
      try writeFile(dir + "/main.lab", "new label t text=a\n.read child.lab\nt.text = c\n")
      try writeFile(dir + "/child.lab", ".quit\nt.text = b\n")
      let harness = SessionHarness()
      #expect(harness.session.runScript(".read \(dir)/main.lab", name: "top.lab") == .exit(nil))
      #expect(harness.engine.view(named: "t")?.value(of: "text") == .text("a"))
    }
  }

  @Test func echoPrintsEachLineBeforeItsOutput() {
    let harness = SessionHarness()
    harness.prepare("new label t text=hi")
    #expect(harness.run(".echo on") == .ok)
    #expect(harness.session.settings.echo)
    harness.clear()
    #expect(harness.run("t.text") == .ok)
    #expect(harness.out == "layerlab> t.text\nhi\n")

    harness.clear()
    #expect(harness.session.runScript("t.text\n\nt.frame\n", name: "s.lab") == .ok)
    #expect(harness.outLines == ["layerlab> t.text", "hi", "layerlab> t.frame", "0,0,0,0"])

    harness.clear()
    #expect(harness.run(".echo off") == .ok)
    #expect(harness.run("t.text") == .ok)
    #expect(harness.out == "layerlab> .echo off\nhi\n")
  }

  @Test func echoedLinesComeBeforeTheirErrors() {
    let harness = SessionHarness()
    harness.session.settings.echo = true
    #expect(harness.run("stpe") == .failed)
    #expect(harness.out == "layerlab> stpe\n")
    #expect(harness.err == "error: unknown statement 'stpe'; did you mean 'step'?\n")
  }
}
