import Testing

@testable import LayerLab

/// Texture's reload: `ASDataController` makes and lays out every row's node on USER_INITIATED
/// global-queue threads (`ASDispatchApply`, one block per core doing the work), main goes on,
/// and the table gets the rows when the editing queue hands them to main.
struct TextureNodeLayoutTests {
  /// The work each layout thread did: its slices' time × the speed of the core it held.
  private func layoutWork(_ h: Harness) -> [String: Double] {
    let speeds = Dictionary(
      h.engine.device.cpuCores.map { ($0.label, $0.speed) }, uniquingKeysWith: { a, _ in a })
    var work: [String: Double] = [:]
    for slice in h.engine.recording.cpuSlices(upTo: h.engine.main.clock)
    where slice.thread.hasPrefix("texture.layout.") {
      work[slice.thread, default: 0] += Double(slice.duration) * (speeds[slice.core] ?? 0)
    }
    return work
  }

  @Test func aReloadLaysTheNodesOutOffMainWhileMainGoesOn() throws {
    let h = Harness()
    let start = h.engine.main.clock
    try h.table(strategy: .texture)
    let table = try #require(h.tableView())
    // Main built the element map (a lookup's worth per row) and did not lay anything out: a
    // UIKit table also measures each row there.
    let mainCost = h.engine.main.clock - start
    #expect(
      mainCost < h.engine.costs.table.heightLookup * 1000 + h.engine.costs.layoutPerLayer * 1000)
    let dispatched = try #require(h.events(.layout, "node layout").first)
    #expect(dispatched.detail == "1000 nodes on 6 USER_INITIATED threads; main goes on")
    #expect(h.events(.layout, "reloadData").isEmpty)
    #expect(table.geometry.count == 0 && table.nodeLayoutsInFlight == 1)

    #expect(h.idle() == .reached)
    let done = try #require(h.events(.layout, "node layout done").first)
    let reload = try #require(h.events(.layout, "reloadData").first)
    #expect(reload.time > done.time && reload.thread == "main")
    #expect(table.geometry.count == 1000 && table.visibleRows == Array(0...7))
    #expect(table.nodeLayoutsInFlight == 0)

    // Every row's work was done once, spread over all six cores' threads.
    let work = layoutWork(h)
    #expect(work.count == 6)
    let total = work.values.reduce(0, +)
    let expected = Double((0..<1000).reduce(0) { $0 + table.heights.nodeRowCost($1, in: h.engine) })
    // Resuming after a preemption costs `switchCost` extra: a few per thread at most.
    #expect(total >= expected && total <= expected + Double(CPUScheduler.switchCost * 60))
    // In parallel: sooner than one P core alone, never sooner than all cores together.
    let elapsed = Double(done.time - dispatched.time)
    let allCores = h.engine.device.cpuCores.map(\.speed).reduce(0, +)
    #expect(elapsed < expected && elapsed >= expected / allCores)
  }

  @Test func fewerCoresTakeLonger() throws {
    func elapsed(_ device: DeviceProfile) throws -> Micros {
      let h = Harness(device: device)
      try h.table(strategy: .texture)
      #expect(h.idle() == .reached)
      let sent = try #require(h.events(.layout, "node layout").first)
      let done = try #require(h.events(.layout, "node layout done").first)
      #expect(sent.detail.hasPrefix("1000 nodes on \(device.cores) USER_INITIATED threads"))
      return done.time - sent.time
    }
    #expect(try elapsed(.iphone6) > elapsed(.iphone11))
  }

  @Test func aReloadKeepsTheOldRowsUntilMainGetsTheNewNodes() throws {
    let h = Harness()
    try h.table(strategy: .texture)
    #expect(h.idle() == .reached)
    let table = try #require(h.tableView())
    let before = table.visibleRows
    try h.scroll(.reloadData)
    #expect(table.nodeLayoutsInFlight == 1)
    #expect(table.visibleRows == before && table.geometry.count == 1000)
    #expect(h.events(.layout, "reloadData").count == 1)
    #expect(h.idle() == .reached)
    #expect(h.events(.layout, "reloadData").count == 2)
    #expect(h.events(.layout, "node layout done").count == 2)
    #expect(table.visibleRows == before && table.nodeLayoutsInFlight == 0)
  }

  @Test func reloadsWaitingForTheirLayoutsAreBounded() throws {
    let h = Harness()
    try h.table(rows: 50, strategy: .texture)
    for _ in 1..<TableView.maxNodeLayoutsInFlight { try h.scroll(.reloadData) }
    let table = try #require(h.tableView())
    #expect(table.nodeLayoutsInFlight == TableView.maxNodeLayoutsInFlight)
    let clock = h.engine.main.clock
    #expect(throws: ModelError.self) { try h.scroll(.reloadData) }
    #expect(throws: ModelError.self) { try h.set("feed", "thumbnails", .bool(true)) }
    // Refused without a trace: nothing queued, no time spent, the switch unchanged.
    #expect(table.nodeLayoutsInFlight == TableView.maxNodeLayoutsInFlight)
    #expect(h.engine.main.clock == clock && !table.showsThumbnails)
    #expect(h.idle() == .reached)
    #expect(table.nodeLayoutsInFlight == 0 && table.geometry.count == 50)
    try h.scroll(.reloadData)
  }

  @Test func aSwitchKeepsTheShownLayoutsUntilTheNewOnesReachMain() throws {
    let h = Harness()
    let posts = Harness.posts(40).map { post in
      var post = post
      post.thumbnails = ["https://example.com/a.png"]
      return post
    }
    try h.table(posts: posts, strategy: .texture, estimate: nil)
    #expect(h.idle() == .reached)
    let table = try #require(h.tableView())
    let before = table.geometry.contentHeight
    try h.set("feed", "thumbnails", .bool(true))
    // Until main gets the nodes, the rows on screen keep their heights and their layouts.
    #expect(table.geometry.contentHeight == before && table.nodeLayoutsInFlight == 1)
    #expect(table.heights.layouts[0]?.height == table.geometry.height(of: 0))
    #expect(h.idle() == .reached)
    #expect(table.geometry.contentHeight > before)
    #expect(table.heights.layouts[0]?.height == table.geometry.height(of: 0))
  }

  @Test func uikitTablesStillMeasureOnMain() throws {
    let h = Harness()
    try h.table(strategy: .sync)
    #expect(h.events(.layout, "node layout").isEmpty)
    #expect(h.events(.layout, "reloadData").count == 1)
    #expect(try #require(h.tableView()).geometry.count == 1000)
  }
}
