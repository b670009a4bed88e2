import Testing

@testable import LayerLab

/// The layout cache's effect on cost and counters; what the screen shows at a vsync; the
/// bitmap budget.
struct LayoutCacheAndScreenTests {
  @Test func aCacheHitCostsNoLayoutInTheModel() throws {
    let h = Harness()
    h.renderer.simulateLayoutCache = true
    try h.label("a", text: "same")
    #expect(h.idle() == .reached)
    try h.call("a", "setNeedsDisplay")
    #expect(h.idle() == .reached)
    let draws = h.engine.recording.draws
    try #require(draws.count == 2)
    let miss = try #require(draws[0].drawCost)
    let hit = try #require(draws[1].drawCost)
    let request = try #require(h.renderer.requests.first)
    let layout = h.engine.costs.modelCost(
      of: .layout, counts: FakeRenderer.counts(for: request), speedFactor: h.engine.speedFactor)
    #expect(miss - hit == layout)
    #expect(
      h.engine.recording.counters.layoutCacheHits == 1
        && h.engine.recording.counters.layoutCacheMisses == 1)
    #expect(
      h.events(.display, "layout").map(\.payload) == [
        .layoutCache(hit: false), .layoutCache(hit: true),
      ])
  }

  @Test func theScreenShowsACommitTwoVsyncsLater() throws {
    let h = Harness()
    try h.label("a")
    #expect(h.engine.advance(.frame) == .reached)
    #expect(h.layer("a")?.committed != nil)
    #expect(h.layer("a")?.presented == nil, "rendered during vsync 1's interval, not shown yet")
    #expect(h.idle() == .reached)
    #expect(h.layer("a")?.presented?.draw == h.layer("a")?.committed?.draw)
  }

  /// Each layer counts twice (its bitmap and its replacement's, held together): two 64 MiB
  /// layers fill the 256 MiB budget and a third is refused, with nothing logged.
  @Test func theBitmapBudgetRefusesTooManyLargeLayers() throws {
    let h = Harness()
    let big = Rect(x: 0, y: 0, width: 2048, height: 2048)  // 64 MiB at @2x
    #expect(BitmapBudget.bytes(of: big, scale: 2) == 128 << 20)
    for i in 0..<2 {
      try h.engine.input(
        .create(kind: .label, name: "l\(i)", properties: [PropertySetting("frame", .rect(big))]))
    }
    let events = h.engine.recording.events.count
    #expect(throws: ModelError.self) {
      try h.engine.input(
        .create(kind: .label, name: "l2", properties: [PropertySetting("frame", .rect(big))]))
    }
    #expect(h.engine.view(named: "l2") == nil)
    #expect(h.engine.recording.events.count == events)
  }
}
