import Testing

@testable import LayerLab

/// CFRunLoop's turn structure: the source0 rule and the main-queue rule.
@Suite struct RunLoopTests {
  /// The activity names logged during `turn`, in order.
  private func activities(_ h: Harness, turn: Int) -> [String] {
    h.events(inTurn: turn).filter { $0.kind == .activity }.map(\.name)
  }

  @Test func anIdleTurnRunsEveryPhaseInOrder() throws {
    let h = Harness()
    h.engine.advance(.duration(20_000))
    #expect(activities(h, turn: 0) == ["Entry"])
    #expect(
      activities(h, turn: 1) == ["BeforeTimers", "BeforeSources", "BeforeWaiting", "AfterWaiting"])
    let afterWaiting = try #require(h.events(.activity, "AfterWaiting").first)
    #expect(afterWaiting.time == 16_666)
    guard case .activity(.afterWaiting, let woken, let asleep) = afterWaiting.payload else {
      Issue.record("event \(afterWaiting.seq) is not AfterWaiting")
      return
    }
    #expect(woken == .timer && asleep > 0)
    #expect(h.events(.timer, "display-link").map(\.turn) == [1])
    #expect(h.events(.observer, "autorelease push").count == 1)
  }

  @Test func aTurnThatHandledASource0SendsNoBeforeWaiting() throws {
    let h = Harness()
    try h.label("t")
    h.idle()
    let drawsBefore = h.engine.recording.draws.count
    try h.call("t", "setNeedsDisplay")
    h.engine.advance(.turn)  // the sleeping turn wakes for the input and ends
    h.engine.advance(.turn)  // the turn whose DoSources0 handles it
    let sources = try #require(h.events(.input, "sources0").last)
    let inputTurn = sources.turn
    #expect(activities(h, turn: inputTurn) == ["BeforeTimers", "BeforeSources"])
    #expect(h.events(inTurn: inputTurn).allSatisfy { $0.kind != .observer && $0.kind != .commit })
    #expect(h.layer("t")?.display.needsDisplay == true)
    #expect(h.engine.recording.draws.count == drawsBefore)

    h.engine.advance(.turn)
    let next = h.events(inTurn: inputTurn + 1)
    #expect(
      activities(h, turn: inputTurn + 1).prefix(3) == [
        "BeforeTimers", "BeforeSources", "BeforeWaiting",
      ])
    let observers = next.filter { $0.kind == .observer }
    #expect(
      observers.map(\.name) == [
        "gestures", "before-commit", "CA commit", "after-commit", "YYTransaction",
        "autorelease pop",
      ])
    let commit = try #require(observers.first { $0.name == "CA commit" })
    let transaction = try #require(observers.first { $0.name == "YYTransaction" })
    let pop = try #require(observers.first { $0.name == "autorelease pop" })
    #expect(commit.payload == .observer(name: "CA commit", order: 2_000_000))
    #expect(
      transaction.payload
        == .observer(name: "YYTransaction", order: 0xFF_FFFF, callout: .taskSet(pending: 0)))
    #expect(pop.payload == .observer(name: "autorelease pop", order: 2_147_483_647))
    #expect(commit.seq < transaction.seq && transaction.seq < pop.seq)
    // The display happens inside the CA commit, before YYTransaction's observer.
    let display = try #require(next.first { $0.kind == .display && $0.layer == "t" })
    #expect(commit.seq < display.seq && display.seq < transaction.seq)
  }

  /// The draw of a 100 pt wide "hi" label `height` pt tall (at @2x), context to image, as
  /// the model prices it on the harness's device.
  private func drawCost(height: Double, in h: Harness) -> Micros {
    let counts = RenderCounts(pixels: 200 * Int(height * 2), glyphs: 2, lines: 1)
    let stages: [RenderStage.Kind] = [.context, .layout, .pass("text"), .image]
    return stages.reduce(0) {
      $0 + h.engine.costs.modelCost(of: $1, counts: counts, speedFactor: h.engine.speedFactor)
    }
  }

  @Test func afterAMainQueueDrainBeforeWaitingRunsBeforeTheNextDrain() throws {
    // b is shorter than a, so its draw is cheaper by one µs more than the time b was
    // dispatched after a (`displaySetup`, a's willDisplay): b's block is drained first, and
    // a's becomes ready 1 µs later, while main is still running b's block, i.e. before the
    // next turn's early poll. The window is that narrow, so b's height is worked out from
    // the cost model's pixel terms: the tallest at which its draw is that much cheaper.
    let probe = Harness()
    let gap = probe.engine.costs.displaySetup
    #expect(probe.engine.costs.mainQueueBlock > 1, "1 µs after b's block starts is inside it")
    let fullCost = drawCost(height: Harness.frame.height, in: probe)
    let heights = stride(from: Harness.frame.height, to: 0, by: -0.5)
    let height = try #require(
      heights.first { fullCost - drawCost(height: $0, in: probe) == gap + 1 },
      "some height makes b's draw \(gap + 1) µs cheaper")
    let h = Harness()
    try h.label("a", text: "hi")
    try h.label("b", frame: Rect(x: 0, y: 0, width: 100, height: height), text: "hi")
    #expect(h.idle() == .reached)
    try #require(h.engine.recording.draws.count == 2)
    let (a, b) = (h.engine.recording.draws[0], h.engine.recording.draws[1])
    #expect(b.times.requested - a.times.requested == gap)
    #expect(a.drawCost == fullCost && b.drawCost == fullCost - gap - 1)

    let drains = h.events(.mainqueue, "drain")
    try #require(drains.count == 2)
    #expect(drains.map(\.detail) == ["1 block", "1 block"])
    let first = drains[0]
    let second = drains[1]
    #expect(second.turn == first.turn + 1)
    let next = h.events(inTurn: first.turn + 1)
    let beforeWaiting = try #require(
      next.first { $0.kind == .activity && $0.name == "BeforeWaiting" })
    #expect(beforeWaiting.seq < second.seq)
    // The CA commit of b's new contents also runs before a's block is taken.
    let commit = try #require(next.first { $0.kind == .commit })
    #expect(commit.detail == "commit 2: b")
    #expect(commit.seq < second.seq)

    // The rule mattered: a's block was on the main queue when that turn's early poll ran.
    let aImaged = try #require(h.checkTime("C3", draw: 1))
    #expect(aImaged + h.engine.costs.mainPostLatency <= beforeWaiting.time)
    #expect(h.events(inTurn: first.turn + 1).allSatisfy { $0.name != "sources0" })
    #expect(h.engine.recording.draws.map(\.outcome) == [.committed, .committed])
  }

  @Test func statementTypedWhileBeforeWaitingObserversRunWakesTheLoopAtOnce() throws {
    // A sync label: no main-queue block will come to wake the loop by chance.
    let base = Harness()
    try base.label("t", async: false)
    base.idle()
    let commit = try #require(base.events(.commit).first)

    let h = Harness()
    try h.label("t", async: false)
    h.engine.advance(.duration(commit.time))
    // Main is still calling turn 2's BeforeWaiting observers (after-commit, YYTransaction…).
    #expect(h.engine.main.runLoop.phase == .sleeping(poll: false))
    #expect(h.engine.main.runLoop.hasWork)
    try h.call("t", "setNeedsDisplay")
    #expect(h.idle() == .reached)

    // CFRunLoopWakeUp while the observers run leaves a message on the wake-up port, so the
    // sleep that follows returns at once and the next turn handles the source0.
    let sources = try #require(h.events(.input, "sources0").last)
    let redraw = try #require(h.engine.recording.draws.last)
    #expect(sources.time < 1_000)
    #expect(redraw.times.requested < h.engine.device.vsyncTime(1))
  }
}
