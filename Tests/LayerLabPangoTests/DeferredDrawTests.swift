import LayerLab
import Testing

@testable import LayerLabPango
@testable import LayerLabRender

/// A single untimed render (`clock model`) counts now and draws its pixels when they are read:
/// the same counts, stages and pixels as a render drawn at once, and the late draw leaves the
/// layout cache as it found it (a cached layout would turn a later miss into a hit).
@Suite struct DeferredDrawTests {
  static let label = LabelDrawing(
    text: "Deferred @ann https://d.x 中文", textColor: Color(r: 20, g: 40, b: 60),
    numberOfLines: 0,
    highlights: HighlightScanner.scan("Deferred @ann https://d.x 中文", color: Highlight.vveboBlue))

  static func request(_ content: DrawContent) -> RenderRequest {
    RenderRequest(
      width: 220, height: 80, scale: 2, opaque: true, background: .white, content: content)
  }

  static var requests: [RenderRequest] {
    [request(.label(label)), AgreementSamples.feedCell(quote: true)]
  }

  @Test(arguments: DeferredDrawTests.requests)
  func aDeferredDrawHasTheCountsAndPixelsOfADrawnOne(_ request: RenderRequest) throws {
    let deferred = try PangoLayerRenderer().render(request, timingRuns: 1)
    let drawn = try PangoLayerRenderer().render(request)
    let bitmap = try #require(deferred.bitmap as? PangoBitmap)
    #expect(bitmap.isDeferred)
    #expect(deferred.counts == drawn.counts)
    #expect(deferred.stages.map(\.kind) == drawn.stages.map(\.kind))
    #expect(deferred.highlightRects == drawn.highlightRects)
    #expect(bitmap.pixelWidth == drawn.bitmap.pixelWidth)
    #expect(bitmap.pixelHeight == drawn.bitmap.pixelHeight)
    let pixels = try #require(bitmap.image).pngData()
    #expect(!bitmap.isDeferred)
    #expect(pixels == (try #require((drawn.bitmap as? PangoBitmap)?.image).pngData()))
  }

  @Test func theLateDrawLeavesTheLayoutCacheAsItWas() throws {
    let adapter = PangoLayerRenderer()
    adapter.renderer.layoutCacheLimits = (entries: 1, bytes: 8 << 20)
    let other = LabelDrawing(text: "Another label", numberOfLines: 0)
    let first = try adapter.render(Self.request(.label(Self.label)), timingRuns: 1)
    _ = try adapter.render(Self.request(.label(other)), timingRuns: 1)
    let before = adapter.renderer.layoutCacheStats
    // Drawing the first label's pixels now neither counts a lookup nor puts its layout back
    // in the one-entry cache, where it would evict the second's.
    _ = try #require((first.bitmap as? PangoBitmap)?.image)
    let after = adapter.renderer.layoutCacheStats
    #expect(after.hits == before.hits && after.misses == before.misses)
    #expect(after.entries == before.entries && after.bytes == before.bytes)
    #expect(try adapter.render(Self.request(.label(other)), timingRuns: 1).layoutCacheHit == true)
    #expect(adapter.renderer.drawsPixels && !adapter.renderer.untimed)
    #expect(!adapter.renderer.bypassesLayoutCache)
  }

  @Test func timedRendersAndUndrawnRunsAreNotDeferred() throws {
    let timed = try PangoLayerRenderer().render(Self.request(.label(Self.label)), timingRuns: 3)
    #expect(try #require(timed.bitmap as? PangoBitmap).isDeferred == false)
    let undrawn = try PangoLayerRenderer(drawsPixels: false).render(
      Self.request(.label(Self.label)), timingRuns: 1)
    #expect(undrawn.bitmap is UndrawnBitmap)
  }
}
