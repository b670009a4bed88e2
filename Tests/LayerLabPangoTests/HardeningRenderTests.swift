import LayerLab
import LayerLabPango
import LayerLabRender
import Testing

/// Issue 26: a draw's layout work is bounded by width too, and the timed repeats of a render
/// stop at Ctrl-C.
@Suite struct HardeningRenderTests {
  static let longWord = String(repeating: "x", count: 10_000)

  @Test func aLongWordInANarrowLabelLaysOutQuickly() throws {
    let renderer = TextRenderer()
    let clock = ContinuousClock()
    let took = clock.measure {
      let size = renderer.measureAfresh(
        LabelDrawing(text: Self.longWord, numberOfLines: 0), width: 1)
      #expect(size.lines >= 10_000)
    }
    // Word wrapping took 4–6 s here; character wrapping takes about 0.1 s.
    #expect(took < .seconds(1.5), "\(took)")
  }

  @Test func theBudgetLeavesOrdinaryTextToWordWrapping() {
    let paragraph = String(repeating: "the quick brown fox jumps ", count: 400)
    #expect(!ForcedBreakBudget.exceeded(paragraph, width: 1, points: 17, lineLimit: 0))
    #expect(!ForcedBreakBudget.exceeded(Self.longWord, width: 300, points: 17, lineLimit: 0))
    #expect(!ForcedBreakBudget.exceeded(Self.longWord, width: 1, points: 17, lineLimit: 3))
    #expect(ForcedBreakBudget.exceeded(Self.longWord, width: 20, points: 17, lineLimit: 0))
    // Wrapped by words as before: "hello" moves whole to the second line, where character
    // wrapping would fill the first.
    let renderer = TextRenderer()
    let words = renderer.measureAfresh(LabelDrawing(text: "hi hello", numberOfLines: 0), width: 60)
    let characters = renderer.measureAfresh(
      LabelDrawing(text: "hi hello", numberOfLines: 0, lineBreak: .char), width: 60)
    #expect(words.lines == 2)
    #expect(words.width < characters.width)
  }

  @Test func timedRepeatsStopAtCtrlC() throws {
    let renderer = PangoLayerRenderer()
    var polls = 0
    renderer.interrupted = {
      polls += 1
      return true
    }
    let request = RenderRequest(
      width: 100, height: 20, scale: 2, opaque: true, background: .white,
      content: .label(LabelDrawing(text: "hi")))
    let result = try renderer.render(request, timingRuns: 16)
    #expect(polls == 1)
    #expect(result.counts.glyphs == 2)
  }
}
