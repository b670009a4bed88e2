import Testing

@testable import LayerLab

/// What the screen composite inherits down the tree, decided by the model before the renderer
/// paints: the ancestors' alpha multiplied, the cut of every masking ancestor, and blank
/// layers counted. (This walk used to live in the shell, next to a field-by-field copy of the
/// style; now the renderer port receives each layer's `LayerStyle` whole.)
@Suite struct ScreenCompositeTests {
  typealias B = LayerTreeBuilder
  let device = DeviceProfile.iphone11

  @Test func alphaMultipliesAndMaskingAncestorsCutTheirSublayers() {
    let card = B.layer("card", Rect(x: 10, y: 10, width: 100, height: 100)) {
      $0.alpha = 0.5
      $0.masksToBounds = true
    }
    let inner = B.layer(
      "inner", Rect(x: 50, y: 50, width: 100, height: 100),
      contents: (200, 200, true), under: card
    ) { $0.alpha = 0.5 }
    let leaf = B.layer("leaf", Rect(x: 0, y: 0, width: 400, height: 400), under: inner)
    _ = leaf
    let screen = ScreenComposite(tree: B.tree([card]), device: device, page: .white)
    #expect(screen.layers.map(\.inheritedAlpha) == [1, 0.5, 0.25])
    #expect(screen.layers.map(\.clip) == [nil, card.frame, card.frame])
    #expect(screen.layers[1].style.alpha == 0.5)
    #expect(screen.width == device.screenWidth && screen.scale == device.scale)
  }

  /// Blank is a layer that should show content and shows none: a container with nothing to
  /// draw (a plain view, a prototype cell's content view) is not blank.
  @Test func blankCountsOnlyLayersThatExpectContent() {
    let card = B.layer("card", Rect(x: 10, y: 10, width: 100, height: 100))
    let label = B.layer("label", Rect(x: 10, y: 10, width: 80, height: 20), under: card)
    let drawn = B.layer(
      "drawn", Rect(x: 10, y: 40, width: 80, height: 20), contents: (160, 40, true), under: card)
    _ = (label, drawn)
    #expect(ScreenComposite(tree: B.tree([card]), device: device, page: .white).blank == 0)
    let expecting = RenderTree(roots: [card]) {
      var state = $0.snapshot
      state.expectsContent = true
      return state
    }
    // The card and the label expect content and have none; the drawn layer has its bitmap.
    #expect(ScreenComposite(tree: expecting, device: device, page: .white).blank == 2)
  }

  @Test func aLayersOwnClipIsCutByItsMaskingAncestor() {
    let table = B.layer("table", Rect(x: 0, y: 0, width: 100, height: 50)) {
      $0.masksToBounds = true
    }
    let cell = B.layer("cell", Rect(x: 0, y: 40, width: 100, height: 40), under: table)
    cell.clip = Rect(x: 0, y: 20, width: 100, height: 100)
    let screen = ScreenComposite(tree: B.tree([table]), device: device, page: .white)
    #expect(screen.layers[1].clip == Rect(x: 0, y: 20, width: 100, height: 30))
  }
}
