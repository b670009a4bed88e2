import Testing

@testable import LayerLab

/// What an image view's draw pass costs: a decoded picture drawn into the layer at the
/// picture price, per layer pixel; with no picture yet, its placeholder — a colour fill, priced
/// as one (issue 39: it was 6.3 ms for a 351 pt view on an iPhone 8 with nothing decoded).
struct ImageDrawPriceTests {
  static let pixels = 702 * 702

  @Test func aPlaceholderIsAFillAndAPictureIsAPictureDrawn() {
    let costs = CostModel()
    let empty = RenderCounts(pixels: Self.pixels, glyphs: 0, lines: 0)
    let placeholder = costs.a13Micros(of: .pass("draw"), counts: empty)
    #expect(placeholder == costs.a13Micros(of: .context, counts: empty))
    let shown = RenderCounts(pixels: Self.pixels, glyphs: 0, lines: 0, decodedPixels: 160 * 160)
    let picture = costs.a13Micros(of: .pass("draw"), counts: shown)
    #expect(picture == Work([.imagePixel: Double(Self.pixels)]).a13Micros(costs.prices))
    #expect(picture > placeholder * 5)
  }
}
