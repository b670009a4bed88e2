import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

/// The Chrome export of a scrolled table under each strategy: slices still nest on every
/// track, Texture's display lanes get tracks, and nothing is dropped.
@Suite("export chrome: tables")
struct ChromeTableTests {
  @Test(arguments: ["sync", "async", "vvebo", "texture"])
  func aScrolledTableExportsAWellFormedTrace(strategy: String) throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = chromeHarness([
        "clock model", "device iphone6", "new table feed rows=300 seed=4 strategy=\(strategy)",
        "run until idle", "feed.fling(velocity: -9000)", "run 300ms", "feed.tap()",
        "run until idle",
      ])
      let trace = try exportChrome(harness, to: dir)
      let other = try #require(trace.object["otherData"] as? [String: Any])
      #expect(ParsedChromeTrace.int(other["dropped_slices"]) == 0)
      #expect(overlaps(trace).isEmpty)
      let names = trace.phase("M").compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
      #expect(names.first == "main" || names.contains("main"))
      if strategy == "texture" {
        #expect(names.contains { $0.hasPrefix("texture.display.") })
      }
    }
  }
}
