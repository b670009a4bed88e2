import Testing

@testable import LayerLab

/// The render tree starts from the layers that are nobody's sublayer; a layer knows whether it
/// is one without loading its weak superlayer reference.
@Suite struct RenderTreeRootTests {
  typealias B = LayerTreeBuilder

  @Test func aSublayerIsNotARootUntilItLeavesItsSuperlayer() {
    let card = B.layer("card", Rect(x: 0, y: 0, width: 10, height: 10))
    let label = B.layer("label", Rect(x: 0, y: 0, width: 5, height: 5), under: card)
    #expect(label.isSublayer && !card.isSublayer)
    #expect(B.tree([card, label]).nodes.map(\.name) == ["card", "label"])
    #expect(B.tree([card, label]).nodes.map(\.depth) == [0, 1])
    label.removeFromSuperlayer()
    #expect(!label.isSublayer)
    #expect(B.tree([card, label]).nodes.map(\.depth) == [0, 0])
  }

  @Test func aSublayerWhoseSuperlayerWentAwayIsARoot() {
    let label = Layer(name: "label", frame: Rect(x: 0, y: 0, width: 5, height: 5))
    do {
      let card = Layer(name: "card", frame: Rect(x: 0, y: 0, width: 10, height: 10))
      card.addSublayer(label)
      #expect(label.isSublayer)
    }
    #expect(label.superlayer == nil)
    #expect(!label.isSublayer)
    #expect(B.tree([label]).nodes.map(\.name) == ["label"])
  }
}
