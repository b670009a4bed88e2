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

  /// A phase puts a gesture off, so what is typed after it must wait for it: a second gesture
  /// with a smaller phase, or a tap, may not overtake it.
  @Test func statementsTypedTogetherLandInTheScriptsOrder() throws {
    let interval = DeviceProfile.iphone11.frameInterval
    // A seed whose second gesture has the smaller phase: the case that went wrong.
    let seed = try #require(
      (UInt64(1)...200).first {
        let variation = GestureVariation(seed: $0)
        return variation.phase(forGesture: 1, interval: interval)
          < variation.phase(forGesture: 0, interval: interval) - 1000
      })
    let h = Harness()
    try h.table(strategy: .async)
    _ = h.idle()
    h.engine.scrolling.vary(GestureVariation(seed: seed))
    let typed = h.engine.now
    try h.engine.input(
      .tableCall(view: "feed", call: .drag(dy: -300, duration: 100_000)), text: "first drag")
    try h.engine.input(.tableCall(view: "feed", call: .fling(velocity: -6000)), text: "then fling")
    try h.engine.input(.tableCall(view: "feed", call: .tap), text: "then tap")
    _ = h.idle()
    let landed = h.engine.recording.events.compactMap { event -> (String, Micros)? in
      guard event.time >= typed, case .input(let text, _) = event.payload else { return nil }
      return (text, event.time)
    }
    #expect(landed.map(\.0) == ["first drag", "then fling", "then tap"], "\(landed)")
    #expect(zip(landed, landed.dropFirst()).allSatisfy { $0.1 <= $1.1 }, "\(landed)")
    let first = GestureVariation(seed: seed).phase(forGesture: 0, interval: interval)
    #expect(landed.first.map { $0.1 - typed } ?? 0 >= first)
  }

  /// Issue 43: a varied gesture finds each cluster's clock at least at its drawn point
  /// between floor and peak (the governor has no hint to take main's to peak).
  @Test func aVariedGestureFindsTheClustersAtItsDrawnClock() throws {
    let h = Harness(device: try #require(DeviceProfile.named("iphone8")), cpuClock: .governor)
    try h.table(strategy: .async)
    _ = h.idle()
    _ = h.engine.advance(.duration(500_000))
    let variation = GestureVariation(seed: 3)
    h.engine.scrolling.vary(variation)
    try h.scroll(.fling(velocity: -6000))
    // The phase puts the fling off by up to a frame.
    _ = h.engine.advance(.duration(50_000))
    let landed = try #require(
      h.engine.recording.events.last {
        if case .fling = $0.payload { return true }
        return false
      }
    ).time
    let warmth = try #require(variation.clockWarmth(forGesture: 0))
    _ = h.engine.advance(.duration(200_000))
    let history = h.engine.drawing.cores.clocks.history
    let spec = h.engine.device.clock
    for (kind, fraction, cluster) in [
      (CPUCore.Kind.performance, warmth.performance, spec.performance),
      (.efficiency, warmth.efficiency, spec.efficiency),
    ] {
      // The fling is logged a little after the touch: at most one governor tick's fall.
      let tickFall = (1 - cluster.floor) * Double(CPUClock.tick) / Double(cluster.decayTime)
      let point = cluster.floor + (1 - cluster.floor) * fraction
      #expect(history.level(kind, at: landed) >= point - tickFall, "\(kind)")
    }
    #expect(GestureVariation(seed: 3, halfWidth: 0).clockWarmth(forGesture: 0) == nil)
  }
}

/// Issue 43: a repeated run's downloads each take their own time, within ±25 % of the modelled
/// network's, from a stream of their own; an unvaried run's take it exactly.
struct NetworkVariationTests {
  @Test func factorsStayWithinTheSpreadAndDifferByDownload() {
    let variation = GestureVariation(seed: 7)
    let factors = (0..<300).map { variation.networkFactor(forDownload: $0) }
    let spread = GestureVariation.networkSpread
    #expect(factors.allSatisfy { abs($0 - 1) <= spread })
    #expect(factors.contains { $0 < 1 - spread / 2 } && factors.contains { $0 > 1 + spread / 2 })
    #expect(Set(factors).count == factors.count)
    #expect(GestureVariation(seed: 7, halfWidth: 0).networkFactor(forDownload: 4) == 1)
  }

  @Test func aVariedRunsDownloadsTakeTheirOwnTimes() throws {
    func downloadTimes(_ variation: GestureVariation?) throws -> [Micros] {
      let h = Harness()
      _ = h.images()
      h.engine.images.vary(variation)
      for index in 0..<4 { try h.image("i\(index)", url: "https://x/\(index).png") }
      _ = h.idle()
      return h.engine.recording.fetches.compactMap { fetch in
        guard let started = fetch.started, let done = fetch.done else { return nil }
        return done - started
      }
    }
    let plain = try downloadTimes(nil)
    let varied = try downloadTimes(GestureVariation(seed: 7))
    try #require(plain.count == 4 && varied.count == 4, "\(plain) \(varied)")
    let exact = plain[0]
    // (A record's done is when main delivered the bytes: a few µs after they arrived.)
    #expect(plain.allSatisfy { abs($0 - exact) < 100 }, "the same bytes, the same time: \(plain)")
    #expect((varied.max() ?? 0) - (varied.min() ?? 0) > 1000, "\(varied)")
    for time in varied {
      let factor = Double(time) / Double(exact)
      #expect(abs(factor - 1) <= GestureVariation.networkSpread + 0.01, "\(factor)")
    }
  }
}
