import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

@Suite("export chrome: instants, counters, bytes and failures")
struct ChromeMarksTests {
  @Test func sentinelBumpsAndVsyncsAreInstants() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = chromeHarness()
      let trace = try exportChrome(harness, to: dir)
      let bumps = trace.phase("i").filter {
        $0["cat"] as? String == "sentinel" && ParsedChromeTrace.arg($0, "layer") as? String == "t"
      }
      // `new label` marks once, then ten setNeedsDisplay calls: values 1…11 on main.
      #expect(bumps.count == 11)
      #expect(
        bumps.compactMap { ParsedChromeTrace.int(ParsedChromeTrace.arg($0, "value")) }
          == Array(1...11))
      #expect(bumps.allSatisfy { ParsedChromeTrace.int($0["tid"]) == 1 })
      #expect(ParsedChromeTrace.arg(bumps[1], "reason") as? String == "setNeedsDisplay")

      let vsyncs = trace.phase("i").filter { $0["name"] as? String == "vsync" }
      #expect(vsyncs.count == harness.engine.recording.frames.count)
      #expect(!vsyncs.isEmpty, "step frame reaches a vsync")
      let frame = try #require(harness.engine.recording.frames.first)
      let first = try #require(vsyncs.first)
      #expect(ParsedChromeTrace.int(first["tid"]) == 2)
      #expect(ParsedChromeTrace.int(first["ts"]) == frame.time)
      #expect(ParsedChromeTrace.int(ParsedChromeTrace.arg(first, "frame")) == frame.index)
      #expect(ParsedChromeTrace.int(ParsedChromeTrace.arg(first, "commit")) == Int64(frame.commit))
    }
  }

  @Test func aSyncDrawShowsItsFiguresOnItsDisplaySliceOnMain() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = chromeHarness()
      let trace = try exportChrome(harness, to: dir)
      let draw = try #require(harness.engine.recording.draws.first { $0.mode == .sync })
      let slice = try #require(
        trace.phase("X").first {
          ParsedChromeTrace.int(ParsedChromeTrace.arg($0, "draw")) == Int64(draw.draw)
        })
      #expect(ParsedChromeTrace.int(slice["tid"]) == 1)
      #expect(slice["name"] as? String == "display s")
      #expect(ParsedChromeTrace.arg(slice, "mode") as? String == "sync")
      #expect(ParsedChromeTrace.arg(slice, "outcome") as? String == "committed")
      #expect(ParsedChromeTrace.int(ParsedChromeTrace.arg(slice, "draw_us")) == draw.drawCost)
      #expect(trace.tid(of: "main") == 1)
    }
  }

  @Test func countersFollowQueueDepthDrawsInFlightAndFPS() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = chromeHarness(chromeScenario + ["run 1100ms"])
      let trace = try exportChrome(harness, to: dir)
      let counters = trace.phase("C")
      let depth = counters.filter { $0["name"] as? String == "queue depth" }
      let flight = counters.filter { $0["name"] as? String == "in flight" }
      #expect(!depth.isEmpty)
      #expect(flight.contains { ParsedChromeTrace.int(ParsedChromeTrace.arg($0, "draws")) == 1 })
      // Idle at the end: nothing queued, nothing in flight.
      let lastDepth = try #require(depth.last?["args"] as? [String: Any])
      #expect(lastDepth.values.allSatisfy { ParsedChromeTrace.int($0) == 0 })
      #expect(ParsedChromeTrace.int(ParsedChromeTrace.arg(try #require(flight.last), "draws")) == 0)
      let queues = Set(harness.engine.recording.draws.filter { $0.mode == .async }.map(\.queue))
      #expect(Set(lastDepth.keys) == queues)
      // Over a second of display-link ticks on an idle main thread: about 60 fps.
      let fps = try #require(counters.first { $0["name"] as? String == "fps" })
      let value = try #require((ParsedChromeTrace.arg(fps, "fps") as? NSNumber)?.doubleValue)
      #expect(abs(value - 60) < 1)
    }
  }

  @Test func theSameSessionExportedTwiceGivesTheSameBytes() throws {
    try SessionHarness.withScratchDirectory { dir in
      _ = try exportChrome(chromeHarness(), to: dir, name: "one.json")
      _ = try exportChrome(chromeHarness(), to: dir, name: "two.json")
      let one = try #require(SessionHarness.fileBytes(dir + "/one.json"))
      let two = try #require(SessionHarness.fileBytes(dir + "/two.json"))
      #expect(one == two)
      #expect(one.last == UInt8(ascii: "\n"))
    }
  }

  @Test func exportIntoAMissingDirectoryFailsWithOneLineAndWritesNothing() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = chromeHarness()
      let path = dir + "/missing/trace.json"
      #expect(harness.run("export chrome \(path)") == .failed)
      #expect(harness.errLines == ["error: cannot write '\(path)': No such file or directory"])
      #expect(harness.out == "")
      #expect(SessionHarness.directoryEntries(dir).isEmpty)
    }
  }

  @Test func anEmptySessionStillExportsAValidDocument() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      let trace = try exportChrome(harness, to: dir)
      // process_name, then main, render-server, gpu and display, then iphone11's six cores:
      // a name and a sort index each.
      #expect(trace.phase("M").count == 1 + 2 * (4 + 6))
      #expect(trace.events.count == 1 + 2 * (4 + 6))
    }
  }

  @Test func aLongerCellSessionStaysNestedAndComplete() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = chromeHarness([
        #"new cell post name="Ada" text="Notes on @babbage" retweet="The engine. @ada""#,
        "run until idle", "post.setNeedsDisplay()", "after 50us post.setNeedsDisplay()",
        "repeat 20 every 5ms post.setNeedsDisplay()", "run until idle", "step frame",
      ])
      let trace = try exportChrome(harness, to: dir)
      for slices in trace.slicesByTrack.values {
        #expect(SliceNesting.firstViolation(slices) == nil)
      }
      let drawSlices = trace.phase("X").filter { $0["cat"] as? String == "draw" }
      let ended = harness.engine.recording.draws.filter {
        $0.mode == .async && ($0.times.started ?? 0) < ($0.times.imaged ?? $0.times.finished ?? 0)
      }
      #expect(drawSlices.count == ended.count)
    }
  }
}
