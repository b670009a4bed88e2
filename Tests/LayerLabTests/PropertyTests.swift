import PropertyBased
import Testing

@testable import LayerLab

/// Random redraw scripts on one async label: whatever the timing, the sentinel contract holds.
@Suite struct PropertyTests {
  /// One scripted statement: `delay` µs after the previous one, `setNeedsDisplay` or `display`.
  struct Step: Sendable, CustomStringConvertible {
    var delay: Micros
    var display: Bool

    var description: String { "+\(delay)us \(display ? "display" : "setNeedsDisplay")" }
  }

  /// Steps 0…400 µs apart, so some land inside a ~70 µs draw and some between draws.
  static let steps = zip(Gen.int(in: 0...400), Gen.bool)
    .map { delay, display in Step(delay: Micros(delay), display: display) }
    .array(of: 1...12)

  /// Where a cancelled draw may stop: the four YY checks and the text pass's own poll.
  static let checks: Set<String> = ["C1", "draw:text", "C2", "C3", "C4"]

  @Test func randomRedrawsKeepTheSentinelContract() async {
    await propertyCheck(count: 80, input: PropertyTests.steps) { steps in
      try run(steps)
    }
  }

  /// Scripts `steps` against a fresh engine and checks every invariant on the result.
  private func run(_ steps: [Step]) throws {
    let h = Harness()
    try h.label("t")
    var time = h.engine.mainTime
    for step in steps {
      time += step.delay
      try h.schedule("t", step.display ? "display" : "setNeedsDisplay", at: time)
    }
    #expect(h.idle() == .reached)
    #expect(h.engine.isIdle)

    let draws = h.engine.recording.draws
    for draw in draws {
      let outcome = try #require(draw.outcome, "draw \(draw.draw) has no outcome")
      switch outcome {
      case .committed:
        #expect(draw.sentinelEnd == draw.sentinel, "draw \(draw.draw)")
      case .cancelled:
        #expect(draw.sentinelEnd != draw.sentinel, "draw \(draw.draw)")
        #expect(PropertyTests.checks.contains(draw.cancelledAt ?? ""), "draw \(draw.draw)")
      case .cleared:
        Issue.record("a 100x20 label is never cleared (draw \(draw.draw))")
      }
    }

    let layer = try #require(h.layer("t"))
    // The draw whose contents landed last: with shared cores two `display()` draws (same
    // sentinel, both valid) can finish out of order — one on a P core, one on an E core.
    let lastCommitted = draws.filter { $0.outcome == .committed }.max {
      ($0.times.finished ?? 0, $0.draw) < ($1.times.finished ?? 0, $1.draw)
    }
    #expect(layer.contents?.draw == lastCommitted?.draw)
    #expect(layer.committed?.draw == lastCommitted?.draw)

    let sentinels = h.sentinelValues(layer: "t")
    #expect(zip(sentinels, sentinels.dropFirst()).allSatisfy { $0 < $1 })
    #expect(sentinels.last == layer.display.sentinel)

    let marks = steps.filter { !$0.display }.count
    #expect(h.engine.recording.counters.setNeedsDisplay == 1 + marks)
    #expect(h.engine.recording.counters.directDisplays == steps.count - marks)
    #expect(layer.display.sentinel == 1 + marks)
    // Every draw that passed C1 rendered once; a C1 cancel never reached the renderer.
    #expect(h.renderer.calls == draws.filter { $0.cancelledAt != "C1" }.count)
    expectMainQueueRule(h)
  }

  /// After a turn that drained the main queue, the next turn drains again only after its
  /// BeforeWaiting, unless it handled a source0 (then it polls and skips BeforeWaiting).
  private func expectMainQueueRule(_ h: Harness) {
    let drains = h.events(.mainqueue, "drain")
    for drain in drains {
      let next = h.events(inTurn: drain.turn + 1)
      guard let nextDrain = next.first(where: { $0.kind == .mainqueue && $0.name == "drain" }),
        !next.contains(where: { $0.kind == .input && $0.name == "sources0" })
      else { continue }
      let waiting = next.first { $0.kind == .activity && $0.name == "BeforeWaiting" }
      #expect(waiting.map { $0.seq < nextDrain.seq } == true, "turn \(drain.turn + 1)")
    }
  }
}
