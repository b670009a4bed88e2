import Testing

@testable import LayerLab

/// The render server wired to the run loop: when a commit reaches the screen, and why late.
@Suite struct RenderLoopTests {
  @Test func aCommitInTheFirstIntervalAppearsAtVsyncTwo() throws {
    let h = Harness(clock: .model)
    try h.label("a", async: false)
    #expect(h.idle() == .reached)
    let record = try #require(h.engine.recording.renders.last)
    #expect(record.committedAt < 16_666 && record.begin == 0 && record.deadline == 1)
    #expect(record.presented == 2 && record.hitch == .none)
    let vsync1 = try #require(h.engine.recording.frames.first { $0.index == 1 })
    let vsync2 = try #require(h.engine.recording.frames.first { $0.index == 2 })
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
    // The commit's own frame (YYLabel's fade adds animation frames after it).
    let record = try #require(h.engine.recording.renders.last { !$0.animation })
    let device = h.engine.device
    // Woken at the vsync `start`, committed within its interval: shown two vsyncs on.
    #expect(record.begin == device.vsyncIndex(after: start) - 1)
    #expect(record.presented == record.begin + 2 && record.hitch == .none)
    #expect(h.engine.server.renderStagesLogged(for: record.commit) == 2)
  }

  @Test func aSlowSyncDrawOnMainIsACommitHitch() throws {
    let h = Harness(clock: .measured)
    h.renderer.textMicros = 36_000 / h.engine.speedFactor  // 36 ms on main, two intervals
    try h.label("a", async: false)
    #expect(h.idle() == .reached)
    let record = try #require(h.engine.recording.renders.first)
    #expect(record.hitch == .commit)
    #expect(record.deadline > record.begin + 1)
    #expect(
      record.hitchTime == h.engine.device.vsyncTime(record.presented)
        - h.engine.device.vsyncTime(record.expected))
    #expect(record.hitchTime >= 16_666)
    let rows = h.engine.frameRows
    #expect(rows.contains { $0.appeared?.hitch == .commit && $0.newCommit })
    let summary = FrameSummary(ticks: h.engine.recording.ticks, rows: rows, duration: h.engine.now)
    #expect(summary.hitches.commit == 1 && summary.hitches.render == 0)
    #expect((summary.hitches.commitRatio ?? 0) > 0 && summary.hitches.renderRatio == 0)
  }

  @Test func noCommitNoNewFrame() throws {
    let h = Harness(clock: .model)
    try h.label("a")
    #expect(h.idle() == .reached)
    let before = h.engine.recording.renders.count
    #expect(h.engine.advance(.duration(100_000)) == .reached)
    #expect(h.engine.recording.renders.count == before)
    let later = h.engine.recording.frames.suffix(4)
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
    context.recording.events.filter {
      switch $0.payload {
      case .renderPrepare(let number, _, _, let animation): number == commit && !animation
      case .renderExecute(let execute): execute.commit == commit && !execute.animation
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
    let cost = try #require(h.engine.recording.renders.last?.cost)
    let analysis = CompositeAnalysis(
      tree: h.engine.committedTree, device: h.engine.device, rasterHits: [])
    #expect(cost.execute < 1000, "\(cost) \(analysis)")
  }
}

/// An offscreen-heavy tree while main idles: the GPU, not the app, makes frames late.
@Suite struct RenderHitchTests {
  /// Twenty 80 pt cards with blurred shadows and no shadowPath, plus a ticker that commits
  /// every frame, on the iPhone 6 profile.
  func shadowedCards(_ h: Harness, radius: Double) throws {
    for index in 0..<20 {
      let frame = Rect(
        x: 20 + Double(index % 4) * 87, y: 80 + Double(index / 4) * 100, width: 80, height: 80)
      try h.engine.input(
        .create(
          kind: .view, name: "card\(index)",
          properties: [
            PropertySetting("frame", .rect(frame)),
            PropertySetting("backgroundColor", .color(Color(r: 200, g: 120, b: 60))),
            PropertySetting("shadowOpacity", .number(0.5)),
            PropertySetting("shadowRadius", .number(radius)),
          ]))
    }
    // Drawn off main, so main's own work stays far from every commit deadline.
    try h.label("ticker", async: true)
    #expect(h.idle() == .reached)
  }

  /// Marks the ticker every 16 ms for `count` frames and runs until the screen is current.
  func tick(_ h: Harness, count: Int) throws {
    let start = h.engine.now
    for index in 1...count {
      try h.schedule("ticker", "setNeedsDisplay", at: start + Micros(index) * 16_000)
    }
    #expect(h.idle() == .reached)
  }

  @Test func offscreenPassesMakeRenderHitchesAndTripleBufferingThenItRecovers() throws {
    let h = Harness(device: .iphone6)
    try shadowedCards(h, radius: 16)
    let before = h.engine.recording.renders.count
    try tick(h, count: 30)
    let busy = h.engine.recording.renders.dropFirst(before)
    #expect(busy.allSatisfy { $0.cost.offscreenPasses == 20 })
    #expect(busy.allSatisfy { $0.cost.execute > h.engine.device.frameInterval / 2 })
    // The first frame that did not fit was the hitch; the server then works at three
    // buffers, and the frames after it are not hitches (Understanding hitches in your app).
    let all = h.engine.recording.renders
    #expect(all.contains { $0.hitch == .render })
    #expect(!all.contains { $0.hitch == .commit }, "main met every deadline")
    #expect(busy.allSatisfy { $0.buffers == 3 })
    #expect(h.engine.server.pipeline.buffers == 3)
    // A shadowPath on every card: no passes, frames fit again, and the server returns to
    // double buffering.
    for index in 0..<20 { try h.set("card\(index)", "shadowPath", .choice("bounds")) }
    let fixed = h.engine.recording.renders.count
    try tick(h, count: 10)
    let after = h.engine.recording.renders.dropFirst(fixed)
    #expect(after.allSatisfy { $0.cost.offscreenPasses == 0 && $0.hitch != .render })
    #expect(h.engine.server.pipeline.buffers == 2)
  }
}

/// UIScrollView's tracking run: a nested run of the loop in UITrackingRunLoopMode.
@Suite struct TrackingModeTests {
  @Test func trackingSendsEntryAndItsEndSendsExitWithACommit() throws {
    let h = Harness()
    try h.table(strategy: .async)
    #expect(h.idle() == .reached)
    try h.scroll(.fling(velocity: -1500))
    #expect(h.idle() == .reached)
    let activities = h.engine.recording.events.filter { $0.kind == .activity }
    let entries = activities.filter { $0.name == "Entry" }
    let exits = activities.filter { $0.name == "Exit" }
    #expect(entries.map(\.mode) == [.default, .tracking], "the first run, then tracking")
    #expect(exits.count == 1 && exits.first?.mode == .tracking)
    // Exit's observers run in the tracking mode, CA's commit among them.
    let exit = try #require(exits.first)
    let commitObserver = h.engine.recording.events.first {
      $0.seq > exit.seq && $0.kind == .observer && $0.name == "CA commit"
    }
    #expect(commitObserver?.mode == .tracking)
  }
}

/// A commit's frame is priced when its render prepare begins; a view moved on main before
/// then does not reach it: the frame renders the tree its commit left.
@Suite struct DeferredPricingTests {
  @Test func aViewMovedBeforeTheRenderBeginsLeavesTheFramesTree() throws {
    let h = Harness(clock: .measured)
    try h.label("a", async: false)
    try h.label("b", async: false)
    try h.label("c", async: false)
    #expect(h.idle() == .reached)
    h.renderer.textMicros = 36_000 / h.engine.speedFactor  // c's next draw: two intervals
    try h.set("a", "text", .text("again"))
    // Just after a's commit, within its interval: b moves under a, and c's slow draw keeps
    // main busy past the vsync that starts a's frame.
    try h.engine.schedule(after: 1_000, .set(view: "b", property: "superview", value: .text("a")))
    try h.engine.schedule(after: 1_000, .set(view: "c", property: "text", value: .text("slow")))
    #expect(h.idle() == .reached)
    let move = try #require(
      h.events(.input).first { event in
        guard case .input(let text, .scheduled) = event.payload else { return false }
        return text.contains("superview")
      })
    // a's frame was committed before the move and priced after it: a debug build checks the
    // tree priced against the tree built at the commit (without `layersWillChange` it has b
    // under a, and the check stops the tests).
    let waiting = h.engine.recording.renders.filter {
      $0.committedAt < move.time && $0.prepareStart > move.time
    }
    #expect(waiting.count == 1, "the move found a frame waiting")
    #expect(h.layer("b")?.superlayer === h.layer("a"))
  }
}
