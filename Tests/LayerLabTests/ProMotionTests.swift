import Testing

@testable import LayerLab

/// The ProMotion opt-in (`CADisableMinimumFrameDurationOnPhone`) moves a ProMotion iPhone's
/// vsyncs and display link between 60 and 120 Hz; it belongs to the app, so it survives a
/// device change.
@Suite struct ProMotionTests {
  @Test func anIPhone13ProTicksAt60HzUntilTheAppOptsIn() throws {
    let h = Harness(device: try #require(DeviceProfile.named("iphone13pro")))
    h.engine.advance(.duration(1_000_000))
    #expect(h.engine.recording.ticks.count == 60)
    try h.engine.setPromotion(true)
    #expect(h.engine.device.refreshRate == 120)
    h.engine.advance(.duration(1_000_000))
    #expect(h.engine.recording.ticks.count == 180)
    // The new ticks fall on the 120 Hz grid, 8.33 ms apart.
    let last = h.engine.recording.ticks.suffix(2).map(\.due)
    #expect(last[1] - last[0] == 8_333 || last[1] - last[0] == 8_334)
  }

  @Test func theOptInSurvivesADeviceChangeAndAnIPadNeedsNone() throws {
    let h = Harness(device: .ipadPro)
    #expect(h.engine.device.refreshRate == 120, "an iPad Pro needs no opt-in")
    try h.engine.setDevice(try #require(DeviceProfile.named("iphone14pro")))
    #expect(h.engine.device.refreshRate == 60)
    try h.engine.setPromotion(true)
    try h.engine.setDevice(try #require(DeviceProfile.named("iphone16pro")))
    #expect(h.engine.device.promotionOptIn && h.engine.device.refreshRate == 120)
    #expect(h.engine.fresh().device.refreshRate == 120, "reset keeps it")
    try h.engine.setDevice(.iphone11)
    #expect(h.engine.device.refreshRate == 60, "a 60 Hz panel stays at 60")
  }

  @Test func theRateIsNotChangedUnderADraw() throws {
    let h = Harness(device: try #require(DeviceProfile.named("iphone13pro")))
    try h.label("a", async: true)
    // Stop while the draw runs on its queue, however short the draw is.
    try #require(h.runUntilDrawing("a"))
    #expect(h.engine.hasWorkInFlight)
    #expect(throws: ModelError.self) { try h.engine.setPromotion(true) }
    #expect(h.engine.device.refreshRate == 60)
  }
}
