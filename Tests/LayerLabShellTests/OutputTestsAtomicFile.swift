import Foundation
import Testing

@testable import LayerLabShell

/// A fresh empty directory for one test, removed afterwards by the caller.
private func makeScratchDirectory() throws -> String {
  let path = NSTemporaryDirectory() + "layerlab-atomic-\(UUID().uuidString)"
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

private func contents(_ path: String) -> String? {
  FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
}

private func entries(_ directory: String) -> [String] {
  ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
}

@Suite("Atomic file writes")
struct OutputTestsAtomicFile {
  @Test func writesANewFileWithNothingLeftBehind() throws {
    let dir = try makeScratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try AtomicFile.write("draw,layer\n1,title\n", to: dir + "/x.csv")
    #expect(contents(dir + "/x.csv") == "draw,layer\n1,title\n")
    #expect(entries(dir) == ["x.csv"])
  }

  @Test func replacesAnExistingFileAndKeepsItsMode() throws {
    let dir = try makeScratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/x.csv"
    try AtomicFile.write("old", to: path)
    #expect(chmod(path, 0o640) == 0)
    try AtomicFile.write([0x6E, 0x65, 0x77], to: path)
    #expect(contents(path) == "new")
    var info = stat()
    #expect(stat(path, &info) == 0)
    #expect(info.st_mode & 0o777 == 0o640)
    #expect(entries(dir) == ["x.csv"])
  }

  @Test func missingDirectoryNamesThePathAndTheReason() {
    let message = valueError { () throws(ShellError) in
      try AtomicFile.write("x", to: "out-does-not-exist-\(UUID().uuidString)/x.csv")
    }
    #expect(message?.hasPrefix("cannot write 'out-does-not-exist-") == true)
    #expect(message?.hasSuffix("/x.csv': No such file or directory") == true)
  }

  @Test func failureBeforeRenameLeavesTheOldFileWhole() throws {
    let dir = try makeScratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/x.csv"
    try AtomicFile.write("the old contents\n", to: path)
    var sawTemporary = false
    let message = valueError { () throws(ShellError) in
      try AtomicFile.write(Array("new".utf8), to: path) { temporary throws(ShellError) in
        sawTemporary =
          contents(temporary) == "new"
          && temporary.hasPrefix(dir + "/.x.csv.layerlab-tmp-\(getpid())-")
        throw ShellError("cannot write '\(path)': simulated failure")
      }
    }
    #expect(sawTemporary)
    #expect(message == "cannot write '\(path)': simulated failure")
    #expect(contents(path) == "the old contents\n")
    #expect(entries(dir) == ["x.csv"])
  }

  @Test func renameOntoADirectoryFailsCleanly() throws {
    let dir = try makeScratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let target = dir + "/out"
    try FileManager.default.createDirectory(
      atPath: target + "/inside", withIntermediateDirectories: true)
    let message = valueError { () throws(ShellError) in try AtomicFile.write("x", to: target) }
    #expect(message == "'\(target)' is not a regular file (it is a directory); name a regular file")
    #expect(entries(dir) == ["out"])
    #expect(entries(target) == ["inside"])
  }

  @Test func temporaryNameSitsBesideTheDestination() {
    let temporary = AtomicFile.temporaryName(for: "out/x.csv")
    #expect(temporary.hasPrefix(".x.csv.layerlab-tmp-\(getpid())-"))
    #expect(AtomicFile.temporaryName(for: "x.csv").hasPrefix(".x.csv.layerlab-tmp-"))
    let long = String(repeating: "n", count: 250)
    #expect(AtomicFile.temporaryName(for: long).utf8.count < 255)
  }
}
