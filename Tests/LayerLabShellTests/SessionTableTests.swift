import LayerLab
import Testing

@testable import LayerLabShell

/// Tables through the statement language: creation from a count or a file, the scroll
/// methods' labelled arguments, and refusals that leave the state alone.
@Suite("Session: tables")
struct SessionTableTests {
  @Test func aSyntheticFeedIsDeterministicAndShowable() {
    let a = SessionHarness()
    a.prepare("clock model", "new table feed rows=300 seed=5", "run until idle")
    #expect(a.run("show feed") == .ok)
    #expect(a.out.contains("synthetic, seed 5"))
    #expect(a.out.contains("visibleRows"))
    let b = SessionHarness()
    b.prepare("clock model", "new table feed rows=300 seed=5", "run until idle")
    #expect(b.run("show feed") == .ok)
    #expect(a.out == b.out)
    #expect(a.run("feed.contentHeight") == .ok)
  }

  @Test func rowsFromAJSONFileResolveAgainstTheScript() throws {
    try SessionHarness.withScratchDirectory { dir in
      let json = """
        [{"name": "Ada", "text": "Hello @babbage #engines#"},
         {"name": "Charles", "text": "Reply", "retweet": "@Ada: Hello", "reposts": 3}]
        """
      try AtomicFile.write(json, to: dir + "/posts.json")
      try AtomicFile.write("new table feed rows=posts.json\nrun until idle\n", to: dir + "/t.lab")
      let harness = SessionHarness()
      #expect(harness.run(".read \(dir)/t.lab") == .ok, "\(harness.err)")
      let table = try #require(harness.engine.view(named: "feed") as? TableView)
      #expect(table.posts.count == 2)
      #expect(table.posts[1].retweet == "@Ada: Hello")
      #expect(table.source == "posts.json")
    }
  }

  @Test func scrollMethodsTakeLabelledArguments() throws {
    let harness = SessionHarness()
    harness.prepare("clock model", "new table feed rows=500", "run until idle")
    #expect(harness.run("feed.drag(dy: -300, duration: 200ms)") == .ok)
    #expect(harness.run("run until idle") == .ok)
    let table = try #require(harness.engine.view(named: "feed") as? TableView)
    #expect(table.contentOffset == 300)
    #expect(harness.run("feed.fling(velocity: -2000)") == .ok)
    #expect(harness.run("feed.tap()") == .ok)
    #expect(harness.run("feed.scrollTo(row: 40)") == .ok)
    #expect(harness.run("feed.scrollToTop()") == .ok)
    #expect(harness.run("run until idle") == .ok)
    #expect(table.contentOffset == 0)
  }

  @Test(
    arguments: [
      ("feed.drag()", "'drag' needs arguments; write feed.drag(dy: -600, duration: 300ms)"),
      (
        "feed.drag(dy: -10)",
        "'drag' is missing 'duration:'; write feed.drag(dy: -600, duration: 300ms)"
      ),
      ("feed.drag(dy: -10, duration: 0ms)", "a drag lasts 1us to 60s; give duration: like 300ms"),
      ("feed.fling(speed: 3)", "'fling' has no argument 'speed'; it takes 'velocity:'"),
      ("feed.fling(velocity: fast)", "bad number 'fast' for 'velocity'"),
      ("feed.fling(velocity: 1, velocity: 2)", "argument 'velocity' given twice"),
      ("feed.scrollTo(row: 5000)", "row 5000 is out of range; table 'feed' has rows 0-499"),
      ("feed.scrollTo(40)", "expected 'label: value' in '40'"),
      ("feed.tap(now: 1)", "'tap()' takes no arguments; write feed.tap()"),
      ("feed.visibleRows = 3", "'visibleRows' is read-only; it follows from scrolling"),
      ("feed.frame = 0,0,200,200", "a table's frame is set at creation"),
      ("feed.rows = 4", "'rows' is set at creation only"),
      ("feed.strategy = fast", "bad value 'fast' for 'strategy'"),
    ])
  func badStatementsAreRefusedAndChangeNothing(line: String, message: String) {
    let harness = SessionHarness()
    harness.prepare("clock model", "new table feed rows=500", "run until idle")
    let events = harness.engine.recording.events.count
    #expect(harness.run(line) == .failed)
    #expect(harness.err.contains(message), "\(harness.err)")
    #expect(harness.engine.recording.events.count == events)
    #expect((harness.engine.view(named: "feed") as? TableView)?.contentOffset == 0)
  }

  @Test(
    arguments: [
      ("new table t", "a table needs rows: new table t rows=1000"),
      ("new table t rows=0", "rows"),
      ("new table t rows=100001", "rows"),
      ("new table t rows=missing.json", "missing.json"),
      ("new table t rows=10 seed=-1", "seed"),
      ("new table t rows=10 strategy=quick", "bad value 'quick' for 'strategy'"),
      ("new table t rows=10 frame=0,0,20,20", "at least 100x100 pt"),
      ("new table t rows=10 contentHeight=5", "read-only"),
    ])
  func badTablesAreRefused(line: String, message: String) {
    let harness = SessionHarness()
    #expect(harness.run(line) == .failed)
    #expect(harness.err.contains(message), "\(harness.err)")
    #expect(harness.engine.views.isEmpty)
  }

  @Test func traceOfATableCoversItsCells() {
    let harness = SessionHarness()
    harness.prepare("clock model", "new table feed rows=50", "run until idle")
    #expect(harness.run(".mode csv") == .ok)
    harness.clear()
    #expect(harness.run("trace feed") == .ok)
    let rows = harness.outLines.dropFirst().filter { !$0.isEmpty }
    #expect(!rows.isEmpty)
    #expect(rows.allSatisfy { $0.split(separator: ",")[1].hasPrefix("feed.cell") })
  }
}
