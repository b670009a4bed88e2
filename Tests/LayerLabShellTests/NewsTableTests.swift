import LayerLab
import Testing

@testable import LayerLabShell

/// `cell=news`: the AsyncDraw demo's table — heights as heightWith: computes them, the sync
/// cell's download on main, AsyncDraw's off it, and kOnlyShowText.
struct NewsTableTests {
  func table(_ options: String) -> SessionHarness {
    let harness = SessionHarness()
    harness.prepare("pool ad", "new table news rows=100 cell=news \(options)", "run until idle")
    return harness
  }

  @Test func heightsAreTheDemosFormula() throws {
    let harness = table("strategy=async")
    let cell = try #require(harness.engine.view(named: "news.cell1") as? CellView)
    let layout = cell.layout
    // content + 3 × 10 + 30 + 200, the content measured at the screen width − 20.
    #expect(layout.height == layout.textRect.height + 260)
    #expect(layout.newsTitleRect == Rect(x: 10, y: 10, width: 394, height: 30))
    #expect(layout.thumbnailRects == [Rect(x: 10, y: 40, width: 394, height: 200)])
    #expect(layout.textRect.y == 250)
  }

  /// The sync cell downloads on main (blocked, off the CPU); AsyncDraw's never blocks main.
  @Test func syncBlocksMainForEachDownloadAsyncDoesNot() throws {
    let sync = table("strategy=sync")
    let latency = sync.engine.images.settings.latency
    let fetches = sync.engine.recording.fetches
    try #require(!fetches.isEmpty)
    #expect(fetches.allSatisfy { ($0.done ?? 0) - ($0.started ?? 0) >= latency })
    #expect(!sync.engine.main.offCPU.isEmpty, "main waited off the CPU")
    let async = table("strategy=async")
    #expect(async.engine.main.offCPU.isEmpty, "no blocking on main")
    #expect(async.engine.recording.fetches.count >= 1)
  }

  @Test func imagesFalseIsKOnlyShowText() throws {
    let harness = table("strategy=sync images=false")
    #expect(harness.engine.recording.fetches.isEmpty)
    #expect(harness.engine.recording.draws.allSatisfy { !$0.layer.hasSuffix(".picture") })
  }

  @Test func vveboAndTextureAreRefusedForNewsCells() {
    let harness = SessionHarness()
    #expect(harness.run("new table n rows=10 cell=news strategy=vvebo") == .failed)
    #expect(harness.err.contains("news cells draw with strategy sync"))
    #expect(harness.engine.view(named: "n") == nil)
  }
}
