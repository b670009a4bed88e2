import LayerLabRender
import Testing

/// The layout cache: hits and misses, what is part of the key, LRU eviction by entries and by
/// bytes, and identical pixels either way.
@Suite struct LayoutCacheTests {
  /// A label spec of `text` at `width` points.
  private static func spec(_ text: String, width: Double = 150, style: LabelDrawing? = nil)
    -> RenderSpec
  {
    RenderSpec(
      width: width, height: 30, scale: 2, opaque: true, text: style ?? LabelDrawing(text: text))
  }

  /// The cache's estimate for a text of `bytes` UTF-8 bytes and `glyphs` glyphs.
  private static func estimate(bytes: Int, glyphs: Int) -> Int { bytes + 64 * glyphs + 512 }

  @Test func sameStyleTwiceMissesThenHitsWithIdenticalPixels() throws {
    let renderer = TextRenderer()
    #expect(renderer.layoutCacheStats == (0, 0, 0, 0))
    #expect(renderer.layoutCacheLimits == (256, 8 << 20))
    let first = try renderer.render(Self.spec("Cache me"))
    let second = try renderer.render(Self.spec("Cache me"))
    #expect(!first.layoutCacheHit && second.layoutCacheHit)
    #expect(second.image.hasSamePixels(as: first.image))
    #expect(second.glyphCount == first.glyphCount && second.lineCount == first.lineCount)
    let stats = renderer.layoutCacheStats
    #expect(stats.hits == 1 && stats.misses == 1 && stats.entries == 1)
    #expect(stats.bytes == Self.estimate(bytes: 8, glyphs: 8))
  }

  @Test func widthHighlightsAndFontAreInTheKeyButColourIsNot() throws {
    let renderer = TextRenderer()
    let base = LabelDrawing(text: "Key test")
    _ = try renderer.render(Self.spec("", style: base))
    #expect(try !renderer.render(Self.spec("", width: 151, style: base)).layoutCacheHit)
    var highlighted = base
    highlighted.highlights = [TestSupport.highlight(0, 3, Color(r: 255, g: 0, b: 0))]
    #expect(try !renderer.render(Self.spec("", style: highlighted)).layoutCacheHit)
    var bigger = base
    bigger.font = "DejaVu Sans 20"
    #expect(try !renderer.render(Self.spec("", style: bigger)).layoutCacheHit)
    var recoloured = base
    recoloured.textColor = Color(r: 0, g: 128, b: 0)
    recoloured.shadow = TextShadowStyle()
    recoloured.underline = true
    let hit = try renderer.render(Self.spec("", style: recoloured))
    #expect(hit.layoutCacheHit && hit.passNames == ["shadow", "underline", "text"])
    #expect(renderer.layoutCacheStats.misses == 4 && renderer.layoutCacheStats.hits == 1)
  }

  @Test func measureFillsTheCacheForTheRender() throws {
    let renderer = TextRenderer()
    let style = LabelDrawing(text: "Measured first")
    _ = renderer.measure(style, width: 150)
    #expect(try renderer.render(Self.spec("", style: style)).layoutCacheHit)
  }

  @Test func leastRecentlyUsedEntryGoesAtTheEntryLimit() throws {
    let renderer = TextRenderer()
    renderer.layoutCacheLimits = (entries: 2, bytes: 1 << 20)
    _ = try renderer.render(Self.spec("A"))
    _ = try renderer.render(Self.spec("B"))
    #expect(try renderer.render(Self.spec("A")).layoutCacheHit)  // A is now the newest
    _ = try renderer.render(Self.spec("C"))  // evicts B
    #expect(renderer.layoutCacheStats.entries == 2)
    #expect(try renderer.render(Self.spec("A")).layoutCacheHit)
    #expect(try !renderer.render(Self.spec("B")).layoutCacheHit)  // and now C goes
    #expect(try !renderer.render(Self.spec("C")).layoutCacheHit)
    renderer.layoutCacheLimits = (entries: 0, bytes: 1 << 20)
    #expect(renderer.layoutCacheStats.entries == 0 && renderer.layoutCacheStats.bytes == 0)
    #expect(try !renderer.render(Self.spec("A")).layoutCacheHit)
    #expect(try !renderer.render(Self.spec("A")).layoutCacheHit)
  }

  @Test func leastRecentlyUsedEntryGoesAtTheByteLimit() throws {
    let renderer = TextRenderer()
    let one = Self.estimate(bytes: 2, glyphs: 2)
    renderer.layoutCacheLimits = (entries: 100, bytes: 2 * one + 10)
    _ = try renderer.render(Self.spec("Aa"))
    _ = try renderer.render(Self.spec("Bb"))
    #expect(renderer.layoutCacheStats.bytes == 2 * one)
    _ = try renderer.render(Self.spec("Cc"))  // over the byte limit: Aa goes
    #expect(renderer.layoutCacheStats.entries == 2 && renderer.layoutCacheStats.bytes == 2 * one)
    #expect(try renderer.render(Self.spec("Cc")).layoutCacheHit)
    #expect(try !renderer.render(Self.spec("Aa")).layoutCacheHit)
    // A layout bigger than the whole budget is drawn but never kept.
    let big = try renderer.render(Self.spec(String(repeating: "x", count: 40), width: 1000))
    #expect(!big.layoutCacheHit && renderer.layoutCacheStats.entries == 2)
    #expect(
      try !renderer.render(Self.spec(String(repeating: "x", count: 40), width: 1000))
        .layoutCacheHit)
    renderer.layoutCacheLimits = (entries: 100, bytes: one)
    #expect(renderer.layoutCacheStats.entries == 1 && renderer.layoutCacheStats.bytes == one)
  }

  @Test func hitAndMissDrawTheSamePixelsForEveryKindOfStyle() throws {
    let cached = TextRenderer()
    let fresh = TextRenderer()
    fresh.layoutCacheLimits = (entries: 0, bytes: 0)
    for spec in ThreadingTests.specs.prefix(12) {
      _ = try cached.render(spec)
      let hit = try cached.render(spec)
      let miss = try fresh.render(spec)
      #expect(hit.layoutCacheHit && !miss.layoutCacheHit)
      #expect(hit.image.hasSamePixels(as: miss.image))
    }
  }
}
