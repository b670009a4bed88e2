import Testing

@testable import LayerLab

/// Issue 24: row heights asked as UIKit asks them — `estimatedRowHeight` automatic by default
/// (iOS 11+), an explicit estimate, or 0 (every row at reloadData) — each height measured
/// from text priced by the layout formula a draw's layout stage uses, and cached as the apps
/// cache them (AsyncDraw's `heightWith:`, VVebo's `loadData`).
@Suite struct RowHeightPricingTests {
  /// `new table NAME rows=N cell=news strategy=sync [estimatedRowHeight=…]` typed (the
  /// AsyncDraw demo's cell, the shipped prototype `newsCell`).
  func newsTable(_ h: Harness, rows: Int = 1000, estimate: String? = nil) throws(ModelError) {
    try h.declareNewsCell()
    var properties = [
      PropertySetting("cell", .text(Harness.newsCell)),
      PropertySetting("strategy", .choice("sync")),
      PropertySetting("images", .bool(false)),
    ]
    if let estimate { properties.append(PropertySetting("estimatedRowHeight", .text(estimate))) }
    try h.engine.input(
      .createTable(
        name: "news", rows: TableRows(posts: Harness.posts(rows), source: "test"),
        properties: properties), text: "new table news")
  }

  /// The layout formula's price for one text as the renderer measures it.
  func formula(_ h: Harness, _ label: LabelDrawing, width: Double) -> Micros {
    let measured = h.renderer.measure(label, width: width)
    return h.engine.costs.modelCost(
      of: .layout,
      counts: RenderCounts(
        pixels: 0, glyphs: measured.glyphs, lines: measured.lines,
        characterWrapped: measured.characterWrapped),
      speedFactor: h.engine.speedFactor)
  }

  /// A news row: the demo's `heightWith:` lays out its content only.
  func newsPrice(_ h: Harness, row: Int, table: TableView) -> Micros {
    formula(
      h, NewsFeed.contentDrawing(table.posts[row].text), width: table.frame.width - 20)
  }

  /// A feed row: VVebo's `loadData` lays out the text (17 pt) and the retweet (16 pt), 5 pt
  /// line spacing, 15 pt in from each side (`Prototypes/feed.lab`'s labels).
  func feedPrice(_ h: Harness, row: Int, table: TableView) -> Micros {
    let post = table.posts[row]
    let width = table.frame.width - 30
    var price: Micros = 0
    for (font, text) in [("DejaVu Sans 17", post.text), ("DejaVu Sans 16", post.retweet)]
    where !text.isEmpty {
      price += formula(
        h, LabelDrawing(text: text, font: font, lineSpacing: 5, numberOfLines: 0), width: width)
    }
    return price
  }

  func heightSpans(_ h: Harness) -> [SpanRecord] {
    h.engine.recording.spans.filter { $0.category == "heights" }
  }

  @Test func theDefaultIsAutomaticAndAsksHeightsAsRowsNearTheScreen() throws {
    let h = Harness()
    try newsTable(h)
    let table = try #require(h.tableView("news"))
    #expect(table.estimatedRowHeight == .automatic)
    #expect(table.value(of: "estimatedRowHeight") == .text("automatic"))
    #expect(table.measuredRows == 0, "reloadData asks no height")
    #expect(table.geometry.contentHeight == RowHeightEstimate.automaticStandIn * 1000)
    #expect(h.idle() == .reached)
    let first = table.measuredRows
    #expect(first > 0 && first < 60, "the rows near the screen, asked in its layout")
    #expect(heightSpans(h).allSatisfy { !$0.name.hasSuffix("at reloadData") })
    try h.scroll(.drag(dy: -3000, duration: 300_000), on: "news")
    #expect(h.idle() == .reached)
    #expect(table.measuredRows > first && table.measuredRows < 200, "more, during the scroll")
  }

  @Test func zeroAsksAndMeasuresEveryRowAtReloadPricedAsLayout() throws {
    let h = Harness()
    try newsTable(h, rows: 300, estimate: "0")
    let table = try #require(h.tableView("news"))
    #expect(table.estimatedRowHeight == .exact)
    #expect(table.measuredRows == 300)
    let span = try #require(heightSpans(h).first)
    #expect(span.name == "heightForRow news ×300 at reloadData")
    let layout = (0..<300).reduce(0) { $0 + newsPrice(h, row: $1, table: table) }
    #expect(layout > 300 * h.engine.costs.layoutPerLayer, "more than the old 2 µs a text")
    #expect(span.end - span.start == h.engine.costs.table.heightLookup * 300 + layout)
  }

  @Test func aRowMeasuredAsItNearsTheScreenIsChargedItsLayoutFormula() throws {
    let h = Harness()
    try newsTable(h)
    let table = try #require(h.tableView("news"))
    #expect(h.idle() == .reached)
    let asked = (0..<1000).filter { table.heights.layouts[$0] != nil }
    #expect(!asked.isEmpty)
    let expected =
      h.engine.costs.table.heightLookup * Micros(asked.count)
      + asked.reduce(0) { $0 + newsPrice(h, row: $1, table: table) }
    let charged = heightSpans(h).reduce(0) { $0 + $1.end - $1.start }
    #expect(charged == expected)
  }

  /// AsyncDraw's `heightWith:` keeps heights in its NSCache: after `reloadData` UIKit asks
  /// again (it forgot), and the cache answers without laying anything out.
  @Test func aCachedRowIsAskedAgainAfterReloadButNotMeasuredOrChargedAgain() throws {
    let h = Harness()
    try newsTable(h)
    let table = try #require(h.tableView("news"))
    #expect(h.idle() == .reached)
    let measured = table.measuredRows
    let before = heightSpans(h).count
    try h.scroll(.reloadData, on: "news")
    #expect(h.idle() == .reached)
    #expect(table.measuredRows == measured)
    let again = Array(heightSpans(h).dropFirst(before))
    let span = try #require(again.first)
    #expect(!span.name.contains("measured"))
    let asked = table.heights.askedRows.filter { $0 }.count
    #expect(asked > 0)
    #expect(
      again.reduce(0) { $0 + $1.end - $1.start } == h.engine.costs.table.heightLookup
        * Micros(asked))
  }

  /// VVebo's `loadData` computes every row's frame on main before the first reloadData;
  /// UIKit still asks lazily (automatic), so unasked rows count as 44 pt until then.
  @Test func feedRowsAreMeasuredAtLoadAsVVeboDoesAndPricedAsLayout() throws {
    let h = Harness()
    try h.table(rows: 200, estimate: nil)
    let table = try #require(h.tableView())
    #expect(table.measuredRows == 200)
    #expect(table.geometry.contentHeight == RowHeightEstimate.automaticStandIn * 200)
    let load = try #require(heightSpans(h).first)
    #expect(load.name == "loadData feed ×200")
    let expected = (0..<200).reduce(0) { $0 + feedPrice(h, row: $1, table: table) }
    #expect(load.end - load.start == expected)
    // A reload measures nothing again: the rows keep their frames.
    #expect(h.idle() == .reached)
    try h.scroll(.reloadData)
    #expect(h.idle() == .reached)
    #expect(table.measuredRows == 200)
    #expect(heightSpans(h).filter { $0.name.hasPrefix("loadData") }.count == 1)
  }

  @Test func badEstimatesAreRefusedNamingTheSettings() {
    let h = Harness()
    #expect(RowHeightEstimate("automatic") == .automatic)
    #expect(RowHeightEstimate("0") == .exact)
    #expect(RowHeightEstimate("120") == .points(120))
    for bad in ["auto", "-1", "20000", "nan"] {
      #expect(RowHeightEstimate(bad) == nil)
      do {
        try newsTable(h, estimate: bad)
        Issue.record("'\(bad)' was taken")
      } catch {
        #expect(error.message.contains("automatic"), "\(error.message)")
      }
    }
    #expect(h.tableView("news") == nil)
  }

  /// Texture: each node's texts laid out off main, priced by the same formula (plus the
  /// node's configuration), so every row's work follows its text.
  @Test func textureNodeLayoutIsPricedByTheLayoutFormula() throws {
    let h = Harness()
    try h.table(rows: 50, strategy: .texture, estimate: nil)
    let table = try #require(h.tableView())
    #expect(table.estimatedRowHeight == .exact, "ASTableView sets 0")
    for row in [0, 7, 49] {
      #expect(
        table.heights.nodeRowCost(row, in: h.engine)
          == h.engine.costs.table.cellConfigure + feedPrice(h, row: row, table: table))
    }
    #expect(h.idle() == .reached)
    let speeds = Dictionary(
      h.engine.device.cpuCores.map { ($0.label, $0.speed) }, uniquingKeysWith: { a, _ in a })
    var work = 0.0
    for slice in h.engine.recording.cpuSlices(upTo: h.engine.main.clock)
    where slice.thread.hasPrefix("texture.layout.") {
      work += Double(slice.duration) * (speeds[slice.core] ?? 0)
    }
    let expected = Double(
      (0..<50).reduce(0) {
        $0 + h.engine.costs.table.cellConfigure + feedPrice(h, row: $1, table: table)
      }
    )
    #expect(work >= expected && work <= expected + Double(CPUScheduler.switchCost * 60))
  }
}
