import CPangoCairo
import Testing

@testable import LayerLabRender

/// A renderer that went away lends its font map to the next, which lays out and draws the
/// same as on a new map; the pool keeps at most its limit.
@Suite struct FontMapPoolTests {
  static let spec = RenderSpec(
    width: 240, height: 90, scale: 2, opaque: true, background: .white,
    text: LabelDrawing(
      text: "FontMapPool 中文 😊 @ann wraps over lines", font: "DejaVu Sans 17",
      numberOfLines: 0))

  @Test func theNextRendererGetsTheMapAndDrawsTheSame() throws {
    let pool = FontMapPool()
    var first: TextRenderer? = TextRenderer(fontMaps: pool)
    let map = try #require(first?.fontMap)
    let drawn = try #require(first).render(Self.spec)
    first = nil
    #expect(pool.count == 1)
    let second = TextRenderer(fontMaps: pool)
    #expect(second.fontMap == map && pool.count == 0)
    let again = try second.render(Self.spec)
    let fresh = try TextRenderer(fontMaps: FontMapPool()).render(Self.spec)
    for output in [drawn, again] {
      #expect(output.image.bytes == fresh.image.bytes)
      #expect(output.glyphCount == fresh.glyphCount && output.lineCount == fresh.lineCount)
    }
  }

  @Test func aFullPoolFreesWhatItCannotKeep() throws {
    let pool = FontMapPool(maxIdle: 1)
    var renderers: [TextRenderer] = [TextRenderer(fontMaps: pool), TextRenderer(fontMaps: pool)]
    #expect(renderers[0].fontMap != renderers[1].fontMap, "a lent map is never lent twice")
    renderers.removeAll()
    #expect(pool.count == 1)
  }
}
