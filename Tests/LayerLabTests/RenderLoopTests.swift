import Testing

@testable import LayerLab

/// The render server wired to the run loop: when a commit reaches the screen, and why late.
@Suite struct RenderLoopTests {
  @Test func aCommitInTheFirstIntervalAppearsAtVsyncTwo() throws {
    let h = Harness(clock: .model)
    try h.label("a", async: false)
    #expect(h.idle() == .reached)
    let record = try #require(h.engine.server.renders.last)
    #expect(record.committedAt < 16_666 && record.begin == 0 && record.deadline == 1)
    #expect(record.presented == 2 && record.hitch == .none)
    let vsync1 = try #require(h.engine.server.frames.first { $0.index == 1 })
    let vsync2 = try #require(h.engine.server.frames.first { $0.index == 2 })
    #expect(vsync1.shows == 0 && vsync1.commit == record.commit, "committed, not on screen")
    #expect(vsync2.shows == record.commit && vsync2.appeared?.hitch == FramePipeline.HitchKind.none)
  }

  @Test func aCommitAfterAVsyncWaitsForTheNextDeadline() throws {
    let h = Harness(clock: .model)
    try h.label("a")
    #expect(h.idle() == .reached)
    let start = h.engine.now
    try h.set("a", "text", .text("again"))
    #expect(h.idle() == .reached)
    let record = try #require(h.engine.server.renders.last)
    let device = h.engine.device
    // Woken at the vsync `start`, committed within its interval: shown two vsyncs on.
    #expect(record.begin == device.vsyncIndex(after: start) - 1)
    #expect(record.presented == record.begin + 2 && record.hitch == .none)
    #expect(h.engine.server.renderStagesLogged(for: record.commit) == 2)
  }

  @Test func aSlowSyncDrawOnMainIsACommitHitch() throws {
    let h = Harness(clock: .measured)
    h.renderer.textMicros = 12_000  // × speed factor 3: 36 ms on main, two intervals
    try h.label("a", async: false)
    #expect(h.idle() == .reached)
    let record = try #require(h.engine.server.renders.first)
    #expect(record.hitch == .commit)
    #expect(record.deadline > record.begin + 1)
    #expect(
      record.hitchTime == h.engine.device.vsyncTime(record.presented)
        - h.engine.device.vsyncTime(record.expected))
    #expect(record.hitchTime >= 16_666)
    let rows = h.engine.server.frameRows
    #expect(rows.contains { $0.appeared?.hitch == .commit && $0.newCommit })
    let summary = FrameSummary(ticks: h.engine.main.ticks, rows: rows, duration: h.engine.now)
    #expect(summary.commitHitches == 1 && summary.renderHitches == 0)
    #expect((summary.commitHitchRatio ?? 0) > 0 && summary.renderHitchRatio == 0)
  }

  @Test func noCommitNoNewFrame() throws {
    let h = Harness(clock: .model)
    try h.label("a")
    #expect(h.idle() == .reached)
    let before = h.engine.server.renders.count
    #expect(h.engine.advance(.duration(100_000)) == .reached)
    #expect(h.engine.server.renders.count == before)
    let later = h.engine.server.frames.suffix(4)
    #expect(later.allSatisfy { $0.appeared == nil && $0.shows == later.first?.shows })
  }

  @Test func runUntilIdleWaitsForTheFrameToReachTheScreen() throws {
    let h = Harness(clock: .model)
    try h.label("a")
    #expect(h.engine.advance(.frame) == .reached)
    #expect(h.engine.busyReasons.contains { $0.contains("render server") })
    #expect(h.idle() == .reached)
    #expect(h.engine.server.inFlight.isEmpty && h.engine.server.onScreen == h.engine.main.commits)
  }
}

extension RenderServer {
  /// How many of a commit's render stages (prepare, execute) the trace shows as begun.
  func renderStagesLogged(for commit: Int) -> Int {
    engine.trace.events.filter {
      switch $0.payload {
      case .renderPrepare(let number, _, _): number == commit
      case .renderExecute(let execute): execute.commit == commit
      default: false
      }
    }.count
  }
}

@Suite struct RenderCostSanityTests {
  @Test(arguments: [false, true]) func oneLabelRendersInMicroseconds(async: Bool) throws {
    let h = Harness(clock: .model)
    try h.label("a", frame: Rect(x: 20, y: 100, width: 300, height: 40), async: async)
    #expect(h.idle() == .reached)
    let cost = try #require(h.engine.server.renders.last?.cost)
    let analysis = CompositeAnalysis(
      tree: h.engine.committedTree, device: h.engine.device, rasterHits: [])
    #expect(cost.execute < 1000, "\(cost) \(analysis)")
  }
}
