import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

/// The limits table: every row read from its enforcing constant, and refusals that name
/// their limit.
@Suite("Limits: one table, numbers from the checks")
struct LimitsTests {
  private func value(_ name: String) -> String? {
    Limits.rows.first { $0.name == name }?.value
  }

  @Test func eachRowShowsTheConstantThatEnforcesIt() {
    #expect(value("line length") == "\(Session.maxLineBytes) bytes")
    #expect(value("text length") == "\(ValueLimits.maxTextLength) characters")
    #expect(value("views") == String(Engine.maxViews))
    #expect(value("scheduled inputs") == String(Engine.maxScheduled))
    #expect(value("events per run") == String(Engine.eventBudget))
    #expect(value(".read/compare nesting") == String(Session.maxReadDepth))
    #expect(value("repeat count") == String(ScheduleStatement.maxRepeat))
    #expect(value("step count") == String(Statements.maxCount))
    #expect(value("table rows") == String(SyntheticFeed.maxRows))
    #expect(value("bitmap bytes") == "256.0 MiB")
    #expect(value("run duration") == "3600s")
    #expect(value("font size") == "1…1000 pt")
    #expect(value("script size") == "16.0 MiB")
    #expect(value("feed file size") == "16.0 MiB")
  }

  @Test func namesAreUniqueAndTheHelpTextListsEveryRow() {
    let names = Limits.rows.map(\.name)
    #expect(Set(names).count == names.count)
    let lines = SessionHarness.lines(Limits.helpText())
    #expect(lines.count == names.count + 2)
    #expect(lines.first?.hasPrefix("limit") == true)
    for name in names {
      #expect(lines.contains { $0.hasPrefix(name + " ") }, "\(name)")
    }
  }

  @Test func helpLimitsPrintsEveryRowFromItsConstant() {
    let harness = SessionHarness()
    #expect(harness.run("help limits") == .ok)
    for row in Limits.rows {
      #expect(harness.out.contains(row.name) && harness.out.contains(row.value))
    }
  }

  @Test func refusalsNameTheirLimit() {
    let harness = SessionHarness()
    harness.prepare("new label t")
    #expect(harness.run("repeat 2 repeat 2 repeat 2 repeat 2 repeat 2 seed 1") == .failed)
    #expect(harness.err.contains("at most 4, the repeat-nesting limit"))
    harness.clear()
    #expect(harness.run("run 2h") == .failed)
    #expect(harness.err.contains("at most 3600s"))
    harness.clear()
    #expect(harness.run(String(repeating: " ", count: Session.maxLineBytes + 1)) == .failed)
    #expect(harness.err.contains("the line-length limit"))
  }

  /// Over each limit a statement can reach in one line, the refusal names the limit as
  /// `help limits` lists it (its words joined by hyphens), so a reader can look it up.
  @Test(arguments: [
    ("repeat 10001 seed 1", "repeat count"),
    ("step 100001", "step count"),
    ("run 3601s", "run duration"),
    ("new table t rows=100001", "table rows"),
    ("new label big frame=0,0,5000,40", "bitmap side"),
  ])
  func refusalsOverALimitNameItsRow(line: String, row: String) {
    let harness = SessionHarness()
    #expect(Limits.rows.contains { $0.name == row })
    #expect(harness.run(line) == .failed)
    let phrase = "the \(row.replacingOccurrences(of: " ", with: "-")) limit"
    #expect(harness.err.contains(phrase), "\(harness.err)")
  }

  @Test func tooManyComparedRunsNameTheLimit() throws {
    try SessionHarness.withScratchDirectory { directory in
      let path = "\(directory)/x.lab"
      try "run 1ms\n".write(toFile: path, atomically: true, encoding: .utf8)
      let harness = SessionHarness()
      // 4 strategies × 3 pools = 12 runs fit under 16; × 2 devices = 24 do not.
      let many = "sync async vvebo texture yy ad global device iphone6 iphone11"
      #expect(harness.run("compare \(many) -- \(path)") == .failed)
      #expect(harness.err.contains("the compare-runs limit"), "\(harness.err)")
      #expect(harness.err.contains("4 × 3 × 2 = 24 asked"), "\(harness.err)")
    }
  }

  /// Under a limit's lower bound (a count of 0), the value is wrong, not over a limit.
  @Test func aZeroCountNamesNoLimit() {
    let harness = SessionHarness()
    #expect(harness.run("step 0") == .failed)
    #expect(harness.err.contains("from 1 to 100000, got 0") && !harness.err.contains("limit"))
  }
}
