import LayerLab
import Testing

@testable import LayerLabShell

/// `compare`: one session file, several pools, one table.
@Suite("Session: compare")
struct SessionCompareTests {
  static let script = """
    clock model
    pool yy
    new label t frame=0,0,300,40 displaysAsynchronously=true text="an old text, much longer and slower to lay out than the new one"
    run 50us
    t.text = "new"
    run until idle
    """

  @Test func oneRowPerPoolAndTheAsyncDrawRowShowsTheStaleDraw() throws {
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/race.lab"
      try AtomicFile.write(Self.script, to: path)
      let harness = SessionHarness()
      #expect(harness.run("compare yy ad -- \(path)") == .ok)
      #expect(harness.err == "")
      let lines = harness.outLines
      try #require(lines.count == 4)
      #expect(lines[0].hasPrefix("pool"))
      let yy = lines[2].split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      let ad = lines[3].split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      // pool fps dropped hitch executed cancelled stale …
      #expect(yy.first == "yy" && ad.first == "ad")
      #expect(yy[5] == "1" && yy[6] == "0", "YY cancels the stale draw")
      #expect(ad[5] == "0" && ad[6] == "1", "AsyncDraw commits it")
      #expect(harness.engine.views.isEmpty, "the session's own state is untouched")
    }
  }

  @Test func strategiesAndUnknownPoolsAreRefused() {
    let harness = SessionHarness()
    #expect(harness.run("compare sync -- x.lab") == .failed)
    #expect(harness.errLines.last?.contains("strategy 'sync' needs tables") == true)
    #expect(harness.run("compare yyy -- x.lab") == .failed)
    #expect(harness.run("compare yy") == .failed)
    #expect(harness.errLines.last?.hasPrefix("error: usage: compare") == true)
  }
}
