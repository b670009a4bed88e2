import Foundation
import Testing

@testable import LayerLabShell

/// Links are never broken silently: a symbolic link is written through to its file, a dangling
/// one and a file with several hard links are refused (issue 26: every writer replaced a link
/// with a regular file and the transcript said "wrote … to link.csv").
@Suite("Output files behind links")
struct OutputTestsLinks {
  /// The statements that write a file, each with a name ending its kind wants.
  static let writers: [(statement: String, ext: String)] = [
    ("export draws", "csv"), ("export chrome", "json"), ("save a", "png"),
    ("save screen", "png"), ("plot fps", "png"), ("export timeline", "png"),
  ]

  private func harness() -> SessionHarness {
    let harness = SessionHarness()
    harness.prepare("new label a frame=0,0,10,10 text=x", "run 20ms")
    return harness
  }

  private func isSymbolicLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }

  @Test(arguments: zip(writers.map(\.statement), writers.map(\.ext)))
  func aSymbolicLinkIsWrittenThroughToItsFile(statement: String, ext: String) throws {
    try SessionHarness.withScratchDirectory { dir in
      // The link and its file in different folders: the temporary file must go beside the
      // file, or the rename would cross into the link's folder.
      try FileManager.default.createDirectory(
        atPath: dir + "/data", withIntermediateDirectories: false)
      let file = dir + "/data/real.\(ext)"
      let link = dir + "/link.\(ext)"
      try "old\n".write(toFile: file, atomically: false, encoding: .utf8)
      #expect(chmod(file, 0o640) == 0)
      #expect(symlink("data/real.\(ext)", link) == 0)
      let harness = harness()
      #expect(harness.run("\(statement) \(link)") == .ok, "\(harness.err)")
      #expect(isSymbolicLink(link))
      #expect(SessionHarness.fileBytes(file) != Array("old\n".utf8))
      #expect((SessionHarness.fileBytes(file)?.count ?? 0) > 0)
      var info = stat()
      #expect(stat(file, &info) == 0 && info.st_mode & 0o777 == 0o640)
      #expect(SessionHarness.directoryEntries(dir) == ["data", "link.\(ext)"])
      #expect(SessionHarness.directoryEntries(dir + "/data") == ["real.\(ext)"])
    }
  }

  @Test func outputAndOnceWriteThroughALink() throws {
    try SessionHarness.withScratchDirectory { dir in
      let file = dir + "/real.txt"
      let link = dir + "/link.txt"
      try "old\n".write(toFile: file, atomically: false, encoding: .utf8)
      #expect(symlink("real.txt", link) == 0)
      let harness = SessionHarness()
      #expect(harness.run(".once \(link); seed") == .ok)
      #expect(isSymbolicLink(link))
      #expect(SessionHarness.fileBytes(file) == Array("seed 1\n".utf8))
      #expect(harness.run(".output \(link); seed 2; seed; .output") == .ok)
      #expect(isSymbolicLink(link))
      #expect(SessionHarness.fileBytes(file) == Array("seed 2\n".utf8))
    }
  }

  @Test(
    arguments: zip(["export draws", "save a", ".output", ".once"], ["csv", "png", "txt", "txt"]))
  func aDanglingLinkIsRefusedAndLeftAlone(statement: String, ext: String) throws {
    try SessionHarness.withScratchDirectory { dir in
      let link = dir + "/link.\(ext)"
      #expect(symlink("nowhere.\(ext)", link) == 0)
      let harness = harness()
      #expect(harness.run("\(statement) \(link)") == .failed)
      #expect(
        harness.errLines == [
          "error: '\(link)' is a symbolic link to 'nowhere.\(ext)', which does not exist; "
            + "create that file first or name another"
        ])
      #expect(isSymbolicLink(link))
      #expect(SessionHarness.directoryEntries(dir) == ["link.\(ext)"])
    }
  }

  @Test(
    arguments: zip(["export draws", "save a", ".output", ".once"], ["csv", "png", "txt", "txt"]))
  func aHardLinkedFileIsRefusedAndStaysLinked(statement: String, ext: String) throws {
    try SessionHarness.withScratchDirectory { dir in
      let first = dir + "/one.\(ext)"
      let second = dir + "/two.\(ext)"
      try "shared\n".write(toFile: first, atomically: false, encoding: .utf8)
      #expect(link(first, second) == 0)
      let harness = harness()
      #expect(harness.run("\(statement) \(first)") == .failed)
      #expect(
        harness.errLines == [
          "error: '\(first)' has 2 hard links, and replacing it would split them; "
            + "name another file, or remove the other links"
        ])
      var a = stat()
      var b = stat()
      #expect(stat(first, &a) == 0 && stat(second, &b) == 0 && a.st_ino == b.st_ino)
      #expect(SessionHarness.fileBytes(first) == Array("shared\n".utf8))
    }
  }
}
