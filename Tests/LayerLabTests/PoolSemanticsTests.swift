import Testing

@testable import LayerLab

/// AsyncDraw's queues and ADLayer's flag, and the global queue's thread limit. The stale
/// overwrite follows the label's layer class, whichever pool it draws on.
struct PoolSemanticsTests {
  /// A label whose first draw is slow (a text pass of two frame intervals on the device) is
  /// changed 60 µs into that draw. An ADLabel's change is marked only after this turn's
  /// commit (flag → Cancel) and displayed when main next wakes, at the next vsync (flag →
  /// Drawing), and its new draw lands within that frame — long before the old draw's check
  /// after drawing, a frame later: it passes.
  func staleScenario(pool: PoolKind, layerClass: String) throws -> Harness {
    let h = Harness(pool: pool, clock: .measured)
    let slowPass = 2 * Double(h.engine.device.frameInterval) / h.engine.speedFactor
    h.renderer.textPassMicros = ["slow old text": slowPass, "new": 5]
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
    let draws = h.engine.recording.draws
    try #require(draws.count == 2)
    let queues =
      pool == .ad
      ? ["ad.serial.0", "ad.serial.1"] : ["yy.user-initiated.1", "yy.user-initiated.2"]
    #expect(draws.map(\.queue) == queues, "the pool still picks the queues")
    #expect(draws.allSatisfy { $0.outcome == .committed })
    #expect(draws[0].sentinel == 1 && draws[0].sentinelEnd == 2, "committed though stale")
    #expect((draws[0].times.finished ?? 0) > (draws[1].times.finished ?? 0), "and it landed last")
    #expect(h.layer("t")?.contents?.draw == 1, "the old text is on the layer")
    #expect(!h.events(.checkpoint, "C4").contains { $0.layer == "t" }, "no check on main")
  }

  @Test(arguments: [PoolKind.yy, .ad])
  func aYYLabelCancelsTheSameStaleDrawOnAnyPool(_ pool: PoolKind) throws {
    let h = try staleScenario(pool: pool, layerClass: "yy")
    let draws = h.engine.recording.draws
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
      queue.pending.append(DrawTask.stub(index, on: queue))
    }
    #expect(pool.next(for: .userInitiated, at: 0).label == "ad.serial.3")
  }

  /// ADManager picks among its own six queues only: threads the global queue brought up for
  /// a VVebo cell's draws are not among them (they once counted towards the six and could be
  /// picked as "least loaded").
  @Test func asyncDrawKeepsToItsOwnQueuesBesideTheGlobalQueue() throws {
    let h = Harness(pool: .ad)
    _ = try h.declare(cell: "feed")
    try h.engine.input(
      .create(
        kind: .cell, name: "c",
        properties: [
          PropertySetting("name", .text("Ada Lovelace")), PropertySetting("text", .text("hello")),
        ]), text: "new cell c")
    #expect(h.idle() == .reached)
    try h.call("c", "clear")
    try h.call("c", "draw")
    #expect(h.idle() == .reached)
    #expect(h.engine.drawing.globalThreadCount > 0, "the cell drew on the global queue")
    for i in 0..<6 { try h.label("l\(i)") }
    #expect(h.idle() == .reached)
    let labels = h.engine.recording.draws.filter { $0.layer.hasPrefix("l") }
    #expect(labels.count == 6)
    #expect(labels.allSatisfy { $0.queue.hasPrefix("ad.serial.") })
    let adQueues = Set(h.engine.recording.draws.map(\.queue).filter { $0.hasPrefix("ad.serial.") })
    #expect(adQueues.count == 6, "all six made")
  }

  /// A one-line label as wide as a phone's content (300×40 pt, 600×80 px at @2x): its draw
  /// outlasts main's dispatching of the next six, so draws pile up and every core gets a
  /// thread. (The 100×20 pt labels most tests use draw faster than main dispatches six, so
  /// a thread that ends one takes the next and a core is left without a thread.)
  static let wideFrame = Rect(x: 0, y: 0, width: 300, height: 40)

  /// GCD adds global-queue threads past the core count only when workers block; draws do
  /// not, so twenty draws share six threads.
  @Test func theGlobalQueueStopsAtTheCoreCountWhenNothingBlocks() throws {
    let h = Harness(pool: .global)
    for i in 0..<20 { try h.label("l\(i)", frame: Self.wideFrame) }
    #expect(h.idle() == .reached)
    let threads = Set(h.engine.recording.draws.map(\.queue))
    #expect(threads.count == h.engine.device.cores)
    #expect(h.engine.drawing.queueSummaries.count == h.engine.device.cores)
    #expect(h.engine.drawing.cores.peakBusy == h.engine.device.cores, "cores still cap the work")
  }

  /// The global queue is one FIFO that its threads take from when they are free: twelve
  /// draws on six threads (iPhone 11: 2 P + 4 E cores) start in the order they were
  /// requested, each on whichever thread took it. Bound to a thread at dispatch, they did
  /// not: the eighth waited behind the second on its thread (906 µs, at the former prices)
  /// while the twelfth had started on a thread that was free (465 µs).
  @Test func theGlobalQueueStartsItsDrawsInTheOrderTheyWereRequested() throws {
    let h = Harness(pool: .global)
    for i in 0..<12 { try h.label("l\(i)", frame: Self.wideFrame) }
    #expect(h.idle() == .reached)
    let draws = h.engine.recording.draws.sorted { $0.times.requested < $1.times.requested }
    try #require(draws.count == 12)
    let starts = draws.compactMap(\.times.started)
    try #require(starts.count == 12)
    #expect(starts == starts.sorted(), "first requested, first started")
    #expect(draws.allSatisfy { $0.queue.hasPrefix("global.thread.") }, "the thread that took it")
    #expect(Set(draws.map(\.queue)).count == h.engine.device.cores)
    // The dispatch names the queue; the thread is known only when one takes the draw.
    #expect(h.events(.dispatch, "global").count == 12)
  }

  /// A serial queue's thread that ends a draw on its core goes straight on to the next one
  /// waiting for it: twelve labels on six YY queues, the second draw on each queue starts the
  /// instant the first's image is done (C3), not at some later event of main's.
  @Test func aSerialQueueStartsItsNextDrawTheMomentTheLastEnds() throws {
    let h = Harness(pool: .yy)
    // Labels big enough that each draw outlasts main's handing out the twelve.
    for i in 0..<12 { try h.label("l\(i)", frame: Rect(x: 0, y: 0, width: 300, height: 200)) }
    #expect(h.idle() == .reached)
    let byQueue = Dictionary(grouping: h.engine.recording.draws, by: \.queue)
    #expect(byQueue.count == h.engine.device.cores)
    for (queue, draws) in byQueue {
      try #require(draws.count == 2, "\(queue)")
      #expect(
        draws[1].times.started == draws[0].times.imaged, "\(queue): the next starts at the end")
    }
  }
}
