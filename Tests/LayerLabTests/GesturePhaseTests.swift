import Testing

@testable import LayerLab

/// Issue 43: a repeated run's gestures land at their own phase against vsync — a touch arrives
/// independently of the display — uniform over one refresh interval, from a stream of their
/// own; a single run (no variation) and a sweep point's single run (no half-width) are the
/// script exactly.
struct GesturePhaseTests {
  @Test func phasesFillOneFrameAndDifferByGestureAndSeed() {
    let interval: Int64 = 16_667
    let variation = GestureVariation(seed: 1)
    let phases = (0..<400).map { variation.phase(forGesture: $0, interval: interval) }
    #expect(phases.allSatisfy { (0..<interval).contains($0) })
    #expect(Set(phases).count > 350)
    // Each quarter of the frame holds about a quarter of them.
    for quarter in Int64(0)..<4 {
      let range = (quarter * interval / 4)..<((quarter + 1) * interval / 4)
      let share = phases.filter { range.contains($0) }.count
      #expect((60...140).contains(share), "quarter \(quarter): \(share)")
    }
    #expect(
      GestureVariation(seed: 2).phase(forGesture: 0, interval: interval)
        != variation.phase(forGesture: 0, interval: interval))
    // A sweep point's single run: the point exactly.
    #expect(
      GestureVariation(seed: 1, scale: 2, halfWidth: 0).phase(forGesture: 3, interval: interval)
        == 0)
  }

  @Test func aVariedRunsFlingTouchesTheScreenItsPhaseLater() throws {
    func flingTime(_ variation: GestureVariation?) throws -> (typed: Micros, fling: Micros?) {
      let h = Harness()
      try h.table(strategy: .async)
      _ = h.idle()
      h.engine.scrolling.vary(variation)
      let typed = h.engine.now
      try h.scroll(.fling(velocity: -6000))
      _ = h.idle()
      let fling = h.engine.recording.events.first {
        if case .fling = $0.payload { return $0.time >= typed }
        return false
      }
      return (typed, fling?.time)
    }
    let plain = try flingTime(nil)
    let varied = try flingTime(GestureVariation(seed: 5))
    let phase = GestureVariation(seed: 5).phase(
      forGesture: 0, interval: DeviceProfile.iphone11.frameInterval)
    #expect(phase > 0)
    let plainDelay = try #require(plain.fling) - plain.typed
    let variedDelay = try #require(varied.fling) - varied.typed
    // The unvaried fling is handled at once; the varied one its phase later (and at most one
    // run-loop turn's work beyond it).
    #expect(variedDelay >= plainDelay + phase, "plain \(plainDelay), varied \(variedDelay)")
    #expect(variedDelay < plainDelay + phase + DeviceProfile.iphone11.frameInterval)
  }
}
