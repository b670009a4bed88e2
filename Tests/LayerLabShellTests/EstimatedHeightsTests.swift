import LayerLab
import Testing

@testable import LayerLabShell

/// Issue 39: UITableView's estimated heights (the default since iOS 11) as UIKit runs them. A
/// fling in flight decelerates against the content's current size as rows are measured, so it
/// travels as far as with exact heights; a jump lands on the row asked and asks the rows truly
/// on screen.
@Suite("Tables: estimated heights")
struct EstimatedHeightsTests {
  /// 450 pt rows the automatic estimate (44 pt) knows nothing of.
  static let declaration = [
    "new prototype p height=450",
    "new label p.body frame=15,10,width-30,40 text=$row.name",
  ]

  private func table(rows: Int, estimate: String) -> SessionHarness {
    let harness = SessionHarness()
    harness.prepare(Self.declaration[0], Self.declaration[1])
    harness.prepare(
      "new table t rows=\(rows) cell=p estimatedRowHeight=\(estimate)", "run until idle")
    return harness
  }

  private func value(_ harness: SessionHarness, _ property: String) -> PropertyValue? {
    harness.engine.view(named: "t")?.value(of: property)
  }

  /// The case: the fling stopped at 3368 pt (the estimated content's bottom when it
  /// began) where exact heights take it to 3992.
  @Test(arguments: ["automatic", "44", "1000"])
  func aFlingTravelsAsFarAsWithExactHeights(_ estimate: String) {
    let exact = table(rows: 60, estimate: "0")
    let estimated = table(rows: 60, estimate: estimate)
    for harness in [exact, estimated] {
      harness.prepare("t.fling(velocity: -8000)", "run 6s")
    }
    #expect(value(estimated, "contentOffset") == value(exact, "contentOffset"))
    #expect(value(exact, "contentOffset") == .number(3992))
  }

  @Test func flingsReachTheLastRow() {
    let harness = table(rows: 60, estimate: "automatic")
    harness.prepare(
      "t.fling(velocity: -30000)", "run 1s", "t.fling(velocity: -30000)", "run 10s")
    #expect(value(harness, "contentHeight") == .number(60 * 450))
    let table = harness.engine.view(named: "t") as? TableView
    #expect(table?.visibleRows.last == 59)
  }

  /// `scrollTo(row: 100)` reported rows 100-120 visible (their 44 pt estimates) and drew two:
  /// now row 100 is at the top and the rows on screen are the two that fit.
  @Test func aJumpShowsTheRowAskedAndOnlyTheRowsOnScreen() throws {
    let harness = table(rows: 200, estimate: "automatic")
    harness.prepare("t.scrollTo(row: 100)", "run until idle")
    let table = try #require(harness.engine.view(named: "t") as? TableView)
    #expect(table.visibleRows == [100, 101])
    #expect(table.geometry.top(of: 100) == table.contentOffset)
    #expect(table.cell(forRow: 100) != nil && table.cell(forRow: 101) != nil)
  }
}
