import Testing

@testable import LayerLab

/// Frames: on-time, late and dropped display-link ticks, main-thread load per frame, and the
/// summary figures (YYFPSLabel fps, hitch ratio, percentiles).
struct FrameTests {
  @Test func anIdleSessionTicksOnTimeAtSixtyFPS() {
    let h = Harness()
    #expect(h.engine.advance(.duration(2_000_000)) == .reached)
    let rows = h.engine.frameRows
    #expect(rows.count == 120)
    #expect(rows.allSatisfy { $0.tick == .onTime && $0.late == 0 })
    let summary = FrameSummary(ticks: h.engine.recording.ticks, rows: rows, duration: h.engine.now)
    #expect(summary.labelFPSLast == 60)
    #expect(summary.dropped == 0)
    #expect(summary.hitches.ratio == 0 && summary.hitches.rating == "good")
    #expect(summary.intervals.p50 == 16_667 || summary.intervals.p50 == 16_666)
  }

  @Test func aLongSyncDrawMakesOneTickLateAndDropsTheNextFrame() throws {
    // Measured clock: a host text pass that the iPhone 11's factor makes 36 ms on main.
    let h = Harness(clock: .measured)
    h.renderer.textPassMicros["slow"] = 36_000 / h.engine.speedFactor
    #expect(h.engine.advance(.duration(20_000)) == .reached)
    try h.label("s", async: false, text: "slow")
    #expect(h.engine.advance(.duration(100_000)) == .reached)
    let rows = h.engine.frameRows
    let late = rows.filter { $0.tick == .late }
    let dropped = rows.filter { $0.tick == .missed }
    #expect(late.count == 1)
    // Busy from ~20 ms to ~56 ms: the 33.3 ms callback runs late, the 50 ms vsync gets none.
    #expect(dropped.map(\.frame) == [3])
    let busy = try #require(rows.first { $0.frame == 3 })
    #expect(busy.mainBusy == busy.vsync - h.engine.device.vsyncTime(2), "main busy all frame")
    let summary = FrameSummary(ticks: h.engine.recording.ticks, rows: rows, duration: h.engine.now)
    #expect(summary.ticksMissed == 1)
    // The label's new contents appeared late: its slipped vsyncs are the dropped frames.
    let interval = Double(h.engine.device.frameInterval)
    #expect(summary.hitches.count == 1 && summary.dropped >= 1)
    #expect(summary.dropped == Int((Double(summary.hitches.time) / interval).rounded()))
    #expect((summary.hitches.ratio ?? 0) > 10)
    #expect(summary.hitches.rating == "critical")
  }

  @Test func coveredCountsNestedSpansOnce() {
    let spans = [
      SpanRecord(thread: "main", name: "a", category: "commit", start: 0, end: 10, turn: 1),
      SpanRecord(thread: "main", name: "b", category: "display", start: 2, end: 8, turn: 1),
      SpanRecord(thread: "main", name: "c", category: "input", start: 20, end: 30, turn: 1),
    ]
    #expect(Recording.covered(spans, from: 0, to: 100) == 20)
    #expect(Recording.covered(spans, from: 5, to: 25) == 10)
  }

  @Test func percentilesAreNearestRank() {
    let values: [Micros] = (1...100).map { Micros($0) }
    #expect(FrameSummary.percentile(values, 50) == 50)
    #expect(FrameSummary.percentile(values, 95) == 95)
    #expect(FrameSummary.percentile(values, 99) == 99)
    #expect(FrameSummary.percentile([], 50) == nil)
  }

  @Test func theFramesCSVHasUnitsInItsColumnNames() {
    #expect(
      FrameRow.columns == [
        "frame", "vsync_us", "tick", "fired_us", "late_us", "main_busy_us", "commit_us",
        "commit", "new_commit", "presented_commit", "buffers", "render_prepare_us",
        "render_execute_us", "blended_px", "offscreen_passes", "hitch_ms", "hitch_kind",
        "blank_px", "blank_pct", "blank_layers", "cpu_pct", "memory_bytes",
      ])
  }
}

/// Issue 43: one definition of dropped frames, hitches and the frames expected, so a window's
/// `dropped` and `hitches` cannot contradict each other.
struct DroppedFrameDefinitionTests {
  /// A row at vsync `index` on an iPhone 11, its tick and, when a frame appeared, how many
  /// vsyncs after the expected one.
  private static func row(_ index: Int64, tick: FrameRow.Tick = .onTime, late: Int64? = nil)
    -> FrameRow
  {
    let device = DeviceProfile.iphone11
    let appeared = late.flatMap { late in
      FrameRecord.Appeared([
        RenderRecord(
          commit: Int(index), committedAt: device.vsyncTime(index - 2 - late),
          begin: index - 2 - late,
          deadline: index - 1, prepareStart: 0, executeStart: 0, presented: index,
          expected: index - late, buffers: 2, hitch: late > 0 ? .commit : .none,
          hitchTime: device.vsyncTime(index) - device.vsyncTime(index - late), cost: RenderCost())
      ])
    }
    return FrameRow(
      frame: index, vsync: device.vsyncTime(index), tick: tick, fired: nil, late: 0,
      mainBusy: 0, commitTime: 0, commit: 0, newCommit: appeared != nil, shows: 0,
      appeared: appeared)
  }

  private static func summary(_ rows: [FrameRow]) -> FrameSummary {
    FrameSummary(ticks: [], rows: rows, duration: rows.last?.vsync ?? 0)
  }

  @Test func aLateFrameDropsTheVsyncsItSlipped() {
    // 10 frames on time, one 2 vsyncs late (the two vsyncs before it show the old frame).
    var rows = (1...10).map { Self.row($0, late: 0) }
    rows += [Self.row(11), Self.row(12), Self.row(13, late: 2)]
    let summary = Self.summary(rows)
    #expect(summary.hitches.count == 1 && summary.dropped == 2)
    #expect(summary.presented == 11 && summary.expected == 13)
    #expect(summary.droppedPercent.map { abs($0 - 200.0 / 13) < 1e-9 } == true)
  }

  @Test func missedTicksWithNothingDueAreNotDroppedFrames() {
    // Main stalls for five vsyncs while the screen has nothing new to show.
    let rows = (1...5).map { Self.row($0, tick: .missed) } + (6...8).map { Self.row($0) }
    let summary = Self.summary(rows)
    #expect(summary.ticksMissed == 5)
    #expect(summary.dropped == 0 && summary.hitches.count == 0)
    #expect(summary.droppedPercent == nil, "no frame was expected")
  }

  @Test func droppedAndHitchesAgreeOnEveryWindowOfARealScroll() throws {
    // TableStrategyTests' scroll that drops frames under sync: a 12 ms text pass on main.
    let h = Harness(clock: .measured)
    h.renderer.textMicros = 12_000
    try h.table(strategy: .sync)
    h.idle()
    try h.scroll(.fling(velocity: -6000))
    #expect(h.idle() == .reached)
    let rows = h.engine.frameRows
    #expect(Self.summary(rows).dropped > 0, "the scroll must drop frames to test anything")
    #expect(!rows.isEmpty)
    for start in stride(from: 0, to: rows.count, by: 17) {
      let window = Array(rows[start..<min(rows.count, start + 40)])
      let summary = Self.summary(window)
      #expect((summary.dropped == 0) == (summary.hitches.count == 0), "rows \(start)…")
      #expect(summary.dropped >= summary.hitches.count)
      #expect(summary.expected == summary.presented + summary.dropped)
    }
  }
}
