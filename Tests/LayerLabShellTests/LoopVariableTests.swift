import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

/// `$i` outside a `repeat`, and what a `repeat … every` prints.
@Suite("Session: the loop variable and scheduled repeats")
struct LoopVariableTests {
  @Test func aTimedRepeatNarratesItsScheduledIterationsInOneLine() {
    let harness = SessionHarness()
    harness.prepare("new label t frame=0,0,100,20 text=hi")
    #expect(harness.run("repeat 120 every 16ms t.setNeedsDisplay()") == .ok)
    let scheduled = harness.outLines.filter { $0.contains("scheduled") }
    #expect(
      scheduled == [
        "  scheduled 119 more, every 16.000 ms from 16.018 ms to 1904.018 ms: t.setNeedsDisplay()"
      ], "\(harness.out)")
    #expect(harness.engine.scheduledCount == 119)
  }

  @Test func aTimedRepeatShowsItsBodyWithTheLoopVariable() {
    let harness = SessionHarness()
    harness.prepare("new label t frame=0,0,100,20 text=hi")
    #expect(harness.run("repeat 3 every 1ms t.text=row$i") == .ok)
    #expect(
      harness.outLines.last
        == "  scheduled 2 more, every 1.000 ms from 1.018 ms to 2.018 ms: t.text=row$i",
      "\(harness.out)")
  }

  @Test func oneScheduledIterationKeepsTheScheduledAtLine() {
    let harness = SessionHarness()
    harness.prepare("new label t frame=0,0,100,20 text=hi")
    #expect(harness.run("repeat 2 every 5ms t.setNeedsDisplay()") == .ok)
    #expect(harness.outLines.last == "  scheduled at 5.018 ms: t.setNeedsDisplay()")
  }

  @Test(arguments: [
    "save screen DIR/s$i.png", "new label z$i frame=0,0,10,10", "after 1ms t.text=$i",
    "t.text = \"row ${i}\"",
  ])
  func theLoopVariableOutsideRepeatIsRefusedAndChangesNothing(_ line: String) throws {
    try SessionHarness.withScratchDirectory { directory in
      let harness = SessionHarness()
      harness.prepare("new label t frame=0,0,100,20 text=hi", "run 20ms")
      let before = harness.snapshot(of: "t")
      let line = line.replacingOccurrences(of: "DIR", with: directory)
      #expect(harness.run(line) == .failed)
      #expect(harness.errLines.count == 1)
      #expect(harness.err.contains("'$i' is defined only inside 'repeat'"), "\(harness.err)")
      #expect(harness.snapshot(of: "t") == before)
      #expect(SessionHarness.directoryEntries(directory).isEmpty)
    }
  }

  @Test func theLoopVariableInsideRepeatAndItsLiteralSpellingsStillWork() {
    let harness = SessionHarness()
    harness.prepare("new label t frame=0,0,100,20 text=hi")
    #expect(harness.run("repeat 2 new label z$i frame=0,$i,10,10") == .ok)
    #expect(harness.engine.view(named: "z1") != nil)
    #expect(harness.run(#"t.text = '$i'"#) == .ok)
    #expect(harness.run(#"t.text = \$i"#) == .ok)
    #expect(harness.engine.view(named: "t")?.value(of: "text") == .text("$i"))
  }
}
