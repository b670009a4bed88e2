import Testing

@testable import LayerLab

/// Vsyncs on exact microseconds and the display link ticking at each one while main is idle.
@Suite struct DeviceTests {
  @Test func vsyncTimesAreExactMicroseconds() {
    #expect(
      (1...4).map { DeviceProfile.iphone11.vsyncTime(Int64($0)) } == [
        16_666, 33_333, 50_000, 66_666,
      ])
    #expect(
      (1...4).map { DeviceProfile.ipadPro.vsyncTime(Int64($0)) } == [8_333, 16_666, 25_000, 33_333])
    #expect(DeviceProfile.iphone11.frameInterval == 16_666)
    #expect(DeviceProfile.ipadPro.frameInterval == 8_333)
    #expect(DeviceProfile.iphone11.vsyncIndex(after: 16_666) == 2)
    #expect(DeviceProfile.iphone11.vsyncIndex(after: 16_665) == 1)
    #expect(DeviceProfile.named("iPad-Pro") == .ipadPro)
  }

  @Test(arguments: [
    (DeviceProfile.iphone11, [Micros(16_666), 33_333, 50_000]),
    (DeviceProfile.ipadPro, [Micros(8_333), 16_666, 25_000]),
  ])
  func idleMainTicksOnTimeAtEveryVsync(_ device: DeviceProfile, _ expected: [Micros]) throws {
    let h = Harness(device: device)
    let last = try #require(expected.last)
    h.engine.advance(.duration(last))

    let vsyncs = h.events(.vsync)
    #expect(vsyncs.map(\.time) == expected)
    #expect(vsyncs.map(\.name) == ["vsync 1", "vsync 2", "vsync 3"])
    #expect(vsyncs.allSatisfy { $0.thread == "render-server" })
    #expect(h.engine.recording.frames.map(\.time) == expected)
    #expect(h.engine.recording.ticks.map(\.due) == expected)
    #expect(h.engine.recording.ticks.map(\.fired) == expected)
    #expect(h.engine.recording.ticks.allSatisfy { $0.late == 0 })
    // The timer event is stamped when the callback ends, one timer-fire cost after the tick.
    let timers = h.events(.timer, "display-link")
    #expect(timers.map(\.time) == expected.map { $0 + h.engine.costs.timerFire })
    #expect(timers.map(\.payload) == expected.map { .displayLink(due: $0, late: 0) })
    // Each tick follows its vsync (the render server presents at the vsync itself).
    for (vsync, timer) in zip(vsyncs, timers) { #expect(vsync.seq < timer.seq) }
  }

  @Test func advanceFrameStopsRightAfterTheNextVsync() {
    let h = Harness()
    #expect(h.engine.advance(.frame) == .reached)
    #expect(h.events(.vsync).map(\.time) == [16_666])
    #expect(h.engine.advance(.frame) == .reached)
    #expect(h.events(.vsync).map(\.time) == [16_666, 33_333])
    #expect(h.engine.recording.ticks.first?.due == 16_666)
  }

  @Test func aBusyMainMakesTheTickLate() throws {
    // A sync label whose text pass costs more than a frame keeps main busy across vsync 1.
    let h = Harness(clock: .measured)
    h.renderer.textMicros = 18_000 / h.engine.speedFactor  // 18 ms on the iPhone
    try h.label("t", async: false)
    h.engine.advance(.duration(40_000))
    let tick = try #require(h.engine.recording.ticks.first)
    #expect(tick.due == 16_666)
    #expect(tick.late > 0)
    #expect(tick.fired == tick.due + tick.late)
    let draw = try #require(h.engine.recording.draws.first)
    #expect(try #require(draw.times.finished) > 16_666)
  }
}
