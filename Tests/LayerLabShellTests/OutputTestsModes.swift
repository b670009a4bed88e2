import Foundation
import Testing

@testable import LayerLabShell

/// A replaced file keeps its permission bits, minus setuid and setgid, and (as root) its
/// owner and group (issue 26: a 6755 file owned by `nobody` came back 6755 owned by root).
@Suite("Output file modes and owners")
struct OutputTestsModes {
  private func mode(_ path: String) -> mode_t? {
    var info = stat()
    return stat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
  }

  @Test(arguments: zip(["export draws", "save a", ".once"], ["csv", "png", "txt"]))
  func setuidAndSetgidAreDropped(statement: String, ext: String) throws {
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/x.\(ext)"
      try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
      #expect(chmod(path, 0o6755) == 0)
      #expect(mode(path) == 0o6755)
      let harness = SessionHarness()
      harness.prepare("new label a frame=0,0,10,10 text=x", "run 20ms")
      #expect(harness.run("\(statement) \(path); seed") == .ok, "\(harness.err)")
      #expect(mode(path) == 0o755)
    }
  }

  /// Root may give the new file the old one's owner, and does; anyone else makes a file of
  /// their own, as any new file is.
  @Test func rootKeepsTheOwnerAndGroup() throws {
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/x.csv"
      try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
      let nobody: uid_t = 65534
      guard geteuid() == 0, chown(path, nobody, gid_t(nobody)) == 0 else { return }
      #expect(chmod(path, 0o6755) == 0)
      let harness = SessionHarness()
      #expect(harness.run("export draws \(path)") == .ok)
      var info = stat()
      #expect(stat(path, &info) == 0)
      #expect(info.st_uid == nobody && info.st_gid == gid_t(nobody))
      #expect(info.st_mode & 0o7777 == 0o755)
    }
  }

}
