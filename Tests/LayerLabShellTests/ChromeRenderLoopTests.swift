import Testing

@testable import LayerLabShell

/// The render loop in the Chrome trace: the render server, GPU and display tracks, and one
/// arrow per commit from main through render prepare and execute to the frame that showed it.
@Suite struct ChromeRenderLoopTests {
  @Test func eachCommitFlowsFromMainThroughTheGPUToTheDisplay() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = chromeHarness([
        "clock model", "new label a frame=20,100,300,40 text=hello", "run until idle",
      ])
      let commit = try #require(harness.engine.recording.renders.last)
      let trace = try exportChrome(harness, to: dir)
      let id = Int64(ChromeTrace.commitFlowBase + commit.commit)
      let points = ["s", "t", "f"].flatMap { trace.phase($0) }
        .filter { ParsedChromeTrace.int($0["id"]) == id }
      let tids = Set(points.compactMap { ParsedChromeTrace.int($0["tid"]) })
      #expect(tids.isSuperset(of: [1, 3, 4]), "main, gpu and display")
      let starts = trace.phase("s").filter { ParsedChromeTrace.int($0["id"]) == id }.count
      let ends = trace.phase("f").filter { ParsedChromeTrace.int($0["id"]) == id }.count
      #expect(starts == 1 && ends == 1)
      let name = "commit \(commit.commit)"
      let shown = trace.phase("X").filter {
        ParsedChromeTrace.int($0["tid"]) == 4 && $0["name"] as? String == name
      }.count
      #expect(shown == 1)
      let gpu = trace.phase("X").filter { ParsedChromeTrace.int($0["tid"]) == 3 }.count
      let rendered = harness.engine.recording.renders.filter { $0.cost.execute > 0 }.count
      #expect(gpu == rendered)
    }
  }
}
