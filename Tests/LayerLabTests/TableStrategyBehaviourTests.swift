import Testing

@testable import LayerLab

/// The strategy protocol's contract: each name makes its own behaviour type, each type keeps
/// its state to itself, and setting a table's strategy starts that state afresh.
struct TableStrategyBehaviourTests {
  @Test(arguments: TableStrategy.allCases)
  func eachNameMakesAFreshObjectOfItsOwnType(_ strategy: TableStrategy) {
    let made = strategy.makeBehaviour()
    #expect(type(of: made).strategy == strategy)
    #expect(made !== strategy.makeBehaviour())
    #expect(strategy.summary == type(of: made).summary)
  }

  /// Sync draws on main; every other strategy off it. Only async's labels clear first and take
  /// the table's `layerClass` (ADLabel for `ad`).
  @Test func layeringFollowsTheStrategy() {
    let ad = LayerClasses.named("ad")!
    for strategy in TableStrategy.allCases {
      let layering = strategy.makeBehaviour().layering(layerClass: ad)
      #expect(layering.drawsOffMain == (strategy != .sync), "\(strategy)")
      #expect(layering.labelsClearFirst == (strategy == .async), "\(strategy)")
      #expect(
        layering.labelClass.name == (strategy == .async ? "ad" : LayerClasses.yy.name),
        "\(strategy)")
    }
    #expect(
      TableView.properties.first { $0.name == "strategy" }?.summary
        == "how cells draw: sync, async, vvebo or texture")
  }

  /// VVebo's needLoad lives on its strategy object: a long fling fills it, a touch empties it,
  /// and no other strategy has one.
  @Test func vveboKeepsItsFlingRowsOnItsOwnObject() throws {
    let h = Harness()
    try h.table(strategy: .vvebo)
    h.idle()
    let table = try #require(h.tableView())
    let vvebo = try #require(table.behaviour as? VVeboStrategy)
    try h.scroll(.fling(velocity: -8000))
    #expect(vvebo.needLoad == Array(35...43) + [32, 33, 34])
    #expect(table.needLoad == vvebo.needLoad)
    #expect(h.idle() == .reached)
    // The deceleration's end is no VVebo hook: the rows stay until a touch.
    #expect(!vvebo.needLoad.isEmpty)
    try h.scroll(.tap)
    #expect(vvebo.needLoad.isEmpty)
    // A scroll to the top holds VVebo's drawing back, and the table is busy until it ends.
    try h.scroll(.scrollToTop)
    #expect(vvebo.scrollingToTop && table.scrollingToTop)
    #expect(h.idle() == .reached)
    #expect(!vvebo.scrollingToTop)
  }

  /// Under sync the same fling chooses no rows: the fling's log says so, and nothing is kept.
  @Test func otherStrategiesChooseNoRowsOnAFling() throws {
    for strategy in TableStrategy.allCases where strategy != .vvebo {
      let h = Harness()
      try h.table(strategy: strategy)
      h.idle()
      let table = try #require(h.tableView())
      try h.scroll(.fling(velocity: -8000))
      #expect(table.needLoad.isEmpty, "\(strategy)")
      #expect(h.events(.input, "fling").last?.detail.contains("needLoad") == false, "\(strategy)")
    }
  }

  /// Texture's range controller advances on its strategy object: minimum ranges first, full
  /// ones after the render queue drains, and the direction of a scroll.
  @Test func textureAdvancesItsRangesOnItsOwnObject() throws {
    let h = Harness()
    try h.table(strategy: .texture)
    let table = try #require(h.tableView())
    let texture = try #require(table.behaviour as? TextureStrategy)
    #expect(texture.ranges.mode == nil)
    #expect(h.idle() == .reached)
    #expect(texture.ranges.mode == .full && texture.ranges.offset == 0)
    try h.scroll(.scrollTo(row: 30))
    #expect(h.idle() == .reached)
    #expect(texture.ranges.offset == table.contentOffset && texture.ranges.movingDown)
    #expect(!texture.offscreenNodes.isEmpty)
  }

  /// Setting the strategy, even to the one it has, makes a new behaviour object: VVebo's rows
  /// and Texture's ranges do not survive it, and Texture's off-screen nodes go back to the
  /// table's reuse pool rather than being lost with the old object.
  @Test func settingTheStrategyStartsItsStateAfresh() throws {
    let h = Harness()
    try h.table(strategy: .vvebo)
    h.idle()
    let table = try #require(h.tableView())
    try h.scroll(.fling(velocity: -8000))
    #expect(h.idle() == .reached)
    let old = try #require(table.behaviour as? VVeboStrategy)
    #expect(!old.needLoad.isEmpty)
    try h.set("feed", "strategy", .choice("vvebo"))
    let fresh = try #require(table.behaviour as? VVeboStrategy)
    #expect(fresh !== old && fresh.needLoad.isEmpty && table.needLoad.isEmpty)

    try h.set("feed", "strategy", .choice("texture"))
    #expect(h.idle() == .reached)
    let texture = try #require(table.behaviour as? TextureStrategy)
    let held = Set(texture.heldCells.map(\.name))
    #expect(!held.isEmpty && texture.ranges.mode == .full)
    let cells = table.tableCells.count
    try h.set("feed", "strategy", .choice("texture"))
    let again = try #require(table.behaviour as? TextureStrategy)
    #expect(again !== texture && again.ranges.mode == nil && again.offscreenNodes.isEmpty)
    // No cell lost: the old object's nodes are in the reuse pool, hidden.
    #expect(table.tableCells.count == cells)
    let returned = table.pool.reusable.filter { held.contains($0.name) }
    #expect(returned.count == held.count)
    #expect(returned.allSatisfy { $0.layers.allSatisfy(\.hidden) })
    #expect(h.idle() == .reached)
    #expect(again.ranges.mode == .full)
  }
}
