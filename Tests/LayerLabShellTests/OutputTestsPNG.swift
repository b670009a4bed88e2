import Foundation
import Testing

@testable import LayerLabShell

/// `save`, `save screen [overlay]`, `plot` and `export timeline` write PNG through the same
/// writer, with the same checks, as `export` writes CSV (issue 26: they had a writer of their
/// own that replaced FIFOs, devices and read-only files and made every file 0644).
@Suite("PNG outputs use the one file writer")
struct OutputTestsPNG {
  /// Each PNG-writing statement, given its file name.
  static let statements: [String] = [
    "save a", "save screen", "save screen blended", "plot fps", "export timeline",
  ]

  /// A session with a drawn label `a`, so every statement has something to write.
  private func harness() -> SessionHarness {
    let harness = SessionHarness()
    harness.prepare("new label a frame=0,0,10,10 text=x", "run 20ms")
    return harness
  }

  @Test(arguments: statements)
  func aFIFOIsRefusedAndStaysAFIFO(statement: String) throws {
    try SessionHarness.withScratchDirectory { dir in
      let fifo = dir + "/f.png"
      #expect(mkfifo(fifo, 0o644) == 0)
      let harness = harness()
      #expect(harness.run("\(statement) \(fifo)") == .failed)
      #expect(
        harness.errLines == [
          "error: '\(fifo)' is not a regular file (it is a FIFO); name a regular file"
        ])
      var info = stat()
      #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
      #expect(SessionHarness.directoryEntries(dir) == ["f.png"])
    }
  }

  /// A link to /dev/null stands for any character device, without needing root to make one.
  @Test(arguments: statements)
  func aCharacterDeviceIsRefused(statement: String) throws {
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/null.png"
      #expect(symlink("/dev/null", path) == 0)
      let harness = harness()
      #expect(harness.run("\(statement) \(path)") == .failed)
      #expect(
        harness.errLines == [
          "error: '\(path)' is not a regular file (it is a character device); name a regular file"
        ])
      var info = stat()
      #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }
  }

  @Test(arguments: statements)
  func aReadOnlyFileIsRefusedAsExportRefusesIt(statement: String) throws {
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/ro.png"
      try "keep\n".write(toFile: path, atomically: false, encoding: .utf8)
      #expect(chmod(path, 0o444) == 0)
      let harness = harness()
      #expect(harness.run("\(statement) \(path)") == .failed)
      #expect(
        harness.errLines == ["error: '\(path)' is read-only; make it writable or name another file"]
      )
      #expect(SessionHarness.fileBytes(path) == Array("keep\n".utf8))
    }
  }

  @Test(arguments: statements)
  func aPrivateFileStaysPrivate(statement: String) throws {
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/p.png"
      try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
      #expect(chmod(path, 0o600) == 0)
      let harness = harness()
      #expect(harness.run("\(statement) \(path)") == .ok)
      var info = stat()
      #expect(stat(path, &info) == 0)
      #expect(info.st_mode & 0o7777 == 0o600)
      #expect(SessionHarness.fileBytes(path)?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
      #expect(SessionHarness.directoryEntries(dir) == ["p.png"])
    }
  }

  /// 244 bytes is a valid name (NAME_MAX is 255); the old PNG writer's temporary name added
  /// 22 bytes to it whole and failed with "File name too long".
  @Test func aLongValidNameIsWritten() throws {
    try SessionHarness.withScratchDirectory { dir in
      let name = String(repeating: "a", count: 240) + ".png"
      #expect(name.utf8.count == 244)
      let harness = harness()
      #expect(harness.run("save a \(dir)/\(name)") == .ok)
      #expect(SessionHarness.directoryEntries(dir) == [name])
    }
  }

  /// A `kill -9` between creating the temporary file and renaming it leaves the temporary
  /// file; the next write of the same PNG removes it, as it does for CSV.
  @Test func aKilledWritersLeftoverIsRemovedByTheNextSave() throws {
    try SessionHarness.withScratchDirectory { dir in
      let leftover = dir + "/.a.png" + AtomicFile.temporaryMarker + "4000000-abc"
      try "partial".write(toFile: leftover, atomically: false, encoding: .utf8)
      let harness = harness()
      #expect(harness.run("save a \(dir)/a.png") == .ok)
      #expect(SessionHarness.directoryEntries(dir) == ["a.png"])
    }
  }
}
