import Testing

@testable import LayerLab

/// AsyncDraw's queues and ADLayer's flag, and the global queue's thread limit. The stale
/// overwrite follows the label's layer class, whichever pool it draws on.
struct PoolSemanticsTests {
  /// A label whose first draw is slow (a 10 ms host text pass, ×3 on the device) is changed
  /// 60 µs into that draw. An ADLabel's change is marked only after this turn's commit
  /// (flag → Cancel) and displayed when main next wakes, at the next vsync (flag → Drawing),
  /// long before the old draw's check after drawing: it passes.
  func staleScenario(pool: PoolKind, layerClass: String) throws -> Harness {
    let h = Harness(pool: pool, clock: .measured)
    h.renderer.textPassMicros = ["slow old text": 10_000, "new": 5]
    try h.label("t", text: "slow old text", layerClass: layerClass)
    #expect(h.runUntilDrawing("t"))
    #expect(h.engine.advance(.duration(60)) == .reached)
    try h.set("t", "text", .text("new"))
    #expect(h.idle() == .reached)
    return h
  }

  @Test(arguments: [PoolKind.ad, .yy])
  func anADLabelLetsAStaleDrawOverwriteNewerContentsOnAnyPool(_ pool: PoolKind) throws {
    let h = try staleScenario(pool: pool, layerClass: "ad")
    let draws = h.engine.trace.draws
    try #require(draws.count == 2)
    let queues =
      pool == .ad
      ? ["ad.serial.0", "ad.serial.1"] : ["yy.user-initiated.1", "yy.user-initiated.2"]
    #expect(draws.map(\.queue) == queues, "the pool still picks the queues")
    #expect(draws.allSatisfy { $0.outcome == .committed })
    #expect(draws[0].sentinel == 1 && draws[0].sentinelEnd == 2, "committed though stale")
    #expect((draws[0].finished ?? 0) > (draws[1].finished ?? 0), "and it landed last")
    #expect(h.layer("t")?.contents?.draw == 1, "the old text is on the layer")
    #expect(!h.events(.checkpoint, "C4").contains { $0.layer == "t" }, "no check on main")
  }

  @Test(arguments: [PoolKind.yy, .ad])
  func aYYLabelCancelsTheSameStaleDrawOnAnyPool(_ pool: PoolKind) throws {
    let h = try staleScenario(pool: pool, layerClass: "yy")
    let draws = h.engine.trace.draws
    try #require(draws.count == 2)
    #expect(draws[0].outcome == .cancelled)
    #expect(h.layer("t")?.contents?.draw == 2)
    #expect(h.events(.checkpoint, "C4").contains { $0.layer == "t" })
  }

  @Test func asyncDrawPicksTheLeastLoadedQueueOnceItHasSix() {
    let pool = QueuePool(kind: .ad, cores: 8)
    let fresh = (0..<6).map { _ in pool.next(for: .userInitiated, at: 0).label }
    #expect(fresh == (0..<6).map { "ad.serial.\($0)" })
    // Give every queue but the fourth some work: the pick is the first with the fewest.
    for (index, queue) in pool.queues.enumerated() where index != 3 {
      queue.pending.append(
        DrawTask(
          draw: index, layer: Layer(name: "x", frame: .zero), captured: 0,
          request: RenderRequest(
            width: 1, height: 1, scale: 1, opaque: false, background: nil,
            content: .label(
              LabelDrawing(
                text: "", font: "", textColor: .black, alignment: .left, lineSpacing: 0,
                numberOfLines: 1))), queue: queue, readyAt: 0))
    }
    #expect(pool.next(for: .userInitiated, at: 0).label == "ad.serial.3")
  }

  /// GCD adds global-queue threads past the core count only when workers block; draws do
  /// not, so twenty draws share six threads.
  @Test func theGlobalQueueStopsAtTheCoreCountWhenNothingBlocks() throws {
    let h = Harness(pool: .global)
    for i in 0..<20 { try h.label("l\(i)") }
    #expect(h.idle() == .reached)
    let threads = Set(h.engine.trace.draws.map(\.queue))
    #expect(threads.count == h.engine.device.cores)
    #expect(h.engine.drawing.queueSummaries.count == h.engine.device.cores)
    #expect(h.engine.drawing.peakBusyCores == h.engine.device.cores, "cores still cap the work")
  }
}
