import Foundation
import Testing

@testable import LayerLabShell

/// Messages that used to mislead: each names the real problem now.
@Suite("Session: messages name the real problem")
struct SessionMessageTests {
  @Test func aHashAfterABareEqualsIsAValueNotAComment() throws {
    func texts(_ line: String) throws -> [[String]] {
      try Tokenizer.statements(in: line).map { $0.words.map(\.text) }
    }
    #expect(try texts("c = #12") == [["c", "=", "#12"]])
    #expect(
      try texts("new label x textColor= #GGGGGG") == [
        ["new", "label", "x", "textColor=", "#GGGGGG"]
      ])
    #expect(try texts("t.text = #tag; step") == [["t.text", "=", "#tag"], ["step"]])
    #expect(try texts("c = # a comment") == [["c", "="]])
    #expect(try texts("step #12 a comment") == [["step"]])
  }

  @Test func exportRefusesAnExtensionOfAnotherFormat() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      #expect(harness.run("export draws \(dir)/x.png") == .failed)
      #expect(
        harness.errLines == [
          "error: export draws writes CSV, not PNG; name the file with .csv, "
            + "e.g. export draws draws.csv"
        ])
      #expect(harness.run("export chrome \(dir)/t.CSV") == .failed)
      #expect(harness.errLines.last?.hasPrefix("error: export chrome writes JSON, not CSV") == true)
      #expect(SessionHarness.directoryEntries(dir).isEmpty, "nothing was written")
      harness.clear()
      #expect(harness.run("export events \(dir)/e.txt") == .ok, "other names are the user's")
      #expect(harness.run("export draws \(dir)/d.csv") == .ok)
      #expect(harness.err == "")
    }
  }

  @Test func aCacheThatIsAFileIsNotADirectory() throws {
    try SessionHarness.withScratchDirectory { dir in
      let file = dir + "/cache"
      try AtomicFile.write("x", to: file)
      let harness = SessionHarness()
      #expect(harness.run("images cache=\(file)") == .failed)
      #expect(
        harness.errLines == ["error: cache '\(file)' is a file, not a directory; name a directory"])
      harness.clear()
      #expect(harness.run("images cache=\(dir)/none") == .failed)
      #expect(harness.err.contains("does not exist; create it first"))
    }
  }

  @Test func scriptsThatCannotBeReadSayWhy() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      func reason(_ path: String) -> String? {
        harness.clear()
        #expect(harness.run(".read \(path)") == .failed)
        guard let line = harness.errLines.first, let cut = line.range(of: "': ") else { return nil }
        return String(line[cut.upperBound...])
      }
      #expect(reason(dir) == "it is a directory, not a script")
      try Data([0x73, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: dir + "/bad.lab"))
      #expect(reason(dir + "/bad.lab") == "it is not UTF-8 text; save it as UTF-8")
      #expect(mkfifo(dir + "/pipe.lab", 0o600) == 0)
      #expect(
        reason(dir + "/pipe.lab") == "it is a FIFO, not a regular file; save the script to a file")
      let big = dir + "/big.lab"
      #expect(FileManager.default.createFile(atPath: big, contents: nil))
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
      try handle.truncate(atOffset: UInt64(ScriptFile.maxBytes + 1))
      try handle.close()
      #expect(
        reason(big)
          == "it holds \(ScriptFile.maxBytes + 1) bytes, over the 16 MiB script-size limit")
      #expect(reason(dir + "/none.lab") == "no such file")
    }
  }

  @Test func exitWithoutACodeKeepsTheUsualStatus() {
    let harness = SessionHarness()
    #expect(harness.run(".exit") == .exit(nil))
    #expect(harness.run(".exit 0") == .exit(0))
  }
}
