import Dispatch
import Testing

@testable import LayerLabRender

/// Label layouts begun on a helper thread (`LayoutPrefetcher`) and taken by the render that
/// needs them must report exactly what the render would have laid out itself — counts,
/// highlight rectangles, the layout cache's hits and misses — and a stand-in kept in the cache
/// must draw the same pixels as the text laid out here.
@Suite struct LayoutPrefetchTests {
  static let styles = [
    LabelDrawing(text: "Hello"),
    LabelDrawing(text: "Emoji 😀 and 中文 in one label", numberOfLines: 0),
    LabelDrawing(
      text: String(repeating: "A body long enough to wrap over several lines. ", count: 6),
      lineSpacing: 3, numberOfLines: 3),
    LabelDrawing(
      text: "@someone wrote a link here, over more than one line of this label",
      numberOfLines: 0,
      highlights: [
        Highlight(kind: .url, utf8Start: 17, utf8End: 21, text: "link", color: .black)
      ],
      insets: EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)),
  ]

  /// A renderer whose prefetches run on `queue` with a renderer of their own, and one without.
  static func pair(queue: DispatchQueue) -> (prefetching: TextRenderer, plain: TextRenderer) {
    let helper = UncheckedRenderer(renderer: TextRenderer())
    let prefetching = TextRenderer()
    prefetching.prefetcher = LayoutPrefetcher { work in queue.async { work(helper.renderer) } }
    let plain = TextRenderer()
    for renderer in [prefetching, plain] {
      renderer.untimed = true
      renderer.drawsPixels = false
    }
    return (prefetching, plain)
  }

  static func spec(_ style: LabelDrawing) -> RenderSpec {
    RenderSpec(width: 220, height: 90, scale: 2, opaque: true, background: .white, text: style)
  }

  static func expectSame(_ a: RenderOutput, _ b: RenderOutput, _ what: String) {
    #expect(a.glyphCount == b.glyphCount && a.lineCount == b.lineCount, "\(what)")
    #expect(a.colorGlyphPixels == b.colorGlyphPixels, "\(what)")
    #expect(a.highlightRects == b.highlightRects, "\(what)")
    #expect(a.passNames == b.passNames, "\(what)")
    #expect(a.layoutCacheHit == b.layoutCacheHit, "\(what)")
  }

  @Test func takenLayoutsCountAsLaidOutHereAndStandInsDrawTheSamePixels() throws {
    let queue = DispatchQueue(label: "prefetch-test")
    let (prefetching, plain) = Self.pair(queue: queue)
    for style in Self.styles {
      prefetching.prefetcher?.begin(label: style, width: 220, for: prefetching)
    }
    queue.sync {}  // every layout begun is done: each render takes one
    for round in 0..<2 {  // the second time from the layout cache, in both
      for style in Self.styles {
        let spec = Self.spec(style)
        Self.expectSame(
          try prefetching.render(spec), try plain.render(spec), "\(round): \(style.text)")
      }
    }
    #expect(prefetching.prefetcher?.taken == Self.styles.count)
    #expect(prefetching.layoutCache.standIns == Self.styles.count)
    #expect(prefetching.layoutCache.hits == plain.layoutCache.hits)
    #expect(prefetching.layoutCache.misses == plain.layoutCache.misses)
    // Drawn: each stand-in is laid out first, and the render is a hit as in the other.
    for renderer in [prefetching, plain] {
      renderer.drawsPixels = true
      renderer.untimed = false
    }
    for style in Self.styles {
      let spec = Self.spec(style)
      let (a, b) = (try prefetching.render(spec), try plain.render(spec))
      Self.expectSame(a, b, "drawn: \(style.text)")
      #expect(a.image.bytes == b.image.bytes, "drawn: \(style.text)")
    }
    #expect(prefetching.layoutCache.standIns == 0)
    #expect(prefetching.layoutCache.hits == plain.layoutCache.hits)
  }

  @Test func aLayoutNotStartedWhenItIsNeededIsLaidOutByTheRender() throws {
    let queue = DispatchQueue(label: "prefetch-test-suspended")
    queue.suspend()
    let (prefetching, plain) = Self.pair(queue: queue)
    for style in Self.styles {
      prefetching.prefetcher?.begin(label: style, width: 220, for: prefetching)
    }
    for style in Self.styles {
      let spec = Self.spec(style)
      Self.expectSame(try prefetching.render(spec), try plain.render(spec), style.text)
    }
    #expect(prefetching.prefetcher?.taken == 0)
    #expect(prefetching.layoutCache.standIns == 0)
    queue.resume()
    queue.sync {}  // the cancelled jobs are skipped
  }

  @Test func aTimedOrDrawnRenderTakesNothing() throws {
    let queue = DispatchQueue(label: "prefetch-test-timed")
    let (prefetching, _) = Self.pair(queue: queue)
    prefetching.untimed = false
    for style in Self.styles {
      prefetching.prefetcher?.begin(label: style, width: 220, for: prefetching)
    }
    queue.sync {}
    for style in Self.styles { _ = try prefetching.render(Self.spec(style)) }
    #expect(prefetching.prefetcher?.taken == 0)
    #expect(prefetching.layoutCache.standIns == 0)
  }
}

/// A renderer handed to the test's helper queue, which alone uses it.
private struct UncheckedRenderer: @unchecked Sendable {
  let renderer: TextRenderer
}
