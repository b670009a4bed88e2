import Testing

@testable import LayerLab

/// Every engine setting is one field of `EngineSettings`, and an engine made from a value runs
/// under it and reads it back, so `reset` (`Engine.fresh`) and a compared run, which copy the
/// value whole, cannot lose one.
struct EngineSettingsTests {
  /// Every field away from its default. A new field left out here fails
  /// `everyFieldOfTheFixtureIsMoved`; one the engine ignores then fails the round trips.
  static func moved() throws -> EngineSettings {
    var calibration = PriceCalibration()
    try calibration.set(.layoutLine, to: 2)
    var images = ImageSettings()
    images.latency = 40_000
    let counts = RenderCounts(pixels: 10_000, glyphs: 100, lines: 1)
    let rates = try #require(StageRates.learn(from: [(.layout, counts, 10)]))
    return EngineSettings(
      device: try #require(DeviceProfile.named("iphone13pro")).optingIn(true), clock: .measured,
      pool: .yyFallback, cpuClock: .fixed, calibration: calibration, images: images,
      host: HostMeasurement(referenceMicros: 1234, rates: rates),
      variation: GestureVariation(seed: 3))
  }

  @Test func everyFieldOfTheFixtureIsMoved() throws {
    let defaults = Mirror(reflecting: EngineSettings()).children
    let moved = Mirror(reflecting: try Self.moved()).children
    #expect(defaults.count == moved.count)
    for (standard, set) in zip(defaults, moved) {
      #expect(
        String(describing: standard.value) != String(describing: set.value),
        "'\(standard.label ?? "?")' is at its default in the fixture; move it")
    }
  }

  @Test func anEngineRunsUnderItsSettingsAndReadsThemBack() throws {
    let settings = try Self.moved()
    let engine = Engine(settings: settings, renderer: FakeRenderer())
    #expect(engine.settings == settings)
    #expect(engine.device.refreshRate == 120, "the ProMotion opt-in came with the device")
    #expect(engine.cpuClock == .fixed && engine.pool == .yyFallback)
    #expect(engine.images.settings.latency == 40_000)
    #expect(engine.costs.calibration.overrides[.layoutLine] == 2)
  }

  @Test func aFreshEngineKeepsEverySetting() throws {
    let engine = Engine(settings: try Self.moved(), renderer: FakeRenderer())
    #expect(engine.fresh().settings == engine.settings)
  }

  @Test func aMeasuredClockWithoutAHostMeasurementMeasuresOnce() {
    var settings = EngineSettings()
    settings.clock = .measured
    let engine = Engine(settings: settings, renderer: FakeRenderer())
    #expect(engine.host != nil)
    #expect(engine.fresh().host == engine.host, "a reset does not measure again")
  }
}
