import Testing

@testable import LayerLab

/// `layerClass`: the view picks its layer's class (YYAsyncLayer or AsyncDraw's ADLayer), and
/// with it how a draw is cancelled and how its label asks for a redraw; `pool` only picks
/// queues.
@Suite struct LayerClassTests {
  /// ADLabel's setter adds `asyncDraw` to ADManager's set; its observer (0xFFFFFF, after CA's
  /// commit and after YYTransaction's) marks the layer, and the *next* turn's commit draws it:
  /// one turn after a YYLabel changed at the same moment.
  @Test func anADLabelDrawsOneTurnAfterAYYLabelSetAtTheSameTime() throws {
    let h = Harness()
    try h.label("y")
    try h.label("a", layerClass: "ad")
    #expect(h.idle() == .reached)
    let seq = h.engine.recording.nextEventSeq

    try h.set("y", "text", .text("new"))
    try h.set("a", "text", .text("new"))
    #expect(h.idle() == .reached)

    let later = h.engine.recording.events(since: seq)
    let yy = try #require(later.first { $0.kind == .dispatch && $0.layer == "y" })
    let ad = try #require(later.first { $0.kind == .dispatch && $0.layer == "a" })
    #expect(ad.turn == yy.turn + 1)
    #expect(ad.payload == .dispatch(queue: ad.name, sentinel: nil), "an ADLayer captures nothing")

    // Performed in the YY label's display turn: CA commit, YYTransaction, then ADManager.
    let performed = try #require(
      later.first { $0.payload == .adManagerTask(selector: "asyncDraw", step: .performed) })
    #expect(performed.layer == "a" && performed.turn == yy.turn)
    let inTurn = later.filter { $0.kind == .observer && $0.turn == yy.turn }.map(\.name)
    let commit = try #require(inTurn.firstIndex(of: "CA commit"))
    let yyObserver = try #require(inTurn.firstIndex(of: "YYTransaction"))
    let adObserver = try #require(inTurn.firstIndex(of: "ADManager"))
    #expect(commit < yyObserver && yyObserver < adObserver)
    // The flag: Cancel when the observer marks the layer, Drawing when the next commit
    // displays it.
    let flags = later.filter { $0.layer == "a" && $0.kind == .flag }
    #expect(
      flags.map(\.payload) == [
        .flag(reason: "setNeedsDisplay", drawing: false), .flag(reason: "display", drawing: true),
      ])
    #expect(flags.map(\.turn) == [yy.turn, ad.turn])
    #expect(h.renderer.requests.suffix(2).map(FakeRenderer.text(of:)) == ["new", "new"])
  }

  /// ADManager installs its observer when first used, at 0xFFFFFF after YYTransaction's; a
  /// session without ADLabels never has it.
  @Test func theADManagerObserverArrivesWithTheFirstADLabel() throws {
    let h = Harness(pool: .ad)
    try h.label("y")
    #expect(h.idle() == .reached)
    #expect(!h.engine.main.runLoop.observers.observers.contains { $0.name == "ADManager" })
    try h.label("a", layerClass: "ad")
    let names = h.engine.main.runLoop.observers.observers.map(\.name)
    let yy = try #require(names.firstIndex(of: "YYTransaction"))
    #expect(names.firstIndex(of: "ADManager") == yy + 1)
    #expect(h.engine.main.runLoop.observers.observers[yy + 1].order == 0xFF_FFFF)
  }

  /// A YY async label blanks its contents when a setter asks for a redraw; an ADLabel keeps
  /// the old bitmap until the new one lands (and does not fade it in).
  @Test func anADLabelNeverClearsBeforeRedrawing() throws {
    let h = Harness()
    try h.label("y")
    try h.label("a", layerClass: "ad")
    #expect(h.idle() == .reached)
    try h.set("y", "text", .text("new"))
    try h.set("a", "text", .text("new"))
    #expect(h.layer("y")?.contents == nil)
    #expect(h.layer("a")?.contents != nil)
    #expect(h.idle() == .reached)
    #expect(h.events(.contents, "cleared", layer: "y").count == 1)
    #expect(h.events(.contents, "cleared", layer: "a").isEmpty, "the old bitmap stayed")
    #expect(h.layer("a")?.contents?.draw == h.engine.recording.draws.last { $0.layer == "a" }?.draw)
  }

  /// YYLabel's switches do not exist on an ADLabel: setting, reading or creating with one is
  /// refused with one line, and nothing changes. The class is fixed at creation.
  @Test func yyLabelSwitchesAreRefusedOnAnADLabel() throws {
    let h = Harness()
    try h.label("a", layerClass: "ad")
    let label = try #require(h.engine.view(named: "a") as? LabelView)
    let switches: [(String, PropertyValue)] = [
      ("displaysAsynchronously", .bool(false)),
      ("clearContentsBeforeAsynchronouslyDisplay", .bool(false)),
      ("fadeOnAsynchronouslyDisplay", .bool(false)), ("commit", .choice("transaction")),
    ]
    for (property, value) in switches {
      #expect(throws: ModelError.self) { try h.set("a", property, value) }
      #expect(throws: ModelError.self) { try label.checkGet(property) }
      #expect(label.value(of: property) == nil)
      #expect(!label.shownProperties.contains { $0.name == property })
      let made = [
        PropertySetting("layerClass", .choice("ad")), PropertySetting(property, value),
      ]
      #expect(throws: ModelError.self) {
        try h.engine.input(.create(kind: .label, name: "b", properties: made), text: "new")
      }
    }
    #expect(h.engine.view(named: "b") == nil)
    do {
      try h.set("a", "fadeOnAsynchronouslyDisplay", .bool(false))
    } catch {
      #expect(error.message.hasPrefix("label 'a' is an ADLabel (layerClass=ad)"))
      #expect(!error.message.contains("\n"))
    }
    #expect(throws: ModelError.self) { try h.set("a", "layerClass", .choice("yy")) }
    #expect(label.layer.layerClassName == "ad")
    #expect(label.layer.cancellationState.name == "flag")
    // A YYLabel has them all and a sentinel.
    try h.label("y")
    let yy = try #require(h.engine.view(named: "y"))
    #expect(yy.shownProperties.count == label.shownProperties.count + switches.count)
    #expect(yy.layer.cancellationState.name == "sentinel")
  }

  /// A prototype table's `layerClass=ad` makes its async cells' labels ADLabels: reuse adds
  /// `asyncDraw` to ADManager's set instead of marking. Under sync they are UILabel-like YY
  /// layers; a feed table refuses `ad`.
  @Test func aNewsTableAppliesItsLayerClassToItsAsyncCellsLabels() throws {
    let h = Harness()
    try h.declareNewsCell()
    let rows = TableRows(posts: Harness.posts(100), source: "test")
    let settings = [
      PropertySetting("cell", .text(Harness.newsCell)),
      PropertySetting("strategy", .choice("async")),
      PropertySetting("layerClass", .choice("ad")), PropertySetting("images", .bool(false)),
    ]
    try h.engine.input(.createTable(name: "news", rows: rows, properties: settings), text: "new")
    #expect(h.idle() == .reached)
    let table = try #require(h.tableView("news"))
    let cell = try #require(table.cells.first as? PrototypeCell)
    let labels = cell.members.compactMap { $0 as? LabelView }
    #expect(labels.map(\.name) == [cell.name + ".title", cell.name + ".text"])
    let content = try #require(labels.last)
    #expect(labels.allSatisfy { $0.layer.layerClassName == "ad" })
    let added = h.events(.transaction).filter {
      $0.payload == .adManagerTask(selector: "asyncDraw", step: .committed)
    }
    #expect(added.contains { $0.layer == content.name })
    #expect(h.events(.sentinel, layer: content.name).isEmpty, "no sentinel moves")
    let draws = h.engine.recording.draws.filter { $0.layer == content.name }
    #expect(!draws.isEmpty && draws.allSatisfy(\.readsFlag))

    try h.set("news", "strategy", .choice("sync"))
    #expect(labels.allSatisfy { $0.layer.layerClassName == "yy" })
    try h.set("news", "strategy", .choice("async"))
    #expect(labels.allSatisfy { $0.layer.layerClassName == "ad" })
    try h.set("news", "layerClass", .choice("yy"))
    #expect(labels.allSatisfy { $0.layer.layerClassName == "yy" })

    // A table names its prototype; without one it is refused and nothing is made.
    let noCell = [PropertySetting("layerClass", .choice("ad"))]
    #expect(throws: ModelError.self) {
      try h.engine.input(.createTable(name: "f2", rows: rows, properties: noCell), text: "new")
    }
    #expect(h.engine.view(named: "f2") == nil)
  }
}
