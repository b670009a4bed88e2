import Foundation
import Testing

@testable import LayerLabShell

/// What `export`, `save`, `.output` and `.once` refuse to replace (links: OutputTestsLinks;
/// temporary files: OutputTestsTemporaries).
@Suite("Atomic file targets")
struct OutputTestsTargets {
  private func message(_ body: () throws(ShellError) -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      return error.message
    }
  }

  @Test(arguments: ["/dev/null", "/dev/stdout"])
  func aDeviceIsNeverReplaced(path: String) {
    var before = stat()
    #expect(stat(path, &before) == 0)
    let refused = message { () throws(ShellError) in try AtomicFile.write("x", to: path) }
    #expect(refused?.hasPrefix("'\(path)' is not a regular file (it is a ") == true)
    var after = stat()
    #expect(stat(path, &after) == 0)
    #expect(after.st_ino == before.st_ino && after.st_mode == before.st_mode)
    #expect(message { () throws(ShellError) in _ = try AtomicFile(replacing: path) } == refused)
  }

  @Test func aFIFOIsRefused() throws {
    try SessionHarness.withScratchDirectory { dir in
      let fifo = dir + "/pipe"
      #expect(mkfifo(fifo, 0o644) == 0)
      #expect(
        message { () throws(ShellError) in try AtomicFile.write("x", to: fifo) }
          == "'\(fifo)' is not a regular file (it is a FIFO); name a regular file")
      #expect(SessionHarness.directoryEntries(dir) == ["pipe"])
    }
  }

  @Test func aReadOnlyFileIsRefusedEvenForRoot() throws {
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/x.csv"
      try "keep\n".write(toFile: path, atomically: false, encoding: .utf8)
      #expect(chmod(path, 0o444) == 0)
      let harness = SessionHarness()
      #expect(harness.run("export draws \(path)") == .failed)
      #expect(
        harness.errLines == [
          "error: '\(path)' is read-only; make it writable or name another file"
        ])
      #expect(harness.run(".output \(path)") == .failed)
      #expect(harness.run(".once \(path)") == .failed)
      #expect(SessionHarness.fileBytes(path) == Array("keep\n".utf8))
    }
  }

}
