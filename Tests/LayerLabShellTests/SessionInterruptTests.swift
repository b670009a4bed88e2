import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

/// Ctrl-C as the session sees it: `interrupted` polled before every event, between a table's
/// row batches and between statements, and an interrupted statement leaving nothing half done
/// (issue 26). The executable's signal handling is tested end to end (`SignalTests`).
struct SessionInterruptTests {
  /// A poll counter: `interrupted` says stop from its `from`th call on.
  final class Polls {
    var count = 0
    let from: Int
    init(stoppingAt from: Int) { self.from = from }
    func poll() -> Bool {
      count += 1
      return count >= from
    }
  }

  /// The step stops at the first event after the interrupt: a poll before every event. The
  /// old engine polled every 1024th event, so 100 idle frames (~1000 events) never looked.
  @Test func aStepStopsAtTheNextEvent() {
    let harness = SessionHarness()
    harness.prepare("new label a text=Hi")
    let polls = Polls(stoppingAt: 3)
    harness.session.interrupted = polls.poll
    let events = harness.engine.recording.events.count
    #expect(harness.run("step 100 frame") == .interrupted)
    #expect(harness.out.contains("  interrupted at "))
    // Two polls said go on (line start, first event), the third stopped the run.
    #expect(polls.count == 3)
    #expect(harness.engine.recording.events.count - events < 10, "\(harness.out)")
  }

  /// An interrupted `new table` makes nothing: no view, no event, no time, and it says so.
  /// Before, the rows were measured on main inside the input event, and the table was made.
  @Test func anInterruptedNewTableChangesNothing() {
    let harness = SessionHarness()
    harness.prepare("new label a text=Hi")
    let before = harness.snapshot(of: "a")
    let polls = Polls(stoppingAt: 4)
    harness.session.interrupted = polls.poll
    #expect(harness.run("new table t rows=3000") == .interrupted)
    #expect(harness.out == "  interrupted: 'new table t rows=3000' did not run\n")
    #expect(harness.err == "")
    #expect(harness.snapshot(of: "a") == before)
    #expect(harness.engine.view(named: "t") == nil)
  }

  /// The same for the images switch, which measures every row again.
  @Test func anInterruptedImagesSwitchChangesNothing() {
    let harness = SessionHarness()
    harness.prepare("new table t rows=3000", "run until idle")
    let table = harness.engine.scrolling.table(named: "t")
    let geometry = table?.geometry
    let before = harness.snapshot(of: "t")
    let polls = Polls(stoppingAt: 3)
    harness.session.interrupted = polls.poll
    #expect(harness.run("t.thumbnails = true") == .interrupted)
    #expect(harness.snapshot(of: "t") == before)
    #expect(table?.showsThumbnails == false)
    #expect(table?.geometry == geometry)
  }

  /// Rows measured ahead are the rows the table would have measured itself: a typed
  /// `new table` and images switch (measured ahead) give the heights that scheduled ones
  /// (measured on main, inside their input events) give.
  @Test(arguments: ["", " cell=news"])
  func rowsMeasuredAheadMatchRowsMeasuredOnMain(cell: String) {
    let ahead = SessionHarness()
    ahead.session.interrupted = { false }
    ahead.prepare("new table t rows=600\(cell)", "run 10ms", "t.images = false", "run 100ms")
    let onMain = SessionHarness()
    onMain.prepare(
      "after 1ms new table t rows=600\(cell)", "run 10ms", "after 1ms t.images = false",
      "run 100ms")
    let measuredAhead = ahead.engine.scrolling.table(named: "t")?.geometry
    #expect(measuredAhead?.count == 600)
    #expect(measuredAhead == onMain.engine.scrolling.table(named: "t")?.geometry)
  }

  /// An interrupt that arrives during a statement that does not poll stops the line before
  /// its next statement, rather than whichever long statement comes next.
  @Test func anInterruptStopsTheRestOfTheLine() {
    let harness = SessionHarness()
    let polls = Polls(stoppingAt: 2)
    harness.session.interrupted = polls.poll
    #expect(harness.run("seed 3; seed 4") == .interrupted)
    #expect(harness.session.settings.seed == 3)
  }

  /// A `.once` file whose statement was interrupted is dropped: its destination keeps what it
  /// had, and no temporary file is left. Before, the cut-short results replaced it.
  @Test func anInterruptedOnceLeavesItsFileAlone() throws {
    try SessionHarness.withScratchDirectory { directory in
      let path = directory + "/once.txt"
      try "previous\n".write(toFile: path, atomically: true, encoding: .utf8)
      let harness = SessionHarness()
      harness.prepare("new label a text=Hi", ".once \(path)")
      let polls = Polls(stoppingAt: 10)
      harness.session.interrupted = polls.poll
      #expect(harness.run("step 100 frame") == .interrupted)
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "previous\n")
      #expect(SessionHarness.directoryEntries(directory) == ["once.txt"])
    }
  }

  /// `abandon` (a run a signal ended) drops the `.output` file: the destination keeps what it
  /// had and no temporary file is left.
  @Test func abandonDropsTheOutputFile() throws {
    try SessionHarness.withScratchDirectory { directory in
      let path = directory + "/out.txt"
      try "previous\n".write(toFile: path, atomically: true, encoding: .utf8)
      let harness = SessionHarness()
      harness.prepare(".output \(path)", "new label a text=Hi", "show a")
      harness.session.abandon()
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "previous\n")
      #expect(SessionHarness.directoryEntries(directory) == ["out.txt"])
    }
  }
}
