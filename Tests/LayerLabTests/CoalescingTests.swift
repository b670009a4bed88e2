import Testing

@testable import LayerLab

/// Ten `setNeedsDisplay` calls give one draw; ten `display()` calls give ten.
@Suite struct CoalescingTests {
  @Test func tenSetNeedsDisplayGiveOneCommittedDraw() throws {
    let h = Harness()
    try h.label("t")
    for _ in 0..<10 { try h.call("t", "setNeedsDisplay") }
    #expect(h.idle() == .reached)

    let draws = h.engine.recording.draws
    try #require(draws.count == 1)
    #expect(draws[0].outcome == .committed)
    #expect(draws[0].mode == .async)
    #expect(draws[0].sentinel == 11)
    #expect(draws[0].sentinelEnd == 11)
    #expect(h.layer("t")?.display.sentinel == 11)
    #expect(h.engine.recording.counters.setNeedsDisplay == 11)
    #expect(h.engine.recording.counters.coalesced == 10)
    #expect(h.engine.recording.counters.commitDisplays == 1)
    #expect(h.renderer.calls == 1)
    #expect(h.layer("t")?.contents?.draw == 1)
    #expect(h.layer("t")?.committed?.draw == 1)
    #expect(h.sentinelValues(layer: "t") == Array(1...11))
  }

  @Test func tenDisplayCallsGiveTenCommittedDraws() throws {
    let h = Harness()
    try h.label("t")
    h.idle()
    try #require(h.engine.recording.draws.count == 1)

    for _ in 0..<10 { try h.call("t", "display") }
    #expect(h.idle() == .reached)

    let draws = h.engine.recording.draws.dropFirst()
    #expect(draws.count == 10)
    #expect(draws.allSatisfy { $0.outcome == .committed })
    #expect(draws.allSatisfy { $0.sentinel == 1 && $0.sentinelEnd == 1 })
    #expect(h.layer("t")?.display.sentinel == 1)
    #expect(h.engine.recording.counters.directDisplays == 10)
    #expect(h.engine.recording.counters.coalesced == 0)
    #expect(h.renderer.calls == 11)
    // Round-robin over six queues: draws 2…11 take picks 2, 3, 4, 5, 0, 1, 2, 3, 4, 5.
    #expect(
      draws.map(\.queue) == [2, 3, 4, 5, 0, 1, 2, 3, 4, 5].map { "yy.user-initiated.\($0)" })
    // Only the creation bumped the sentinel.
    #expect(h.events(.sentinel, layer: "t").count == 1)
    // Serial queues and equal costs: draws finish in order, so the last one wins.
    #expect(h.layer("t")?.contents?.draw == 11)
  }

  @Test func setNeedsDisplayAfterACommitMarksAgain() throws {
    let h = Harness()
    try h.label("t")
    h.idle()
    try h.call("t", "setNeedsDisplay")
    try h.call("t", "setNeedsDisplay")
    h.idle()
    #expect(h.engine.recording.draws.map(\.outcome) == [.committed, .committed])
    #expect(h.engine.recording.draws.map(\.sentinel) == [1, 3])
    #expect(h.engine.recording.counters.coalesced == 1)
  }
}
