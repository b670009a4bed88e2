import Foundation
import Testing

@testable import LayerLabShell

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 44: `--safe` checked a path and then opened it by name, so a symbolic link swapped
/// between the two put 6 of 150 exports outside the allowed tree. Now the check is made on what
/// was opened (the destination's folder as a descriptor, the file read as a descriptor), so
/// however the swaps fall, nothing is written or read outside.
@Suite("Hardening: --safe against a racing link", .serialized)
struct SafeRaceTests {
  /// A folder allowed (`--out`), one outside it, and a link inside that a thread points at
  /// one and then the other, as fast as it can, for the length of `body`.
  private func racing(_ body: (_ allowed: String, _ outside: String) throws -> Void) throws {
    try SafeFolders.with { allowed, outside in
      try race(allowed: allowed, outside: outside, body)
    }
  }

  private func race(
    allowed: String, outside: String, _ body: (_ allowed: String, _ outside: String) throws -> Void
  ) throws {
    let link = allowed + "/link"
    _ = symlink(allowed + "/real", link)
    let stop = Atomic(false)
    let swapper = Thread {
      var flip = false
      while !stop.value {
        flip.toggle()
        let next = allowed + "/link.next"
        _ = unlink(next)
        _ = symlink(flip ? outside : allowed + "/real", next)
        _ = rename(next, link)
      }
    }
    swapper.start()
    defer { stop.value = true }
    try body(allowed, outside)
  }

  @Test func exportsThroughASwappedLinkNeverLandOutside() throws {
    try racing { allowed, outside in
      let harness = SessionHarness()
      harness.session.settings.safe = true
      harness.session.settings.outputDirectory = allowed
      harness.prepare("new label a text=hi", "run until idle")
      // At least 150 tries, and on until one was written and one refused: on a loaded host
      // the swapping thread can sit descheduled with the link pointing outside for longer than
      // 150 exports take (CI saw none of 150 written), and then the race was never run.
      var written = 0
      var refused = 0
      let deadline = Date().addingTimeInterval(60)
      var i = 0
      while i < 150 || (written == 0 || refused == 0) && Date() < deadline {
        if harness.run("export draws link/out\(i).csv") == .ok {
          written += 1
        } else {
          refused += 1
        }
        i += 1
      }
      let escaped = try FileManager.default.contentsOfDirectory(atPath: outside)
      #expect(escaped.isEmpty, "written outside: \(escaped)")
      #expect(
        written > 0 && refused > 0, "the link pointed inside part of the time, outside the rest")
    }
  }

  @Test func readsThroughASwappedLinkNeverReadOutside() throws {
    try racing { allowed, outside in
      try "seed 7\n".write(toFile: allowed + "/real/s.lab", atomically: true, encoding: .utf8)
      try "seed 99\n".write(toFile: outside + "/s.lab", atomically: true, encoding: .utf8)
      let harness = SessionHarness()
      harness.session.settings.safe = true
      harness.session.settings.outputDirectory = allowed
      for _ in 0..<150 {
        _ = harness.run(".read \(allowed)/link/s.lab")
        #expect(harness.session.settings.seed != 99, "read the script outside")
      }
    }
  }
}

/// The disk cache's files under `--safe`: the folder `images cache=` named was inside, but a
/// link swapped in for it afterwards must neither receive the cache's writes nor lose files to
/// its deletions.
@Suite("Hardening: the disk cache under --safe")
struct SafeDiskCacheTests {
  @Test func aCacheFolderMadeToPointOutsideNeitherReceivesNorDeletes() throws {
    try SafeFolders.with { allowed, outside in try check(allowed: allowed, outside: outside) }
  }

  private func check(allowed: String, outside: String) throws {
    let link = allowed + "/cache"
    #expect(symlink(allowed + "/real", link) == 0)
    let cache = ImageDiskCache()
    cache.use(link, within: [RealPath.resolved(allowed) ?? allowed])
    #expect(cache.write("https://x/in.png", [1, 2, 3]) == nil, "inside: written")
    // The link now points outside, where a file of the cache's own naming already lies.
    #expect(unlink(link) == 0 && symlink(outside, link) == 0)
    let victim = try #require(cache.path(for: "https://x/old.png"))
    let name = String(victim[victim.index(after: try #require(victim.lastIndex(of: "/")))...])
    #expect(FileManager.default.createFile(atPath: outside + "/" + name, contents: Data([9])))
    cache.remove("https://x/old.png")
    #expect(FileManager.default.fileExists(atPath: outside + "/" + name), "deleted outside")
    #expect(cache.write("https://x/new.png", [1, 2, 3]) != nil, "a write outside is refused")
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == [name])
  }
}

/// A scratch folder allowed (with `real/` inside it) and one outside it, removed afterwards.
private enum SafeFolders {
  static func with(_ body: (_ allowed: String, _ outside: String) throws -> Void) throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("layerlab-safe-\(UUID().uuidString)").path
    let allowed = base + "/allowed"
    let outside = base + "/outside"
    for folder in [allowed + "/real", outside] {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    defer { try? FileManager.default.removeItem(atPath: base) }
    try body(allowed, outside)
  }
}

/// A flag two threads share.
private final class Atomic: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Bool
  init(_ value: Bool) { stored = value }
  var value: Bool {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
