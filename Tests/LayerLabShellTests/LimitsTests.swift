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
}
