import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

/// `compare VIEW.PROP=V1,V2 …`: the same session file under several values of one property.
@Suite("Session: compare over property variants")
struct ComparePropertyTests {
  /// A label whose text wraps to several lines; the script sets its own numberOfLines at
  /// creation and again later, and both must give way to the compared value.
  static let label = """
    clock model
    new label t frame=0,0,300,40 numberOfLines=3 displaysAsynchronously=true text="an old text, much longer and slower to lay out than the new one; an old text, much longer and slower to lay out than the new one"
    run 50ms
    t.numberOfLines = 2
    run until idle
    """

  /// Runs `compare WHAT -- label.lab` in json mode and returns the rows' cells by column
  /// name, numbers written as JSON wrote them.
  private func compareRows(_ what: String, script: String = label) throws -> [[String: String]] {
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/label.lab"
      try AtomicFile.write(script, to: path)
      let harness = SessionHarness()
      harness.prepare(".mode json")
      #expect(harness.run("compare \(what) -- \(path)") == .ok)
      #expect(harness.err == "")
      return try harness.outLines.map { line in
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
        let row = try #require(object as? [String: Any])
        return row.mapValues { "\($0)" }
      }
    }
  }

  @Test func rowsAreNamedByTheirVariant() throws {
    let rows = try compareRows("t.numberOfLines=1,0")
    #expect(rows.map { $0["run"] } == ["t.numberOfLines=1", "t.numberOfLines=0"])
  }

  @Test func aVariantCrossesAStrategyTwoByTwo() throws {
    let rows = try compareRows("sync vvebo t.numberOfLines=1,0")
    #expect(
      rows.map { $0["run"] } == [
        "sync t.numberOfLines=1", "sync t.numberOfLines=0", "vvebo t.numberOfLines=1",
        "vvebo t.numberOfLines=0",
      ])
  }

  /// The frame decides the bitmap (width × height × scale² × 4 bytes on an iPhone 11 at 2×),
  /// and one line instead of all of them costs less CPU: the value reached the runs.
  @Test func theVariantIsApplied() throws {
    let frames = try compareRows(#"t.frame="0,0,10,10","0,0,300,80""#)
    #expect(frames.map { $0["run"] } == [#"t.frame="0,0,10,10""#, #"t.frame="0,0,300,80""#])
    #expect(frames.map { $0["peak_bitmap_bytes"] } == ["1600", "384000"])
    let lines = try compareRows("t.numberOfLines=1,0")
    let cpu = lines.compactMap { $0["cpu_mean_pct"].flatMap(Double.init) }
    try #require(cpu.count == 2)
    #expect(cpu[0] < cpu[1], "one line lays out and draws less than every line: \(cpu)")
  }

  /// In a compare run's session the forced value replaces the creation line's and the later
  /// setter's.
  @Test func theForcedValueWinsOverTheCreationLineAndLaterSetters() {
    let harness = SessionHarness()
    harness.session.compares.propertyOverrides = [
      Session.PropertyOverride(
        view: "t", property: "numberOfLines", value: Word(unquoted: "1"),
        variant: "t.numberOfLines=1,0")
    ]
    harness.prepare("new label t frame=0,0,300,40 numberOfLines=3 text=hi")
    #expect(harness.engine.view(named: "t")?.value(of: "numberOfLines") == .integer(1))
    harness.prepare("t.numberOfLines = 2", "new label u frame=0,0,300,40 numberOfLines=3")
    #expect(harness.engine.view(named: "t")?.value(of: "numberOfLines") == .integer(1))
    #expect(harness.engine.view(named: "u")?.value(of: "numberOfLines") == .integer(3))
  }

  @Test func sixteenRunsAreAllowedAndSeventeenRefused() throws {
    let sixteen = (1...16).map { "0.\($0 < 10 ? "0" : "")\($0)" }.joined(separator: ",")
    #expect(try compareRows("t.alpha=\(sixteen)").count == 16)
    let harness = SessionHarness()
    let seventeen = (1...17).map { "0.\($0 < 10 ? "0" : "")\($0)" }.joined(separator: ",")
    #expect(harness.run("compare t.alpha=\(seventeen) -- x.lab") == .failed)
    #expect(
      harness.err
        == "error: compare at most 16 runs at once (the compare-runs limit); 17 = 17 asked\n")
    #expect(
      harness.run("compare sync async t.alpha=0.1,0.2,0.3,0.4,0.5,0.6,0.7,0.8,0.9 -- x.lab")
        == .failed)
    #expect(harness.errLines.last?.contains("2 × 9 = 18 asked") == true)
  }

  @Test(arguments: [
    (
      "t.numberOfLine=1,0",
      "error: compare variant 't.numberOfLine=1,0': label 't' has no property 'numberOfLine'; "
        + "did you mean 'numberOfLines'?"
    ),
    (
      "t.numberOfLines=1,x",
      "error: compare variant 't.numberOfLines=1,x': bad number 'x' for 'numberOfLines' (a "
        + "whole number from 0 to 1000)"
    ),
    (
      "t.frame=0,0,10,10",
      "error: compare variant 't.frame=0,0,10,10': bad frame '0' (write x,y,width,height in "
        + "points, e.g. 0,0,200,40); quote each value with commas: t.frame=\"…\",\"…\""
    ),
  ])
  func aBadPropertyOrValueIsRefusedBeforeAnyRun(_ variant: String, error: String) throws {
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/label.lab"
      // A script that would fail if it ran: the refusal must come first.
      try AtomicFile.write(Self.label + "\nnosuchstatement", to: path)
      let harness = SessionHarness()
      #expect(harness.run("compare \(variant) -- \(path)") == .failed)
      #expect(harness.err == error + "\n")
      #expect(harness.out == "")
    }
  }

  @Test func aViewTheScriptNeverMakesIsOneErrorNamingTheScript() throws {
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/label.lab"
      try AtomicFile.write(Self.label, to: path)
      let harness = SessionHarness()
      #expect(harness.run("compare tt.alpha=0.5,1 -- \(path)") == .failed)
      #expect(
        harness.err
          == "error: compare variant 'tt.alpha=0.5,1': '\(path)' never makes a view 'tt'; "
          + "did you mean 't'?\n")
      #expect(harness.out == "")
    }
  }

  @Test func malformedVariantsAreRefused() {
    let harness = SessionHarness()
    #expect(harness.run("compare alpha=1,0 -- x.lab") == .failed)
    #expect(harness.errLines.last?.contains("'alpha=1,0' is not a property variant") == true)
    #expect(harness.run("compare t.alpha=1,,0 -- x.lab") == .failed)
    #expect(harness.errLines.last?.contains("empty value in 't.alpha=1,,0'") == true)
    #expect(harness.run("compare t.alpha=1 t.alpha=0 -- x.lab") == .failed)
    #expect(harness.errLines.last?.contains("'t.alpha' is varied twice") == true)
    #expect(harness.run("compare sync feed.strategy=vvebo -- x.lab") == .failed)
    #expect(harness.errLines.last?.contains("both vary the strategy") == true)
  }
}
