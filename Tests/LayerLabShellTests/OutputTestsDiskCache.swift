import Foundation
import Testing

@testable import LayerLabShell

/// `images cache=DIR` writes through the one file writer, and a write that fails (a folder
/// gone, read-only or full) is reported once, in one line (issue 26: it was only in `events`).
@Suite("Image disk cache write failures")
struct OutputTestsDiskCache {
  @Test func aFailedCacheWriteIsReportedOnce() throws {
    try SessionHarness.withScratchDirectory { dir in
      let cache = dir + "/cache"
      try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: false)
      let harness = SessionHarness()
      harness.prepare("images cache=\(cache) latency=10ms")
      try FileManager.default.removeItem(atPath: cache)
      harness.prepare(
        "new image a frame=0,0,50,50 url=https://x/a.png",
        "new image b frame=0,60,50,50 url=https://x/b.png")
      #expect(harness.run("run 500ms") == .failed)
      #expect(harness.errLines.count == 1)
      let line = try #require(harness.errLines.first)
      #expect(line.hasPrefix("error: images cache: cannot write '\(cache)/"))
      #expect(line.contains("No such file or directory"))
      #expect(line.hasSuffix("(fix the folder, or stop the files with 'images cache=')"))
      harness.clear()
      #expect(harness.run("new image c frame=0,120,50,50 url=https://x/c.png; run 500ms") == .ok)
      #expect(harness.err == "")
      // The trace still has every failure, one per file.
      let failures = harness.engine.recording.events.filter {
        if case .diskCacheError = $0.payload { return true }
        return false
      }
      #expect(failures.count == 3)
    }
  }

  @Test func aNewCacheFolderReportsAgain() throws {
    try SessionHarness.withScratchDirectory { dir in
      let cache = dir + "/cache"
      try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: false)
      let harness = SessionHarness()
      harness.prepare("images cache=\(cache) latency=10ms")
      try FileManager.default.removeItem(atPath: cache)
      #expect(harness.run("new image a frame=0,0,50,50 url=https://x/a.png; run 500ms") == .failed)
      try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: false)
      harness.prepare("images cache=\(cache)")
      try FileManager.default.removeItem(atPath: cache)
      harness.clear()
      #expect(harness.run("new image b frame=0,60,50,50 url=https://x/b.png; run 500ms") == .failed)
      #expect(harness.errLines.count == 1)
    }
  }
}
