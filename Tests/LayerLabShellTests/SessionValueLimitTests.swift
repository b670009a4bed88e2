import LayerLab
import Testing

@testable import LayerLabShell

/// Font sizes, text lengths and line lengths the session refuses, and the limits they name.
@Suite("Session: values over a limit are refused by name")
struct SessionValueLimitTests {
  private func labelSession() -> SessionHarness {
    let harness = SessionHarness()
    harness.prepare(#"new label title frame=0,0,200,40 text=Hello font="DejaVu Sans 17""#)
    return harness
  }

  @Test(arguments: ["99999", "40000", "0", "-5", "1e9", "1001", "12pt"])
  func aFontSizeOutsideTheRangeIsRefused(_ size: String) {
    let harness = labelSession()
    let before = harness.snapshot(of: "title")
    #expect(harness.run(#"title.font = "DejaVu Sans \#(size)""#) == .failed)
    #expect(
      harness.errLines == [
        #"error: font size '\#(size)' in 'font' must be within 1…1000 points, "#
          + #"e.g. font="DejaVu Sans 17""#
      ])
    #expect(harness.snapshot(of: "title") == before)
  }

  /// Issue 44: four 2048 pt image views on an iPad passed the budget one bitmap each and
  /// peaked at 627 MB; counted with the replacement each holds while it redraws, two fit and
  /// the third is refused, naming the limit (a repeat checks bitmap bytes summed over new
  /// views as it runs, README's Limits).
  @Test func imageViewsWhoseRedrawsWouldPassTheBudgetAreRefused() {
    let harness = SessionHarness()
    harness.prepare("device ipadpro-m4")
    #expect(
      harness.run(#"repeat 4 new image a$i frame=0,0,2048,2048 url=https://x/$i.png"#)
        == .failed)
    #expect(harness.err.contains("the bitmap-bytes limit is 256 MiB"), "\(harness.err)")
    #expect(harness.err.contains("each layer's and its replacement's"), "\(harness.err)")
    #expect(harness.engine.view(named: "a2") == nil && harness.engine.view(named: "a3") == nil)
    #expect(BitmapBudget.needed(in: harness.engine) <= BitmapBudget.maxBytes)
  }

  @Test func aNewLabelWithAHugeFontIsNotCreated() {
    let harness = SessionHarness()
    #expect(harness.run(#"new label big text=x font="DejaVu Sans 99999""#) == .failed)
    #expect(harness.engine.view(named: "big") == nil)
  }

  @Test(arguments: [
    "DejaVu Sans 1", "DejaVu Sans 1000", "DejaVu Sans 12.5", "DejaVu Sans 24px",
    "DejaVu Sans Bold", "Monospace",
  ])
  func fontsWithinTheRangeOrWithoutASizeAreTaken(_ font: String) {
    let harness = labelSession()
    #expect(harness.run(#"title.font = "\#(font)""#) == .ok, "\(harness.err)")
    #expect(harness.engine.view(named: "title")?.value(of: "font") == .text(font))
  }

  @Test func aTextAtTheLimitIsTakenAndOneLongerIsRefused() {
    let harness = labelSession()
    let limit = ValueLimits.maxTextLength
    let atLimit = String(repeating: "a", count: limit)
    #expect(harness.run("title.text = \(atLimit)") == .ok)
    let before = harness.snapshot(of: "title")
    #expect(harness.run("title.text = \(atLimit)b") == .failed)
    #expect(
      harness.errLines == [
        "error: 'text' is longer than \(limit) characters, the text-length limit; shorten it"
      ])
    #expect(harness.snapshot(of: "title") == before)
  }

  @Test func aCellTextOverTheLimitIsRefused() {
    let harness = SessionHarness()
    harness.prepare("new cell c")
    let long = String(repeating: "é", count: ValueLimits.maxTextLength + 1)
    #expect(harness.run("c.text = \(long)") == .failed)
    #expect(harness.err.contains("the text-length limit"))
  }

  @Test func aLineOverTheLimitIsRefusedWithoutRunningAnyOfIt() {
    let harness = labelSession()
    let before = harness.snapshot(of: "title")
    let line = "title.text = x; " + String(repeating: "y", count: Session.maxLineBytes)
    #expect(harness.run(line, at: .file("<stdin>", line: 3)) == .failed)
    #expect(
      harness.errLines == [
        "layerlab:<stdin>:3: error: line is longer than \(Session.maxLineBytes) bytes, the "
          + "line-length limit; split it into several statements"
      ])
    #expect(harness.snapshot(of: "title") == before)
  }

  @Test func errorsQuoteAtMostEightyCharactersOfInput() {
    let harness = SessionHarness()
    let word = String(repeating: "z", count: 20_000)
    #expect(harness.run(word) == .failed)
    let quoted = String(repeating: "z", count: Excerpt.maxQuoted) + "…"
    #expect(harness.errLines == ["error: unknown statement '\(quoted)'; type 'help' for the list"])
  }

  @Test func shortQuotationsAndTheShellsOwnWordsAreLeftAlone() {
    let long = String(repeating: "n", count: 200)
    #expect(
      Excerpt.shorteningQuotes(in: "bad 'x' and '\(long)'") == "bad 'x' and '"
        + String(repeating: "n", count: 80) + "…'")
    let plain = "no quotes, only words of the shell, " + String(repeating: "word ", count: 30)
    #expect(Excerpt.shorteningQuotes(in: plain) == plain)
    // A word longer than any of the shell's own is input echoed without quotes: cut (issue 44).
    #expect(
      Excerpt.shorteningQuotes(in: "got " + long + " here")
        == "got " + String(repeating: "n", count: 80) + "… here")
    #expect(Excerpt.of("short") == "short")
    // A quotation of words is cut between two of them, never inside one (issue 40: errors
    // read "y a…" and "estimatedRowHeigh…").
    let statement =
      "new table t rows=60 cell=p estimatedRowHeight=automatic heightsMeasured=whenAsked"
    let cut = Excerpt.of(statement)
    #expect(cut == "new table t rows=60 cell=p estimatedRowHeight=automatic …", "\(cut)")
    #expect(cut.count <= Excerpt.maxQuoted + 2)
  }
}
