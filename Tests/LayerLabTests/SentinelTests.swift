import Testing

@testable import LayerLab

/// YYAsyncLayer's sentinel: a `setNeedsDisplay` that lands inside a draw's window cancels it
/// at the next check (C1, the text pass poll, C2, C3 or C4), and a later draw commits.
@Suite struct SentinelTests {
  /// Label "t": a one-line title of 47 characters in a 320×20 pt frame (640×40 px at @2x).
  ///
  /// Why this long: each check's window must be wide enough for a `setNeedsDisplay` to land
  /// in it and be caught there, not at the check before. A one-line label is cheap on an A13
  /// (a 2-glyph one's text pass prices at 0 µs), so the text has enough glyphs for every
  /// stage to take microseconds; `baseline` requires it.
  static let text = "Sentinels cancel stale draws at the next check."
  static let frame = Rect(x: 0, y: 0, width: 320, height: 20)

  /// Label "t" typed at the prompt, as every test here makes it.
  private func makeLabel(_ h: Harness) throws {
    try h.label("t", frame: Self.frame, text: Self.text)
  }

  /// When each step of one uncancelled async draw of label "t" happened.
  struct Timeline {
    var dispatch: Micros
    var c1: Micros
    var text: Micros
    var c2: Micros
    var c3: Micros
    var drain: Micros
    var c4: Micros
  }

  /// Runs label "t" to idle once, undisturbed, and reads its timeline from the trace.
  ///
  /// Why from the trace: the cancellation tests then aim at windows the engine really used,
  /// while `checkpointTimesFollowTheCostModel` pins those times to the formulas.
  private func baseline() throws -> (Harness, Timeline) {
    let h = Harness()
    try makeLabel(h)
    #expect(h.idle() == .reached)
    let dispatch = try #require(h.events(.dispatch, layer: "t").first)
    let drain = try #require(h.events(.mainqueue, "drain").first)
    let timeline = Timeline(
      dispatch: dispatch.time, c1: try #require(h.checkTime("C1", draw: 1)),
      text: try #require(h.checkTime("draw:text", draw: 1)),
      c2: try #require(h.checkTime("C2", draw: 1)), c3: try #require(h.checkTime("C3", draw: 1)),
      drain: drain.time, c4: try #require(h.checkTime("C4", draw: 1)))
    // Every window at least 2 µs wide: a `setNeedsDisplay` 1 µs before a check lands after
    // the check before it.
    let steps = [
      timeline.dispatch, timeline.c1, timeline.text, timeline.c2, timeline.c3, timeline.drain,
    ]
    try #require(zip(steps, steps.dropFirst()).allSatisfy { $1 - $0 >= 2 })
    return (h, timeline)
  }

  @Test func checkpointTimesFollowTheCostModel() throws {
    let (h, t) = try baseline()
    let request = try #require(h.renderer.requests.first)
    let counts = FakeRenderer.counts(for: request)
    #expect(counts == RenderCounts(pixels: 640 * 40, glyphs: Self.text.count, lines: 1))
    let costs = h.engine.costs
    let factor = h.engine.device.speedFactor
    func cost(_ kind: RenderStage.Kind) -> Micros {
      costs.modelCost(of: kind, counts: counts, speedFactor: factor)
    }
    // The formulas written out from the unit prices (A13 µs per unit, times the device's
    // slowdown, 1 on iphone11): the context and the handover are a fill of every pixel, the
    // layout a price per glyph and per line, the text pass a price per glyph.
    let prices = costs.prices
    let pixels = Double(counts.pixels)
    let glyphs = Double(counts.glyphs)
    func micros(_ a13: Double) -> Micros { Micros((a13 * factor).rounded()) }
    #expect(factor == 1)
    #expect(
      [cost(.context), cost(.layout), cost(.pass("text")), cost(.image)] == [
        micros(pixels * prices[.rasterPixel]),
        micros(glyphs * prices[.layoutGlyph] + prices[.layoutLine]),
        micros(glyphs * prices[.textGlyph]), micros(pixels * prices[.rasterPixel]),
      ])
    #expect(t.c1 == t.dispatch + costs.dispatchLatency)
    #expect(t.text == t.c1 + cost(.context) + cost(.layout))
    #expect(t.c2 == t.text + cost(.pass("text")))
    #expect(t.c3 == t.c2 + cost(.image))
    #expect(t.drain == t.c3 + costs.mainPostLatency)
    #expect(t.c4 == t.drain + costs.mainQueueBlock)

    let draw = try #require(h.engine.recording.draws.first)
    #expect(draw.outcome == .committed)
    #expect(draw.queue == "yy.user-initiated.1")
    #expect(draw.sentinel == 1 && draw.sentinelEnd == 1)
    #expect(draw.times.started == t.c1 && draw.times.drawn == t.c2 && draw.times.imaged == t.c3)
    #expect(draw.times.finished == t.c4)
    #expect(draw.drawCost == t.c3 - t.c1)
    #expect(h.layer("t")?.contents?.draw == 1)
    #expect(h.events(.mainqueue, "didDisplay(false)").isEmpty)
  }

  /// Each check, and a time just before it: the last moment a `setNeedsDisplay` can land
  /// and still be caught there rather than at an earlier check.
  private static let windows = ["C1", "draw:text", "C2", "C3", "C4"]

  @Test(arguments: windows)
  func setNeedsDisplayInsideTheWindowCancelsAtThatCheck(_ check: String) throws {
    let (_, t) = try baseline()
    let end: Micros =
      switch check {
      case "C1": t.c1
      case "draw:text": t.text
      case "C2": t.c2
      case "C3": t.c3
      default: t.drain  // C4 runs when main takes the block
      }
    let h = Harness()
    try makeLabel(h)
    try h.schedule("t", "setNeedsDisplay", at: end - 1)
    #expect(h.idle() == .reached)

    let draws = h.engine.recording.draws
    try #require(draws.count == 2)
    let cancelled = draws[0]
    #expect(cancelled.outcome == .cancelled)
    #expect(cancelled.cancelledAt == check)
    #expect(cancelled.sentinel == 1)
    #expect(try #require(cancelled.sentinelEnd) > cancelled.sentinel)
    let later = draws[1]
    #expect(later.outcome == .committed)
    #expect(later.sentinel == 2 && later.sentinelEnd == 2)
    #expect(h.layer("t")?.contents?.draw == later.draw)
    #expect(h.layer("t")?.committed?.draw == later.draw)

    let cancelEvent = try #require(h.events(.checkpoint, check).first { $0.draw == 1 })
    guard case .checkpoint(let checkpoint, let passed) = cancelEvent.payload else {
      Issue.record("event \(cancelEvent.seq) is not a checkpoint")
      return
    }
    #expect(checkpoint.name == check && !passed)
    #expect(cancelEvent.thread == (check == "C4" ? "main" : "yy.user-initiated.1"))
    // Only a worker-side cancel after C1 posts didDisplay(false); C1 returns silently and
    // C4 is already on main.
    let posted = h.events(.mainqueue, "didDisplay(false)")
    let expectPosted = ["draw:text", "C2", "C3"].contains(check)
    #expect(posted.map(\.draw) == (expectPosted ? [1] : []))
  }

  @Test func cancelledDrawsChargeOnlyTheWorkDone() throws {
    let (_, t) = try baseline()
    let h = Harness()
    try makeLabel(h)
    try h.schedule("t", "setNeedsDisplay", at: t.c2 - 1)
    h.idle()
    let cancelled = try #require(h.engine.recording.draws.first)
    #expect(cancelled.cancelledAt == "C2")
    #expect(cancelled.drawCost == t.c2 - t.c1)
    #expect(cancelled.times.finished == t.c2)
  }
}
