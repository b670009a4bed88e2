import Testing

@testable import LayerLab

/// A device or frame-rate change moves the vsync grid; frames counted on the old grid must
/// not be shown on the new one (issue 26's invariant fuzzer found both cases).
@Suite struct GridChangeTests {
  /// After a 120 → 60 Hz change the pipeline's last presented vsync was left numbered on the
  /// 120 Hz grid, about twice the new grid's count, so every later frame waited for the new
  /// grid to catch up: one text change after a second at 120 Hz appeared a second late.
  @Test func aLowerRateDoesNotHoldLaterFramesBack() throws {
    let h = Harness(device: .ipadPro)
    try h.label("a", async: false)
    for i in 0..<100 {
      try h.set("a", "text", .text("x\(i)"))
      h.engine.advance(.duration(9_000))
    }
    #expect(h.idle() == .reached)
    try h.engine.setDevice(.iphone11)
    #expect(h.engine.device.refreshRate == 60)
    try h.set("a", "text", .text("y"))
    #expect(h.idle() == .reached)
    let last = try #require(h.engine.recording.renders.last)
    #expect(last.hitch == .none, "\(last)")
    #expect(last.presented == last.deadline + 1)
    let shown = try #require(h.engine.recording.frames.first { $0.shows == last.commit })
    #expect(shown.time - last.committedAt <= 2 * h.engine.device.frameInterval)
  }

  /// A commit in the render server has its deadline and its vsync on the old grid: switching
  /// 60 → 120 Hz under it showed it half an interval after its deadline. The change waits.
  @Test func theGridDoesNotChangeUnderACommitInTheRenderServer() throws {
    let h = Harness(device: try #require(DeviceProfile.named("iphone13pro")))
    try h.label("a", async: false)
    while h.engine.main.commits == 0 { h.engine.advance(.duration(100)) }
    #expect(!h.engine.hasWorkInFlight, "no draw in flight: only the commit")
    #expect(!h.engine.server.inFlight.isEmpty)
    #expect(throws: ModelError.self) { try h.engine.setPromotion(true) }
    #expect(throws: ModelError.self) { try h.engine.setDevice(.ipadPro) }
    #expect(h.engine.device.refreshRate == 60)
    #expect(h.idle() == .reached)
    try h.engine.setPromotion(true)
    #expect(h.engine.device.refreshRate == 120)
  }
}
