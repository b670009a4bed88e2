import Testing

@testable import LayerLab

/// `new view`: a plain UIView that draws nothing, and `superview=` building the layer tree.
struct PlainViewTests {
  static func view(
    _ h: Harness, _ name: String, superview: String? = nil, kind: ViewKind = .view
  ) throws(ModelError) {
    var properties = [
      PropertySetting("frame", .rect(Rect(x: 10, y: 10, width: 100, height: 50))),
      PropertySetting("backgroundColor", .color(Color(r: 255, g: 0, b: 0))),
    ]
    if let superview { properties.append(PropertySetting("superview", .text(superview))) }
    try h.engine.input(.create(kind: kind, name: name, properties: properties))
  }

  @Test func superviewBuildsTheCommittedTree() throws {
    let h = Harness()
    try PlainViewTests.view(h, "card")
    try PlainViewTests.view(h, "inner", superview: "card")
    try h.label("title")
    try h.set("title", "superview", .text("card"))
    #expect(h.idle() == .reached)
    let nodes = h.engine.committedTree.nodes
    let card = try #require(nodes.firstIndex { $0.name == "card" })
    let inner = try #require(nodes.firstIndex { $0.name == "inner" })
    let title = try #require(nodes.firstIndex { $0.name == "title" })
    #expect(nodes[card].depth == 0 && nodes[card].hasSublayers)
    #expect(card < inner && inner < title)
    #expect(nodes[inner].parent == card && nodes[inner].depth == 1)
    #expect(nodes[title].parent == card && nodes[title].depth == 1)
    #expect(h.engine.view(named: "inner")?.value(of: "superview") == .text("card"))
    #expect(h.engine.view(named: "card")?.value(of: "superview") == .text("none"))
  }

  @Test func aPlainViewNeverDraws() throws {
    let h = Harness()
    try PlainViewTests.view(h, "card")
    try h.call("card", "setNeedsDisplay")
    try h.call("card", "display")
    #expect(h.idle() == .reached)
    let layer = try #require(h.layer("card"))
    #expect(h.engine.recording.draws.isEmpty)
    #expect(layer.contents == nil)
    #expect(layer.commitState.committed?.backgroundColor == Color(r: 255, g: 0, b: 0))
    #expect(BitmapBudget.needed(in: h.engine) == 0)
  }

  @Test func aCycleIsRefusedAndTheTreeStays() throws {
    let h = Harness()
    try PlainViewTests.view(h, "a")
    try PlainViewTests.view(h, "b", superview: "a")
    try PlainViewTests.view(h, "c", superview: "b")
    for target in ["b", "c", "a"] {
      #expect(throws: ModelError.self, "a.superview = \(target)") {
        try h.set("a", "superview", .text(target))
      }
    }
    let a = try #require(h.layer("a"))
    #expect(a.superlayer == nil)
    #expect(a.sublayers.map(\.name) == ["b"])
  }

  @Test func anUnknownOrTableSuperviewIsRefusedAndNothingIsMade() throws {
    let h = Harness()
    try h.table(rows: 5)
    let before = h.engine.views.count
    for target in ["nope", "feed", "x"] {
      #expect(throws: ModelError.self, "superview=\(target)") {
        try PlainViewTests.view(h, "x", superview: target)
      }
    }
    #expect(throws: ModelError.self) { try PlainViewTests.view(h, "none") }
    #expect(h.engine.views.count == before)
  }

  @Test func superviewNoneMakesARootAgainAndLabelsAndImagesTakeIt() throws {
    let h = Harness()
    _ = h.images()
    try PlainViewTests.view(h, "card")
    try PlainViewTests.view(h, "pic", superview: "card", kind: .image)
    try PlainViewTests.view(h, "tag", superview: "card", kind: .label)
    let card = try #require(h.layer("card"))
    #expect(card.sublayers.map(\.name) == ["pic", "tag"])
    try h.set("pic", "superview", .text("none"))
    #expect(card.sublayers.map(\.name) == ["tag"])
    #expect(h.layer("pic")?.superlayer == nil)
  }
}
