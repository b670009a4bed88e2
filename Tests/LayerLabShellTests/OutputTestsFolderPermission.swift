import Foundation
import Testing

@testable import LayerLabShell

/// A file in a folder the user may not write to: the error names the file, the folder and
/// the fix, not a bare "Permission denied" (issue 26).
@Suite("Writes refused by the folder")
struct OutputTestsFolderPermission {
  @Test func permissionAndReadOnlyFileSystemNameTheFolderAndTheFix() {
    #expect(
      AtomicFile.failure("reports/e.csv", EACCES).message
        == "cannot write 'reports/e.csv': permission denied in its folder 'reports'; make the "
        + "folder writable or name a file in another folder")
    #expect(
      AtomicFile.failure("e.csv", EACCES).message
        == "cannot write 'e.csv': permission denied in its folder '.'; make the folder writable "
        + "or name a file in another folder")
    #expect(
      AtomicFile.failure("/e.csv", EROFS).message
        == "cannot write '/e.csv': its folder '/' is on a read-only file system; name a file in "
        + "another folder")
    #expect(
      AtomicFile.failure("a/e.csv", ENOSPC).message
        == "cannot write 'a/e.csv': No space left on device")
  }

  /// The real thing, where permissions bind (root may write into a 0555 folder).
  @Test(.enabled(if: getuid() != 0)) func aReadOnlyFolderIsNamed() throws {
    let dir = NSTemporaryDirectory() + "layerlab-readonly-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer {
      _ = chmod(dir, 0o755)
      try? FileManager.default.removeItem(atPath: dir)
    }
    #expect(chmod(dir, 0o555) == 0)
    var message: String?
    do {
      try AtomicFile.write("x", to: dir + "/e.csv")
    } catch {
      message = error.message
    }
    #expect(
      message?.hasPrefix("cannot write '\(dir)/e.csv': permission denied in its folder") == true)
  }
}
