import LayerLab
import Testing

@testable import LayerLabShell

/// `events … kind K` and windows, `trace … columns A,B` and windows.
struct RecordFilterTests {
  func session() -> SessionHarness {
    let harness = SessionHarness()
    harness.prepare(
      "new label t frame=0,0,200,40 text=hi displaysAsynchronously=true", "run until idle",
      "signpost begin s", "t.setNeedsDisplay()", "run 20ms", "signpost end s")
    harness.clear()
    return harness
  }

  @Test func eventsKeepOneKindInsideTheWindow() throws {
    let harness = session()
    #expect(harness.run("events t kind checkpoint in s") == .ok, "\(harness.err)")
    let rows = harness.outLines.dropFirst(2)
    #expect(rows.count == 5, "C1, draw:text, C2, C3, C4 of the redraw only")
    #expect(rows.allSatisfy { $0.contains(" checkpoint ") })
  }

  @Test func traceTakesColumnsInTheirOrderAndAWindow() throws {
    let harness = session()
    #expect(harness.run("trace t columns outcome,draw in s") == .ok, "\(harness.err)")
    #expect(harness.outLines.first?.split(separator: " ") == ["outcome", "draw"])
    #expect(harness.outLines.count == 3, "the redraw's row only")
    #expect(harness.outLines.last?.hasSuffix(" 2") == true)
  }

  @Test(arguments: [
    ("events t kind nope", "unknown event kind 'nope' (one of: "),
    ("trace t columns nope", "unknown column 'nope'; the columns are draw,layer,"),
    ("events t kind", "missing value after 'kind'"),
    ("trace in nope", "no signpost interval 'nope'"),
  ])
  func badFiltersAreOneLine(line: String, message: String) {
    let harness = session()
    #expect(harness.run(line) == .failed)
    #expect(harness.errLines.count == 1 && harness.err.contains(message), "\(harness.err)")
  }
}
