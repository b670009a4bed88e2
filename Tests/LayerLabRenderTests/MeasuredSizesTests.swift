import Testing

@testable import LayerLabRender

/// Sizes measured once per process: a second renderer gets what a fresh layout gives, and the
/// store stays within its bounds.
@Suite struct MeasuredSizesTests {
  static let body = LabelDrawing(
    text: "MeasuredSizesTests: a post long enough to wrap over several lines at this width, "
      + "and then some more words", font: "DejaVu Sans 15", numberOfLines: 0,
    insets: EdgeInsets(top: 2, left: 4, bottom: 2, right: 4))

  /// What another renderer measured is the size a fresh layout of its own would give.
  @Test func aSecondRendererGetsTheSizeAFreshLayoutGives() {
    let first = TextRenderer().measureAfresh(Self.body, width: 200)
    let second = TextRenderer().measureAfresh(Self.body, width: 200)
    let laidOut = TextRenderer().measure(Self.body, width: 200)
    #expect(first == laidOut && second == laidOut)
    #expect(laidOut.lines > 1, "wraps, so the width is part of the key")
    #expect(TextRenderer().measureAfresh(Self.body, width: 400).lines < laidOut.lines)
  }

  /// Kept per text, width and insets: a hit never measures, anything else does.
  @Test func aStoreMeasuresEachKeyOnce() {
    let store = MeasuredSizes()
    var measured = 0
    func size(_ style: LabelDrawing, _ width: Double) -> TextSize {
      store.size(of: style, width: width) {
        measured += 1
        var size = TextSize()
        size.height = width
        return size
      }
    }
    #expect(size(Self.body, 100).height == 100)
    #expect(size(Self.body, 100).height == 100)
    #expect(measured == 1 && store.hits == 1)
    _ = size(Self.body, 120)
    var padded = Self.body
    padded.insets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    _ = size(padded, 100)
    #expect(measured == 3 && store.count == 3)
  }

  /// Full by count or by text bytes, the store is dropped whole and refilled.
  @Test func aFullStoreStartsAgain() {
    let byCount = MeasuredSizes(maxEntries: 2, maxTextBytes: 1 << 20)
    for width in [10.0, 20, 30] {
      _ = byCount.size(of: Self.body, width: width) { TextSize() }
    }
    #expect(byCount.count == 1)
    let byBytes = MeasuredSizes(maxEntries: 100, maxTextBytes: Self.body.text.utf8.count * 2)
    for width in [10.0, 20, 30] {
      _ = byBytes.size(of: Self.body, width: width) { TextSize() }
    }
    #expect(byBytes.count == 1)
  }

  /// A batch measured before is answered whole from the store: the second table wakes no
  /// helper (no font map of its own) and gets the same sizes. Other tests share the store; if
  /// one fills it (dropped whole) between the two tables, the pair is measured again.
  @Test func aBatchMeasuredBeforeWakesNoHelper() {
    for attempt in 0..<3 {
      let styles = (0..<300).map {
        LabelDrawing(
          text: "MeasuredSizesTests batch \(attempt) row \($0): a body that wraps at this width",
          numberOfLines: 0)
      }
      let drops = MeasuredSizes.shared.drops
      let first = BatchMeasurer(threads: 2)
      let sizes = first.measure(styles, width: 180, primary: TextRenderer())
      let second = BatchMeasurer(threads: 2)
      let again = second.measure(styles, width: 180, primary: TextRenderer())
      guard MeasuredSizes.shared.drops == drops else { continue }
      #expect(first.helperCount == 1 && second.helperCount == 0)
      #expect(again == sizes)
      #expect(sizes[7] == TextRenderer().measure(styles[7], width: 180))
      return
    }
    Issue.record("the shared store was dropped during each of three attempts")
  }
}
