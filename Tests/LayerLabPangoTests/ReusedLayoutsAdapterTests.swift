import LayerLab
import Testing

@testable import LayerLabPango
@testable import LayerLabRender

/// The adapter decides when a draw's host time is read: a single run (`clock model`) reuses
/// short texts' layouts, timed repeats (`clock measured`) lay every text out, and neither
/// leaves reuse switched on for the next caller.
@Suite struct ReusedLayoutsAdapterTests {
  static let request = RenderRequest(
    width: 300, height: 150, scale: 2, opaque: true, background: .white,
    content: .flattened(
      FlattenedDrawing(
        elements: ["Eun-ji", "1234", "•••"].enumerated().map { index, text in
          .init(
            frame: Rect(x: 10, y: 10 + 30 * Double(index), width: 200, height: 20),
            background: nil, cornerRadius: 0, text: LabelDrawing(text: text))
        })))

  @Test func timedRepeatsLayEveryTextOutAndASingleRunReuses() throws {
    let adapter = PangoLayerRenderer()
    let timed = try adapter.render(Self.request, timingRuns: 3)
    #expect(adapter.renderer.reusedLayouts.count == 0)
    #expect(!adapter.renderer.untimed)
    let single = try adapter.render(Self.request, timingRuns: 1)
    #expect(adapter.renderer.reusedLayouts.count == 3)
    #expect(!adapter.renderer.untimed)
    #expect(single.counts == timed.counts)
    let pixels = { (result: RenderResult) in
      try #require((result.bitmap as? PangoBitmap)?.image).bytes
    }
    #expect(try pixels(single) == pixels(timed))
  }
}
