import Testing

@testable import LayerLab

/// `clock measured` converts a stage's host time to the model's units at its own kind's rate,
/// learned from calibration probes (`StageRates`), so a host that is slower at one kind of
/// work than the development host is corrected for that kind only.
struct StageRatesTests {
  private let text = RenderCounts(pixels: 10_000, glyphs: 100, lines: 4)

  @Test func eachKindGetsItsOwnRateAndAnUnknownKindTheOverallOne() throws {
    let costs = CostModel()
    let layoutPrice = Double(costs.modelCost(of: .layout, counts: text, speedFactor: 1))
    let passPrice = Double(costs.modelCost(of: .pass("text"), counts: text, speedFactor: 1))
    let rates = try #require(
      StageRates.learn(from: [
        (.layout, text, layoutPrice * 2), (.pass("text"), text, passPrice / 2),
      ]))
    #expect(abs(rates.rate(.layout, counts: text) - 0.5) < 1e-9)
    #expect(abs(rates.rate(.pass("text"), counts: text) - 2) < 1e-9)
    let overall = (layoutPrice + passPrice) / (layoutPrice * 2 + passPrice / 2)
    #expect(abs(rates.rate(.pass("shadow"), counts: text) - overall) < 1e-9)
    // Character wrapping is a kind of its own: no probe of it here, so the overall rate.
    var wrapped = text
    wrapped.characterWrapped = true
    #expect(StageRates.key(.layout, counts: wrapped) == "layout (char)")
    #expect(abs(rates.rate(.layout, counts: wrapped) - overall) < 1e-9)
    #expect(StageRates.learn(from: []) == nil)
  }

  @Test func calibrationProbesEveryKindTheSessionsDrawButPictures() throws {
    let engine = Engine(device: .iphone11, clock: .measured, renderer: FakeRenderer())
    let rates = try #require(engine.host?.rates)
    // The double renders every probe as the model prices it: this host is the development
    // host, every rate 1. (It makes no picture, so decode and draw take the overall rate.)
    // The feed cell's bitmap is the prototype's flattened drawing: its "fills" and "texts",
    // which every table under layers=composite draws.
    let kinds = [
      "context", "layout", "layout (wrapped)", "layout (char)", "text", "image", "fills", "texts",
    ]
    #expect(Set(rates.rates.keys) == Set(kinds))
    #expect(rates.rates.values.allSatisfy { abs($0 - 1) < 1e-3 })
  }

  @Test func aHostSlowAtOneKindIsCorrectedForThatKindOnly() throws {
    let h = Harness(clock: .measured)
    let renderer = h.renderer
    let engine = h.engine
    renderer.probeSlowdown = ["text": 2]
    engine.calibrate()
    let rates = try #require(engine.host?.rates)
    #expect(abs((rates.rates["text"] ?? 0) - 0.5) < 1e-3)
    #expect(abs((rates.rates["layout"] ?? 0) - 1) < 1e-3)
    // A draw's text pass is charged its host time at half the rate, the device's factor on top.
    renderer.textMicros = 400
    try h.label("a", async: false)
    #expect(h.idle() == .reached)
    let draw = try #require(h.engine.recording.draws.first?.drawCost)
    let factor = engine.device.speedFactor
    let expected =
      Micros((renderer.contextMicros * factor).rounded())
      + Micros((renderer.layoutMicros * factor).rounded())
      + Micros((400 * 0.5 * factor).rounded()) + Micros((renderer.imageMicros * factor).rounded())
    #expect(abs(draw - expected) <= 4)
  }
}

/// A colour emoji is drawn as the picture it is: the text pass adds the picture price for
/// each pixel its glyph boxes cover, on top of the per-glyph price.
struct ColorGlyphPriceTests {
  @Test func theTextPassPricesEmojiPixelsAsPicturePixels() {
    let costs = CostModel()
    let outline = RenderCounts(pixels: 10_000, glyphs: 40, lines: 1)
    var emoji = outline
    emoji.colorGlyphPixels = 30 * 28 * 28
    let plain = costs.a13Micros(of: .pass("text"), counts: outline)
    let coloured = costs.a13Micros(of: .pass("text"), counts: emoji)
    let picture = costs.prices[.imagePixel] * Double(emoji.colorGlyphPixels)
    #expect(plain == costs.prices[.textGlyph] * 40)
    #expect(abs(coloured - plain - picture) < 1e-9)
    // The layout and the context do not change: the emoji are laid out as glyphs.
    #expect(
      costs.a13Micros(of: .layout, counts: emoji) == costs.a13Micros(of: .layout, counts: outline))
    #expect(
      costs.a13Micros(of: .context, counts: emoji) == costs.a13Micros(of: .context, counts: outline)
    )
  }
}
