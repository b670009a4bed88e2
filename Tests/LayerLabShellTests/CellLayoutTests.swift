import LayerLab
import Testing

@testable import LayerLabShell

/// Issue 40: a prototype's `layout=frames|autolayout|stackview` and
/// `heightsMeasured=selfSizing` — the same frames, priced as the work that finds them on main.
@Suite("Prototypes: layout engines and self-sizing cells")
struct CellLayoutTests {
  /// A three-view cell on an iPhone 8 at its peak clock (so a span is its price), laid out by
  /// `layout`, its heights measured `heights`.
  private func table(layout: String, heights: String = "whenAsked") -> SessionHarness {
    let harness = SessionHarness()
    harness.prepare(
      "clock model", "device iphone8", "cpuclock fixed",
      "new prototype p height=fit+10 layout=\(layout) heightsMeasured=\(heights)",
      "new label p.title frame=15,10,width-30,fit text=$row.name",
      "new label p.body frame=15,title.maxY+4,width-30,fit text=$row.text numberOfLines=0",
      "new view p.line frame=0,body.maxY+9,width,1",
      "new table t rows=60 cell=p", "run until idle")
    return harness
  }

  private func spans(_ harness: SessionHarness, _ category: String) -> [SpanRecord] {
    harness.engine.recording.spans.filter { $0.category == category }
  }

  /// One engine pass over the cell's three views, on this phone, at the standard prices.
  private func pass(_ price: PriceName, in harness: SessionHarness) -> Micros {
    Micros(cost: UnitPrices.standard[price] * 3 * harness.engine.slowdown)
  }

  @Test func framesCostNoLayoutStage() {
    let harness = table(layout: "frames")
    harness.prepare("t.fling(velocity: -6000)", "run 1s")
    #expect(spans(harness, "constraints").isEmpty)
  }

  /// Every cell configured solves its views once, priced per view at the engine's price.
  @Test(arguments: [("autolayout", PriceName.autolayoutView), ("stackview", .stackviewView)])
  func eachCellConfiguredSolvesItsViews(_ layout: String, _ price: PriceName) throws {
    let harness = table(layout: layout)
    harness.prepare("t.fling(velocity: -6000)", "run 1s")
    let passes = spans(harness, "constraints")
    let table = try #require(harness.engine.view(named: "t") as? TableView)
    #expect(passes.count == table.tally.configured, "one pass per cellForRow")
    let expected = pass(price, in: harness)
    #expect(expected > 0)
    for span in passes { #expect(span.end - span.start == expected, "\(span.name)") }
    #expect(passes.first?.name.contains("3 views") == true)
  }

  /// The app's height code measures texts only; self-sizing cells are sized by UIKit when
  /// cellForRow hands each over — its texts and one engine pass — and, having no app cache,
  /// again for every row shown after a reload.
  @Test func selfSizingCellsAreSizedAgainAfterEveryReload() throws {
    let cached = table(layout: "autolayout")
    let selfSizing = table(layout: "autolayout", heights: "selfSizing")
    func sizings(_ harness: SessionHarness) -> [SpanRecord] {
      spans(harness, "heights").filter { $0.name.hasPrefix("systemLayoutSizeFitting") }
    }
    let first = sizings(selfSizing)
    let shown = try #require(selfSizing.engine.view(named: "t") as? TableView).visibleRows
    #expect(first.count == shown.count, "one sizing per row shown")
    for harness in [cached, selfSizing] { harness.prepare("t.reloadData()", "run until idle") }
    #expect(sizings(cached).isEmpty)
    let again = sizings(selfSizing)
    #expect(again.count == first.count * 2, "every row shown is sized again")
    for span in again {
      #expect(span.end - span.start >= pass(.autolayoutView, in: selfSizing), "\(span.name)")
    }
  }

  /// iOS 15's cell prefetching prepares the next row's cell — its cellForRow, layout stage
  /// and self-sizing — in a scroll frame's spare time after the commit; the frame that brings
  /// the row shows it without cellForRow.
  @Test func prefetchedCellsAreConfiguredAheadAndShownWithoutCellForRow() throws {
    let harness = table(layout: "stackview", heights: "selfSizing")
    harness.prepare("t.prefetch = cells", "t.fling(velocity: -3000)", "run 600ms")
    let prefetches = spans(harness, "prefetch")
    #expect(!prefetches.isEmpty)
    // Every prefetch happened after a commit, before the next vsync.
    let commits = harness.engine.recording.spans.filter { $0.category == "commit" }
    for span in prefetches {
      #expect(commits.contains { $0.end <= span.start && span.start - $0.end < 1_000 })
    }
    // The rows prefetched came on screen without a cellForRow of their own: each was
    // configured once, by its prefetch, and some are on screen now.
    let table = try #require(harness.engine.view(named: "t") as? TableView)
    let rows = prefetches.compactMap { Int($0.name.split(separator: " ").last ?? "") }
    #expect(!rows.isEmpty)
    let configured = harness.engine.recording.events.compactMap { event -> Int? in
      if case .cellForRow(let row, _) = event.payload { return row }
      return nil
    }
    for row in rows { #expect(configured.filter { $0 == row }.count == 1, "row \(row)") }
    #expect(rows.contains { table.visibleRows.contains($0) }, "\(rows) \(table.visibleRows)")
    // Each prefetched cell was sized then (self-sizing), not again when shown.
    let sized = spans(harness, "heights").filter { $0.name.hasPrefix("systemLayoutSizeFitting") }
    for row in rows { #expect(sized.filter { $0.name.hasSuffix("(row \(row))") }.count == 1) }
  }

  /// `explain` names the engine when its passes made a frame late (an iPhone 4s at stack
  /// views, where one pass is tens of milliseconds).
  @Test func explainNamesTheEngine() {
    let harness = table(layout: "stackview")
    harness.prepare("device iphone4s", "run until idle", "t.fling(velocity: -6000)", "run 1s")
    harness.run("explain frames")
    #expect(harness.out.contains("main: Auto Layout solved configured cells"), "\(harness.out)")
    #expect(harness.out.contains("layout=frames"), "\(harness.out)")
  }

  @Test func costsPricesTheLayoutStageWithItsSpread() {
    let harness = table(layout: "autolayout")
    harness.run("costs p")
    #expect(harness.out.contains("its layout stage "), "\(harness.out)")
    #expect(harness.out.contains(" ±"), "\(harness.out)")
    #expect(harness.out.contains("Auto Layout solves 3 views at autolayout.view"))
    harness.clear()
    harness.run("p.layout=frames")
    harness.run("costs p")
    #expect(harness.out.contains("layout stage nothing more (layout=frames"), "\(harness.out)")
  }

  @Test func anUnknownLayoutIsRefusedWithTheChoices() {
    let harness = table(layout: "frames")
    #expect(harness.run("p.layout=flexbox") != .ok)
    #expect(harness.err.contains("frames"), "\(harness.err)")
    #expect(harness.err.contains("autolayout"), "\(harness.err)")
    #expect(harness.engine.view(named: "p").map { ($0 as? CellPrototype)?.layout } == .frames)
  }
}
