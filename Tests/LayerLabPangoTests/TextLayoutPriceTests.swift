import LayerLab
import LayerLabPango
import Testing

/// Issue 41: a label's layout price grows smoothly with its text — per glyph, per line, per
/// glyph from a cascade font — with no step where the text wraps onto a second line (the
/// former wrapped price made those two lines 14× the one).
@Suite struct TextLayoutPriceTests {
  /// The layout price of `text` measured at 200 pt on the A13, as a draw's layout stage
  /// prices it.
  static func price(_ text: String, costs: CostModel = CostModel()) -> (micros: Double, lines: Int)
  {
    let measure = PangoLayerRenderer().measure(
      LabelDrawing(text: text, numberOfLines: 0), width: 200)
    return (costs.a13Micros(of: .layout, counts: measure.layoutCounts), measure.lines)
  }

  @Test(arguments: ["word ", "字"])
  func eachCharacterAddsAtMostALinesAndAGlyphsPrice(_ piece: String) {
    let prices = UnitPrices.standard
    let step = prices[.layoutLine] + prices[.layoutGlyph] + prices[.fallbackGlyph]
    var previous = Self.price(piece)
    var crossed = false
    for count in 2...60 {
      let next = Self.price(String(repeating: piece, count: count))
      crossed = crossed || (previous.lines == 1 && next.lines == 2)
      #expect(next.micros >= previous.micros, "\(count) × \(piece)")
      #expect(
        next.micros - previous.micros <= step * Double(piece.count) + 1e-9,
        "\(count) × '\(piece)': \(previous.micros) → \(next.micros) µs")
      previous = next
    }
    #expect(crossed, "the texts crossed from one line to two")
  }

  @Test func aChineseCharacterCostsItsFallbackPriceMoreThanALatinOne() {
    let latin = Self.price("a").micros
    let chinese = Self.price("字").micros
    #expect(abs(chinese - latin - UnitPrices.standard[.fallbackGlyph]) < 1e-9)
  }
}
