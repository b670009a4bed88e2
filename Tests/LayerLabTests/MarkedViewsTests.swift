import OrderedCollections
import Testing

@testable import LayerLab

/// The commit's passes read the views marked, not every view: the same views, in the order
/// the session made them, as walking them all found.
@Suite struct MarkedViewsTests {
  private static func views(_ names: [String]) -> OrderedDictionary<String, any View> {
    var views: OrderedDictionary<String, any View> = [:]
    for name in names { views[name] = LabelView(name: name, frame: .zero) }
    return views
  }

  @Test func displayTakesTheMarkedViewsInCreationOrder() throws {
    let views = Self.views(["a", "b", "c", "d"])
    var marked = MarkedViews()
    for name in ["d", "a", "c"] {
      let view = try #require(views[name])
      view.layer.display.needsDisplay = true
      marked.markForDisplay(view)
    }
    #expect(marked.needingDisplay(in: views) == ["a", "c", "d"])
    #expect(marked.anyWaiting(in: views))
  }

  @Test func aViewWhoseFlagWentDownIsForgotten() throws {
    let views = Self.views(["a", "b"])
    var marked = MarkedViews()
    let a = try #require(views["a"])
    a.layer.display.needsDisplay = true
    marked.markForDisplay(a)
    a.layer.display.needsDisplay = false
    #expect(marked.needingDisplay(in: views).isEmpty)
    #expect(!marked.anyWaiting(in: views))
    // Raised again without a mark (nothing does that but setNeedsDisplay), it stays forgotten.
    a.layer.display.needsDisplay = true
    #expect(marked.needingDisplay(in: views).isEmpty)
  }

  @Test func hiddenOrWindowlessViewsWaitButAreNotDisplayed() throws {
    let views = Self.views(["a", "b"])
    var marked = MarkedViews()
    let a = try #require(views["a"])
    let b = try #require(views["b"])
    for view in [a, b] {
      view.layer.display.needsDisplay = true
      marked.markForDisplay(view)
    }
    a.layer.hidden = true
    b.layer.inWindow = false
    #expect(marked.needingDisplay(in: views).isEmpty)
    #expect(!marked.anyWaiting(in: views))
    a.layer.hidden = false
    #expect(marked.needingDisplay(in: views) == ["a"])
  }

  @Test func aViewNotAmongTheSessionsViewsIsPassedOverUntilItIs() throws {
    var views = Self.views(["a"])
    var marked = MarkedViews()
    let stranger = LabelView(name: "a", frame: .zero)
    stranger.layer.needsLayout = true
    marked.markForLayout(stranger)
    #expect(marked.needingLayout(in: views).isEmpty)
    #expect(!marked.anyWaiting(in: views))
    views["a"] = stranger
    #expect(marked.needingLayout(in: views) == ["a"])
    #expect(marked.anyWaiting(in: views))
  }
}

/// The commit's list of every view's layer follows the views: made again when one is added,
/// taken back or replaced under its name.
@Suite struct ViewLayersTests {
  @Test func theListFollowsTheViews() throws {
    let h = Harness()
    try h.label("a")
    try h.label("b")
    let engine = h.engine
    #expect(engine.main.viewLayers.of(engine.views).map(\.name) == ["a", "b"])
    let replacement = LabelView(name: "a", frame: .zero)
    engine.views["a"] = replacement
    #expect(engine.main.viewLayers.of(engine.views).first === replacement.layer)
    engine.views["b"] = nil
    #expect(engine.main.viewLayers.of(engine.views).map(\.name) == ["a"])
  }
}
