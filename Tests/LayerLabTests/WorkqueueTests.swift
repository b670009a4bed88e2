import Testing

@testable import LayerLab

/// GCD's thread growth on blocking, as XNU's workqueue does it (devices.md §3 [XNU-WQ]).
@Suite struct WorkqueueTests {
  @Test func aBlockedThreadIsReplacedAfterTheStallWindowUntilItWakes() {
    var queue = Workqueue()
    queue.block(at: 1_000, until: 50_000)
    #expect(queue.globalThreadLimit(at: 1_000, cores: 2) == 2, "no thread at once")
    #expect(queue.globalThreadLimit(at: 1_199, cores: 2) == 2)
    #expect(queue.globalThreadLimit(at: 1_200, cores: 2) == 3, "one more after 200 µs")
    #expect(queue.globalThreadLimit(at: 50_000, cores: 2) == 2, "the sleeper woke")
  }

  @Test func reArmingWithinTheIntervalDoublesTheDelayUpTo50ms() {
    var queue = Workqueue()
    var delays: [Micros] = []
    var now: Micros = 0
    for _ in 0..<12 {
      queue.block(at: now, until: now + 1_000_000)
      delays.append(queue.delay)
      now += 10  // each block comes well within the armed interval
    }
    #expect(Array(delays.prefix(4)) == [200, 400, 800, 1_600])
    #expect(delays.last == Workqueue.maxDelay)
    // After a quiet stretch the delay halves back.
    queue.block(at: now + 1_000_000, until: now + 2_000_000)
    #expect(queue.delay == Workqueue.maxDelay / 2)
    #expect(queue.peakBlocked == 12)
  }

  @Test func neverMoreThan64ConstrainedThreads() {
    var queue = Workqueue()
    for index in 0..<100 { queue.block(at: Micros(index) * 100_000, until: 100_000_000) }
    let now: Micros = 99_000_000
    #expect(queue.globalThreadLimit(at: now, cores: 6) <= Workqueue.constrainedLimit)
  }

  /// VVebo draws on the global queue; a feed with thumbnails downloads them through
  /// ADManager-style operations whose threads sleep, so while a drag brings new rows the
  /// queue grows past the iPhone 6's two cores.
  @Test func downloadsInFlightLetTheGlobalQueueGrowPastTheCores() throws {
    let h = Harness(device: .iphone6)
    _ = h.images()
    try h.table(
      posts: TableThumbnailTests.posts(200), strategy: .vvebo, estimate: nil,
      properties: [PropertySetting("thumbnails", .bool(true))])
    #expect(h.engine.advance(.duration(20_000)) == .reached)
    try h.scroll(.drag(dy: -400, duration: 100_000))
    #expect(h.idle() == .reached)
    #expect(h.engine.drawing.peakBlockedThreads > 0)
    #expect(h.engine.drawing.globalThreadCount > h.engine.device.cores)
  }
}
