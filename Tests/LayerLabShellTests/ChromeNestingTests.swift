import PropertyBased
import Testing

@testable import LayerLab
@testable import LayerLabShell

/// A slice on track 1 for the nesting tests.
private func slice(_ start: Micros, _ end: Micros, _ name: String = "", order: Int = 0)
  -> ChromeSlice
{
  ChromeSlice(tid: 1, start: start, end: end, name: name, category: "test", order: order)
}

@Suite("export chrome: nesting, flow anchors and the builder's pieces")
struct ChromeNestingTests {
  @Test func nestingKeepsNestedAndDisjointSlicesAndDropsPartialOverlaps() {
    let slices = [
      slice(0, 100, "turn"), slice(10, 20, "child"), slice(20, 30, "next"),
      slice(25, 40, "crosses next"), slice(100, 110, "after"),
    ]
    let (kept, dropped) = SliceNesting.nest(slices)
    #expect(kept.map(\.name) == ["turn", "child", "next", "after"])
    #expect(dropped == 1)
    #expect(SliceNesting.firstViolation(kept.map { ($0.start, $0.duration) }) == nil)
  }

  @Test func ofTwoSlicesWithTheSameExtentTheLaterRecordedIsTheParent() {
    let (kept, dropped) = SliceNesting.nest([
      slice(5, 9, "input", order: 1), slice(5, 9, "turn", order: 2),
    ])
    #expect(kept.map(\.name) == ["turn", "input"])
    #expect(dropped == 0)
  }

  @Test func theValidatorFindsOverlapsDisorderAndNegativeDurations() {
    #expect(SliceNesting.firstViolation([(0, 10), (2, 3), (5, 5)]) == nil)
    #expect(SliceNesting.firstViolation([(0, 10), (5, 10)]) == 1)
    #expect(SliceNesting.firstViolation([(5, 1), (0, 1)]) == 1)
    #expect(SliceNesting.firstViolation([(0, -1)]) == 0)
    #expect(SliceNesting.firstViolation([(0, 5), (0, 10)]) == 1, "shorter first is out of order")
  }

  @Test func whateverGoesInWhatComesOutNests() async {
    let starts = Gen.int(in: 0...60).array(of: 0...25)
    let lengths = Gen.int(in: 1...30).array(of: 25)
    await propertyCheck(count: 300, input: starts, lengths) { starts, lengths in
      let slices = zip(starts, lengths).enumerated().map { index, pair in
        slice(Micros(pair.0), Micros(pair.0 + pair.1), order: index)
      }
      let (kept, dropped) = SliceNesting.nest(slices)
      #expect(kept.count + dropped == slices.count)
      #expect(SliceNesting.firstViolation(kept.map { ($0.start, $0.duration) }) == nil)
      #expect(SliceNesting.nest(kept).dropped == 0)
    }
  }

  @Test func aFlowPointGoesToTheStartOfTheInnermostSliceHoldingIt() throws {
    let index = SliceIndex(
      nested: SliceNesting.nest([
        slice(0, 100, "turn"), slice(10, 20, "input"), slice(20, 30, "display"),
        slice(40, 60, "block"), slice(40, 45, "first child"),
      ]).kept)
    // An event at an input's very end belongs to the input, not to the display after it.
    #expect(index.enclosing(20)?.name == "input")
    #expect(index.enclosing(25)?.name == "display")
    #expect(index.enclosing(35)?.name == "turn")
    #expect(index.enclosing(100)?.name == "turn")
    #expect(index.enclosing(101) == nil)
    let anchor = try #require(index.anchor(35))
    #expect(anchor.ts == 0)
    // At the block's start the reader's innermost open slice is its first child.
    let block = try #require(index.anchor(50))
    #expect(block.ts == 40)
    #expect(block.slice.name == "first child")
  }

  @Test func atOneTimeInstantsComeFirstThenOuterSlicesThenFlowPoints() {
    let events = [
      ChromeEvent(phase: .flowStart, name: "f", tid: 1, ts: 5, id: 1),
      ChromeEvent(phase: .complete, name: "inner", tid: 1, ts: 5, dur: 1),
      ChromeEvent(phase: .instant, name: "i", tid: 1, ts: 5),
      ChromeEvent(phase: .complete, name: "outer", tid: 1, ts: 5, dur: 9),
      ChromeEvent(phase: .complete, name: "early", tid: 1, ts: 1, dur: 1),
    ]
    #expect(ChromeTrace.ordered(events).map(\.name) == ["early", "i", "outer", "inner", "f"])
  }

  @Test func theCapturedBumpIsTheOneWithTheCapturedValue() {
    var draw = DrawRecord(
      draw: 1, layer: "a", mode: .async, queue: "q", qos: "", sentinel: 2,
      times: DrawTimes(requested: 10), size: DrawSize(width: 1, height: 1, scale: 2))
    // The mark at 10 came after the capture (it set 3), so the bump at 4 is the one.
    let bumps: [(time: Micros, value: Int)] = [(1, 1), (4, 2), (10, 3), (12, 4)]
    #expect(ChromeTrace.Builder.capturedBump(of: draw, in: bumps) == 4)
    draw.sentinel = 0
    #expect(ChromeTrace.Builder.capturedBump(of: draw, in: bumps) == nil)
  }

  @Test func aQueueSliceEndsWhereTheQueuesWorkEnded() {
    var draw = DrawRecord(
      draw: 1, layer: "a", mode: .async, queue: "q", qos: "", sentinel: 1,
      times: DrawTimes(requested: 0, started: 10), size: DrawSize(width: 1, height: 1, scale: 2))
    #expect(ChromeTrace.Builder.queueEnd(of: draw, now: 50) == 50, "still running")
    draw.times.imaged = 30
    draw.times.finished = 40
    draw.outcome = .cancelled
    draw.cancelledAt = "C4"
    #expect(ChromeTrace.Builder.queueEnd(of: draw, now: 50) == 30, "C4 is on main")
    draw.times.imaged = nil
    draw.cancelledAt = "C2"
    #expect(ChromeTrace.Builder.queueEnd(of: draw, now: 50) == 40)
  }

  @Test func fpsIsCountedOverWindowsOfAtLeastOneSecond() {
    let ticks = (0...130).map { TickRecord(due: Micros($0) * 16_667, fired: Micros($0) * 16_667) }
    let values = FrameSummary.fpsWindows(ticks)
    #expect(values.count == 2)
    #expect(abs((values.first?.fps ?? 0) - 60) < 0.1)
    #expect(FrameSummary.fpsWindows(Array(ticks.prefix(30))).isEmpty)
  }

  @Test func eventsAreWrittenWithSortedKeysAndTheFieldsTheirPhaseImplies() throws {
    let trace = ChromeTrace(
      otherData: ["tool": .string("layerlab"), "refresh_hz": .int(60)],
      events: [
        ChromeEvent(phase: .instant, name: "cancel at C2", category: "cancel", tid: 3, ts: 7),
        ChromeEvent(phase: .flowEnd, name: "draw a/b", category: "flow", tid: 1, ts: 9, id: 4),
        ChromeEvent(phase: .counter, name: "fps", tid: 1, ts: 10, args: ["fps": .number(59.9)]),
      ], droppedSlices: 0)
    let json = try trace.json()
    #expect(
      json == """
        {"displayTimeUnit":"ms","otherData":{"refresh_hz":60,"tool":"layerlab"},"traceEvents":[
        {"cat":"cancel","name":"cancel at C2","ph":"i","pid":1,"s":"t","tid":3,"ts":7},
        {"bp":"e","cat":"flow","id":4,"name":"draw a/b","ph":"f","pid":1,"tid":1,"ts":9},
        {"args":{"fps":59.9},"name":"fps","ph":"C","pid":1,"tid":1,"ts":10}
        ]}

        """)
  }
}
