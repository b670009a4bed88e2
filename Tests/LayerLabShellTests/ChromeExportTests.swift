import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

@Suite("export chrome: the document Perfetto reads")
struct ChromeExportTests {
  @Test func theDocumentIsAnObjectWithSettingsAndTraceEvents() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = chromeHarness()
      let trace = try exportChrome(harness, to: dir)
      #expect(trace.object["displayTimeUnit"] as? String == "ms")
      let other = try #require(trace.object["otherData"] as? [String: Any])
      #expect(other["tool"] as? String == "layerlab")
      #expect(other["device"] as? String == "iphone11")
      #expect(other["clock"] as? String == "model")
      #expect(other["pool"] as? String == "yy")
      #expect(ParsedChromeTrace.int(other["refresh_hz"]) == 60)
      #expect(ParsedChromeTrace.int(other["dropped_slices"]) == 0)
      let path = dir + "/trace.json"
      #expect(harness.out == "wrote chrome trace (\(trace.events.count) events) to \(path)\n")
    }
  }

  @Test func everyEventHasThePhaseAndFieldsItNeeds() throws {
    try SessionHarness.withScratchDirectory { dir in
      let trace = try exportChrome(chromeHarness(), to: dir)
      #expect(!trace.events.isEmpty)
      for event in trace.events {
        let ph = try #require(event["ph"] as? String, "no ph: \(event)")
        #expect(["X", "i", "C", "M", "s", "t", "f"].contains(ph))
        #expect(ParsedChromeTrace.int(event["pid"]) == 1)
        #expect(event["name"] is String, "no name: \(event)")
        if ph != "M" {
          #expect(ParsedChromeTrace.int(event["ts"]) != nil, "no ts: \(event)")
          #expect(ParsedChromeTrace.int(event["tid"]) != nil, "no tid: \(event)")
        }
        if ph == "X" {
          #expect((ParsedChromeTrace.int(event["dur"]) ?? -1) >= 0, "bad dur: \(event)")
        }
        if ph == "i" { #expect(event["s"] as? String == "t") }
      }
    }
  }

  @Test func slicesNestPerfectlyOnEveryTrack() throws {
    try SessionHarness.withScratchDirectory { dir in
      let trace = try exportChrome(chromeHarness(), to: dir)
      let tracks = trace.slicesByTrack
      #expect(tracks.count >= 3, "main and at least two queues have slices")
      #expect(overlaps(trace).isEmpty)
      for (_, slices) in tracks {
        #expect(SliceNesting.firstViolation(slices) == nil)
      }
    }
  }

  @Test func threadsAreNamedMainTheRenderServerTheGPUTheDisplayThenTheQueues() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = chromeHarness()
      let trace = try exportChrome(harness, to: dir)
      let names = trace.threadNames
      #expect(names[1] == "main")
      #expect(names[2] == "render-server")
      #expect(names[3] == "gpu" && names[4] == "display")
      var firstSeen: [String] = []
      for draw in harness.engine.recording.draws where draw.mode == .async {
        if !firstSeen.contains(draw.queue) { firstSeen.append(draw.queue) }
      }
      #expect(firstSeen.count >= 2)
      #expect(firstSeen.enumerated().allSatisfy { names[Int64($0.offset + 5)] == $0.element })
      let sortIndexes = trace.phase("M").filter { $0["name"] as? String == "thread_sort_index" }
      let mainSort = sortIndexes.first { ParsedChromeTrace.int($0["tid"]) == 1 }
      #expect(
        ParsedChromeTrace.int(mainSort.flatMap { ParsedChromeTrace.arg($0, "sort_index") }) == 0)
      #expect(
        trace.phase("M").contains {
          $0["name"] as? String == "process_name"
            && ParsedChromeTrace.arg($0, "name") as? String == "layerlab"
        })
    }
  }

  @Test func everyFlowHasOneStartAndOneEndEachInsideASlice() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = chromeHarness()
      let trace = try exportChrome(harness, to: dir)
      let tracks = trace.slicesByTrack
      var byID: [Int64: [[String: Any]]] = [:]
      for event in trace.events where ["s", "t", "f"].contains(event["ph"] as? String) {
        byID[try #require(ParsedChromeTrace.int(event["id"])), default: []].append(event)
      }
      let asyncDraws = harness.engine.recording.draws.filter { $0.mode == .async }
      #expect(byID.count >= asyncDraws.count - 1, "only the C1 draw may lack an arrow")
      for (id, points) in byID {
        #expect(points.filter { $0["ph"] as? String == "s" }.count == 1, "flow \(id)")
        #expect(points.filter { $0["ph"] as? String == "f" }.count == 1, "flow \(id)")
        #expect(points.first?["ph"] as? String == "s")
        #expect(points.last?["ph"] as? String == "f")
        #expect(points.last?["bp"] as? String == "e")
        #expect(Set(points.compactMap { $0["name"] as? String }).count == 1)
        for point in points {
          let tid = try #require(ParsedChromeTrace.int(point["tid"]))
          let ts = try #require(ParsedChromeTrace.int(point["ts"]))
          let inside = (tracks[tid] ?? []).contains {
            $0.start <= ts && ts < $0.start + $0.duration
          }
          #expect(inside, "flow \(id) point \(point) is in no slice on tid \(tid)")
        }
      }
      // A committed async draw's arrow ends on main, at the block that set its contents.
      let committed = try #require(asyncDraws.first { $0.outcome == .committed })
      let end = try #require(byID[Int64(committed.draw)]?.last)
      #expect(ParsedChromeTrace.int(end["tid"]) == 1)
    }
  }

  @Test func cancellationsAreInstantsNamingTheCheckpointOnTheirThread() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = chromeHarness()
      let trace = try exportChrome(harness, to: dir)
      let draws = harness.engine.recording.draws
      let c2 = try #require(draws.first { $0.cancelledAt == "C2" }, "the scenario cancels at C2")
      #expect(draws.contains { $0.cancelledAt == "C1" }, "the scenario cancels at C1")
      let cancels = trace.phase("i").filter { $0["cat"] as? String == "cancel" }
      let names = cancels.compactMap { $0["name"] as? String }
      #expect(names.contains("cancel at C1"))
      #expect(names.contains("cancel at C2"))
      let atC2 = try #require(cancels.first { $0["name"] as? String == "cancel at C2" })
      #expect(ParsedChromeTrace.int(atC2["tid"]) == trace.tid(of: c2.queue))
      #expect(ParsedChromeTrace.int(atC2["ts"]) == c2.times.finished)
      #expect(ParsedChromeTrace.int(ParsedChromeTrace.arg(atC2, "draw")) == Int64(c2.draw))
      // The cancelled draw's slice on its queue says how it ended.
      let slice = try #require(
        trace.phase("X").first {
          $0["cat"] as? String == "draw"
            && ParsedChromeTrace.int(ParsedChromeTrace.arg($0, "draw")) == Int64(c2.draw)
        })
      #expect(ParsedChromeTrace.arg(slice, "outcome") as? String == "cancelled")
      #expect(ParsedChromeTrace.arg(slice, "cancelled_at") as? String == "C2")
      #expect(slice["name"] as? String == "draw b")
    }
  }
}
