import Testing

@testable import LayerLab

/// YYDispatchQueuePool and YYAsyncLayer's fallback: how many serial queues, their labels, and
/// the round-robin counter that is incremented before use (so the first pick is index 1).
@Suite struct QueuePoolTests {
  /// The labels of `count` successive picks at `qos`.
  private func picks(_ pool: QueuePool, _ count: Int, qos: QoS = .userInitiated) -> [String] {
    (0..<count).map { _ in pool.next(for: qos, at: 0).label }
  }

  @Test func yyPoolHasOneQueuePerCoreAndStartsAtIndexOne() {
    let pool = QueuePool(kind: .yy, cores: 6)
    #expect(pool.queuesPerContext == 6)
    let labels = picks(pool, 8)
    #expect(
      labels == [1, 2, 3, 4, 5, 0, 1, 2].map { "yy.user-initiated.\($0)" })
    #expect(pool.queues.count == 6)
    #expect(pool.queues.allSatisfy { $0.qos == .userInitiated })
  }

  @Test func yyPoolKeepsOneContextAndCounterPerQoS() {
    let pool = QueuePool(kind: .yy, cores: 6)
    _ = picks(pool, 3)
    #expect(picks(pool, 2, qos: .utility) == ["yy.utility.1", "yy.utility.2"])
    #expect(pool.next(for: .userInitiated, at: 0).label == "yy.user-initiated.4")
    #expect(pool.queues.count == 12)
  }

  @Test func fallbackUsesRenderQueuesAtUserInitiatedStartingAtIndexOne() {
    let pool = QueuePool(kind: .yyFallback, cores: 6)
    #expect(pool.queuesPerContext == 6)
    #expect(picks(pool, 7) == [1, 2, 3, 4, 5, 0, 1].map { "yy.render.\($0)" })
    #expect(pool.next(for: .background, at: 0).label == "yy.render.2")
    #expect(pool.queues.count == 6)
    #expect(pool.queues.allSatisfy { $0.qos == .userInitiated })
  }

  @Test func fortyCoresCapTheYYPoolAt32AndTheFallbackAt16() {
    let yy = QueuePool(kind: .yy, cores: 40)
    #expect(yy.queuesPerContext == 32)
    let yyPicks = picks(yy, 33)
    #expect(yyPicks.first == "yy.user-initiated.1")
    #expect(yyPicks[30] == "yy.user-initiated.31")
    #expect(yyPicks[31] == "yy.user-initiated.0")
    #expect(yyPicks[32] == "yy.user-initiated.1")
    #expect(yy.queues.count == 32)

    let fallback = QueuePool(kind: .yyFallback, cores: 40)
    #expect(fallback.queuesPerContext == 16)
    let fallbackPicks = picks(fallback, 17)
    #expect(fallbackPicks.first == "yy.render.1")
    #expect(fallbackPicks[15] == "yy.render.0")
    #expect(fallbackPicks[16] == "yy.render.1")
    #expect(fallback.queues.count == 16)
  }

  @Test func zeroCoresStillGiveOneQueue() {
    let pool = QueuePool(kind: .yy, cores: 0)
    #expect(picks(pool, 2) == ["yy.user-initiated.0", "yy.user-initiated.0"])
  }

  @Test func engineDrawsGoToTheFirstPickOfThePool() throws {
    let yy = Harness()
    try yy.label("t")
    yy.idle()
    #expect(yy.engine.trace.draws.map(\.queue) == ["yy.user-initiated.1"])
    #expect(yy.engine.trace.draws.map(\.qos) == ["user-initiated"])

    let fallback = Harness(pool: .yyFallback)
    try fallback.label("t")
    try fallback.label("u")
    fallback.idle()
    #expect(fallback.engine.trace.draws.map(\.queue) == ["yy.render.1", "yy.render.2"])
  }
}
