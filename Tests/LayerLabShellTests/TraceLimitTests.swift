import LayerLab
import Testing

@testable import LayerLabShell

/// A session that outlives the trace's limits: the stores drop their oldest records, `stats`
/// says from when its figures count and what went, and no frame is read without its spans.
@Suite("Trace limits: long sessions keep a complete recent stretch")
struct TraceLimitTests {
  /// Enough text changes (each a turn with its input, layout, display and commit spans) to
  /// overflow the span store a few times over, on a quiet label so it runs fast.
  static func overflowedHarness() -> SessionHarness {
    let harness = SessionHarness()
    harness.prepare(
      "new label t frame=0,0,100,20 text=a", "repeat 6000 every 2ms t.text = \"b\"",
      "run 12100ms")
    return harness
  }

  @Test func statsCoverOnlyTheStretchEveryStoreStillHolds() throws {
    let harness = Self.overflowedHarness()
    let engine = harness.engine
    let trace = engine.recording
    try #require(trace.droppedSpans > 0, "the script should overflow the spans kept")
    #expect(trace.spans.count <= Recording.maxSpans)
    #expect(trace.events.count <= Recording.maxEvents && trace.droppedEvents > 0)
    let since = engine.completeSince
    // Complete from there: the oldest kept span ended at or before it, and it is a vsync.
    let firstSpanEnd = try #require(trace.spans.first?.end)
    #expect(since >= firstSpanEnd)
    #expect(engine.device.vsyncTime(engine.device.vsyncIndex(after: since - 1)) == since)

    #expect(harness.run("stats") == .ok)
    let kept = try #require(harness.outLines.first { $0.hasPrefix("records kept") })
    #expect(kept.contains("from \(Format.ms(since))"))
    #expect(kept.contains("spans \(trace.droppedSpans)"))
    #expect(kept.contains("events \(trace.droppedEvents)"))
    let rows = engine.frameRows.filter { $0.vsync > since }
    #expect(harness.outLines.contains { $0.hasPrefix("vsyncs") && $0.hasSuffix(" \(rows.count)") })
    #expect(rows.count < engine.recording.frames.count, "older frames are left out")
  }

  /// Issue 23: once the event log had dropped records, the run line counted only the draws
  /// whose events were still kept (749 where 1008 were committed).
  @Test func theRunLineCountsEveryDrawThatEndedWhateverTheStoresDropped() throws {
    let harness = SessionHarness()
    harness.prepare(
      "new table feed rows=5000 strategy=sync", "repeat 30 every 2s feed.fling(velocity: -6000)")
    let before = harness.engine.recording.outcomes
    #expect(harness.run("run 60s") == .ok)
    try #require(harness.engine.recording.droppedEvents > 0, "the run should overflow the events")
    let ended = harness.engine.recording.outcomes.since(before).ended(.committed)
    let line = try #require(harness.outLines.first { $0.hasPrefix("ran ") })
    #expect(line.hasSuffix("draws \(ended) committed"), "\(line)")
    // Every draw ended and none was dropped: the records agree with the counts.
    #expect(harness.engine.recording.droppedDraws == 0)
    let committed = harness.engine.recording.draws.filter {
      $0.outcome == .committed && $0.times.requested > 25_000
    }
    #expect(committed.count == ended)
  }

  /// Issue 23: `stats` printed whole-session commits beside the kept window's vsyncs (14111
  /// commits, 6910 folded, 2183 vsyncs); every count now covers the window it names.
  @Test func countsInAClampedWindowCoverTheSameStretchAsItsFrames() throws {
    let harness = Self.overflowedHarness()
    let engine = harness.engine
    let since = engine.completeSince
    try #require(since > 0)
    harness.prepare(".mode csv")
    #expect(harness.run("stats") == .ok)
    var figures: [String: Int] = [:]
    for line in harness.outLines.dropFirst() {
      let cells = line.split(separator: ",", omittingEmptySubsequences: false)
      if cells.count == 9, let value = Int(cells[1]) { figures[String(cells[0])] = value }
    }
    let frame = try #require(engine.recording.frames.last { $0.time <= since })
    #expect(figures["ca_commits"] == engine.readout.commits - frame.tally.commits)
    #expect(figures["run_loop_turns"] == engine.readout.turn - frame.tally.turns)
    #expect((figures["ca_commits"] ?? 0) < engine.readout.commits, "not the session's")
    #expect((figures["commits_folded"] ?? 0) <= (figures["ca_commits"] ?? 0))
  }

  @Test func aShortSessionSaysNothingAndCountsEveryFrame() {
    let harness = SessionHarness()
    harness.prepare("new label t frame=0,0,100,20 text=a", "run 1s")
    #expect(harness.engine.completeSince == 0)
    #expect(harness.run("stats") == .ok)
    #expect(!harness.out.contains("records kept"))
    let frames = harness.engine.recording.frames.count
    #expect(harness.outLines.contains { $0.hasPrefix("vsyncs") && $0.hasSuffix(" \(frames)") })
  }

  @Test func machineStatsNameTheWindowAndTheDrops() {
    let harness = Self.overflowedHarness()
    harness.prepare(".mode csv")
    #expect(harness.run("stats") == .ok)
    let since = Format.ms(harness.engine.completeSince).dropLast(3)
    #expect(harness.outLines.contains { $0.hasPrefix("records_kept_since_ms,\(since),ms,") })
    #expect(
      harness.outLines.contains {
        $0.hasPrefix("spans_dropped,\(harness.engine.recording.droppedSpans),count,")
      })
  }

  @Test func aWindowThatBeginsBeforeTheKeptRecordsIsCutAndSaysSo() throws {
    let harness = Self.overflowedHarness()
    let since = harness.engine.completeSince
    try #require(since > 0)
    #expect(harness.run("stats from 0ms to 12000ms") == .ok)
    let window = try #require(harness.outLines.first { $0.hasPrefix("window") })
    #expect(window.contains("after \(Format.ms(since)): older records were dropped"))
    let rows = harness.engine.frameRows.filter {
      $0.vsync > since && $0.vsync <= 12_000_000
    }
    #expect(harness.outLines.contains { $0.hasPrefix("vsyncs") && $0.hasSuffix(" \(rows.count)") })
  }

  @Test func framesOlderThanTheKeptRecordsAreNeitherListedNorExplained() throws {
    let harness = Self.overflowedHarness()
    let engine = harness.engine
    let since = engine.completeSince
    let rows = engine.frameRows
    let first = try #require(rows.first)
    #expect(first.vsync > since && rows.allSatisfy { $0.vsync > since })
    let older = try #require(engine.recording.frames.first { $0.time <= since })
    #expect(harness.run("explain frame \(older.index)") == .failed)
    #expect(harness.err.contains("older ones were dropped past the trace limits"))
    harness.clear()
    #expect(harness.run("explain frame \(first.frame)") == .ok)
  }
}
