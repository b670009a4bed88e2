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
    let dropped = rows.filter { $0.tick == .dropped }
    #expect(late.count == 1)
    // Busy from ~20 ms to ~56 ms: the 33.3 ms callback runs late, the 50 ms vsync gets none.
    #expect(dropped.map(\.frame) == [3])
    let busy = try #require(rows.first { $0.frame == 3 })
    #expect(busy.mainBusy == busy.vsync - h.engine.device.vsyncTime(2), "main busy all frame")
    let summary = FrameSummary(ticks: h.engine.recording.ticks, rows: rows, duration: h.engine.now)
    #expect(summary.dropped == 1)
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
