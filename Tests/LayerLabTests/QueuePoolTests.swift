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
    #expect(yy.engine.recording.draws.map(\.queue) == ["yy.user-initiated.1"])
    #expect(yy.engine.recording.draws.map(\.qos) == ["user-initiated"])

    let fallback = Harness(pool: .yyFallback)
    try fallback.label("t")
    try fallback.label("u")
    fallback.idle()
    #expect(fallback.engine.recording.draws.map(\.queue) == ["yy.render.1", "yy.render.2"])
  }

  /// Texture's display queue is one operation list its workers pull from: a drag on the
  /// iPhone 6 (2 cores, so up to 4 display threads) starts the nodes' draws in the order
  /// they were requested, whichever thread is free.
  @Test func textureDisplayDrawsStartInTheOrderTheyWereRequested() throws {
    let h = Harness(device: .iphone6)
    try h.table(strategy: .texture)
    #expect(h.idle() == .reached)
    try h.scroll(.drag(dy: -3000, duration: 120_000))
    #expect(h.idle() == .reached)
    let draws = h.engine.recording.draws.filter { $0.times.started != nil }
    try #require(draws.count > 8)
    #expect(draws.allSatisfy { $0.queue.hasPrefix("texture.display.") })
    let starts = draws.sorted { $0.times.requested < $1.times.requested }.compactMap(
      \.times.started)
    #expect(starts == starts.sorted(), "first requested, first started")
  }

  /// A concurrent queue's free threads want a core only for items that have arrived: one
  /// item, three threads free, one of them asks; none once it is taken.
  @Test func aConcurrentQueueHoldsNoCoreForNothing() throws {
    let pool = QueuePool(kind: .global, cores: 3)
    let tasks = (0..<3).map { WorkerTask(queue: nil, readyAt: Micros($0) * 10) }
    for task in tasks { pool.send(task, to: pool.globalQueue(at: 0)) }
    let threads = pool.global.threads
    #expect(threads.count == 3, "a thread per item up to the cores")
    #expect(threads.filter { $0.isRunnable(at: 0) }.count == 1, "one item has arrived")
    threads[2].core = 0
    #expect(threads[2].isRunnable(at: 0), "the thread on a core takes it")
    #expect(threads[2].nextTask(at: 0) === tasks[0])
    threads[2].startHead(at: 0)
    #expect(tasks[0].queue === threads[2], "bound when it starts")
    #expect(threads.filter { $0.isRunnable(at: 5) }.count == 1, "the running one only")
    #expect(threads.filter { $0.isRunnable(at: 20) }.count == 3, "two more arrived")
    #expect(threads[0].nextTask(at: 20) === tasks[1], "the head, to whoever is free")
  }
}
