import Foundation
import Testing

@testable import LayerLabShell

/// The temporary files beside a destination: names within NAME_MAX counted in bytes, and the
/// cleanup of a killed writer's leftovers that never touches a live writer's file.
@Suite("Output temporary files")
struct OutputTestsTemporaries {
  /// 124 two-byte characters and "abcde": 253 bytes, a valid name. The old temporary name
  /// kept up to 160 characters of it, all 253 bytes, and failed "File name too long".
  static let multibyteName = String(repeating: "é", count: 124) + "abcde"

  @Test func aLongNameOfMultibyteCharactersIsWritten() throws {
    try SessionHarness.withScratchDirectory { dir in
      let name = Self.multibyteName
      #expect(name.utf8.count == 253)
      try AtomicFile.write("x\n", to: dir + "/" + name)
      #expect(SessionHarness.directoryEntries(dir) == [name])
    }
  }

  @Test(arguments: [
    multibyteName, String(repeating: "€", count: 85), String(repeating: "n", count: 255),
  ])
  func temporaryNamesFitNameMaxAndEndOnAScalar(name: String) {
    let own = AtomicFile.temporaryName(for: "out/" + name)
    #expect(own.hasPrefix("."))
    #expect(own.utf8.count <= 255)
    #expect(own.contains(AtomicFile.temporaryMarker + "\(getpid())-"))
    // The kept part of the name is a prefix of the name, cut between scalars.
    let kept = own.dropFirst().components(separatedBy: AtomicFile.temporaryMarker)[0]
    #expect(name.hasPrefix(kept) && !kept.isEmpty)
  }

  /// A file with a PID that is not alive here, as a writer in another PID namespace (a
  /// container sharing the folder) has: it holds the file's lock, so it stays; an unlocked
  /// one, as `kill -9` leaves, goes; another destination's leftover stays.
  @Test func onlyUnlockedLeftoversOfTheSameDestinationAreRemoved() throws {
    try SessionHarness.withScratchDirectory { dir in
      let live = dir + "/.x.csv" + AtomicFile.temporaryMarker + "4000001-abc"
      let dead = dir + "/.x.csv" + AtomicFile.temporaryMarker + "4000002-abc"
      let other = dir + "/.y.csv" + AtomicFile.temporaryMarker + "4000003-abc"
      for file in [live, dead, other] {
        try "partial".write(toFile: file, atomically: false, encoding: .utf8)
      }
      let holder = open(live, O_RDONLY)
      #expect(holder >= 0 && flock(holder, LOCK_EX) == 0)
      defer { close(holder) }
      try AtomicFile.write("new\n", to: dir + "/x.csv")
      #expect(
        SessionHarness.directoryEntries(dir)
          == [
            ".x.csv" + AtomicFile.temporaryMarker + "4000001-abc",
            ".y.csv" + AtomicFile.temporaryMarker + "4000003-abc", "x.csv",
          ])
    }
  }

  /// `.output` holds its temporary file open for the whole redirection; a write of the same
  /// file meanwhile (here `export`, as another process would) leaves it alone.
  @Test func anOpenOutputsTemporaryFileSurvivesAnotherWrite() throws {
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/x.csv"
      let harness = SessionHarness()
      #expect(harness.run(".output \(path); seed") == .ok)
      try AtomicFile.write("between\n", to: path)
      #expect(harness.run("seed 3; .output") == .ok)
      #expect(SessionHarness.fileBytes(path) == Array("seed 1\n".utf8))
      #expect(SessionHarness.directoryEntries(dir) == ["x.csv"])
    }
  }
}
