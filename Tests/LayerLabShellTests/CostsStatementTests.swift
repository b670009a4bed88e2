import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

/// `costs` and `calibration` (issue 24): the price list, one view's draw, overrides and a
/// user's own observations, each refit printed.
@Suite("Session: costs and calibration")
struct CostsStatementTests {
  @Test func costsListsEveryPriceOnTheA13AndThisDevice() throws {
    let harness = SessionHarness(device: .iphone6)
    #expect(harness.run("costs") == .ok, "\(harness.err)")
    let out = harness.out
    for name in PriceName.allCases { #expect(out.contains(name.rawValue), "\(name)") }
    // On the A8 every price but the exponent is the A13's × the slowdown.
    let slowdown = DeviceProfile.iphone6.relativeSpeed
    let glyph = UnitPrices.standard[.layoutGlyph]
    let row = try #require(harness.outLines.first { $0.hasPrefix("layout.glyph") })
    #expect(row.contains(CalibrationReport.figure(glyph)))
    #expect(row.contains(CalibrationReport.figure(glyph * slowdown)))
    #expect(out.contains("cellConfigure") && out.contains("render server: prepare"))
  }

  @Test func costsOfAViewPricesItsStagesOnTheDevice() throws {
    let harness = SessionHarness()
    harness.prepare("new label title frame=0,0,200,40 text=Hello")
    #expect(harness.run("costs title") == .ok, "\(harness.err)")
    let line = try #require(harness.outLines.last)
    #expect(line.hasPrefix("title: a draw now costs"))
    #expect(line.contains("layout") && line.contains("context") && line.contains("image"))
    #expect(harness.run("costs titel") == .failed)
    #expect(harness.err.contains("unknown view 'titel'; did you mean 'title'?"))
  }

  @Test func setFixesAPriceRefitsTheRestAndPrintsTheFit() throws {
    let harness = SessionHarness()
    let before = harness.session.engine.costs.prices
    #expect(harness.run("costs set layout.glyph=1") == .ok, "\(harness.err)")
    let prices = harness.session.engine.costs.prices
    #expect(prices[.layoutGlyph] == 1)
    #expect(prices[.layoutLine] != before[.layoutLine])
    #expect(harness.out.contains("layout.glyph"))
    #expect(harness.out.contains("observations from"))
    // The override survives `reset` (a setting) and goes with `costs reset`.
    #expect(harness.run("reset") == .ok)
    #expect(harness.session.engine.costs.prices[.layoutGlyph] == 1)
    #expect(harness.run("costs reset") == .ok)
    #expect(harness.session.engine.costs.prices == .standard)
  }

  @Test func badSettingsAreRefusedAndChangeNothing() {
    let harness = SessionHarness()
    for (line, message) in [
      ("costs set layout.glyp=1", "unknown price 'layout.glyp'; did you mean 'layout.glyph'?"),
      ("costs set layout.glyph=-1", "layout.glyph must be a number above 0"),
      ("costs set layout.glyph=nan", "layout.glyph must be a number"),
      ("costs set speed.exponent=9", "speed.exponent must be a number 0 to 4"),
      ("costs set layout.glyph", "write costs set NAME=VALUE"),
      ("costs set", "usage: costs set NAME=VALUE"),
    ] {
      harness.clear()
      #expect(harness.run(line) == .failed, "\(line)")
      #expect(harness.err.contains(message), "\(line): \(harness.err)")
      #expect(harness.session.engine.costs.prices == .standard)
    }
  }

  @Test func fitAddsTheUsersObservationsAndRefits() throws {
    try SessionHarness.withScratchDirectory { dir in
      let file = dir + "/mine.json"
      let json = """
        [{"id": "my-label", "device": "iphone8", "micros": 400, "timed": "sizeThatFits",
          "work": {"layout.glyph": 24, "layout.line": 1}}]
        """
      try json.write(toFile: file, atomically: true, encoding: .utf8)
      let harness = SessionHarness()
      #expect(harness.run("costs fit \(file)") == .ok, "\(harness.err)")
      #expect(harness.out.contains("my-label"))
      #expect(harness.session.engine.costs.prices != .standard)
      #expect(harness.session.engine.costs.calibration.ownObservations.map(\.id) == ["my-label"])
    }
  }

  @Test func aBadObservationsFileNamesTheEntryAndChangesNothing() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      for (json, message) in [
        (#"{"id": 1}"#, "must hold an array of observations"),
        (
          #"[{"id": "a", "device": "iphone9", "micros": 1, "work": {"layout.glyph": 1}}]"#,
          "observation 0: unknown device 'iphone9'"
        ),
        (
          #"[{"id": "a", "device": "iphone8", "micros": 0, "work": {"layout.glyph": 1}}]"#,
          "micros must be at least 0.01 (10 ns), not 0.0"
        ),
        (
          #"[{"id": "a", "device": "iphone8", "micros": 5, "work": {"glyphs": 1}}]"#,
          "unknown work 'glyphs'"
        ),
        (
          #"[{"id": "lfb-iphone6", "device": "iphone8", "micros": 5, "work": {"layout.glyph": 1}}]"#,
          "id 'lfb-iphone6' is taken"
        ),
        (
          #"[{"id": "a", "device": "iphone8", "micros": 5, "work": {"layout.glyph": 1}, "x": 1}]"#,
          "unknown field 'x'"
        ),
      ] {
        let file = dir + "/bad.json"
        try json.write(toFile: file, atomically: true, encoding: .utf8)
        harness.clear()
        #expect(harness.run("costs fit \(file)") == .failed, "\(json)")
        #expect(harness.err.contains(message), "\(json): \(harness.err)")
        #expect(harness.session.engine.costs.prices == .standard)
      }
      harness.clear()
      #expect(harness.run("costs fit \(dir)/missing.json") == .failed)
    }
  }

  @Test func calibrationPrintsEveryObservationAndTheFittedPrices() throws {
    let harness = SessionHarness()
    #expect(harness.run("calibration") == .ok, "\(harness.err)")
    for observation in Observation.published {
      #expect(harness.out.contains(observation.id), "\(observation.id)")
    }
    #expect(harness.out.contains("left out of the fit one at a time"))
    #expect(harness.out.contains("layout.glyph ="))
    harness.clear()
    let id = try #require(Observation.published.first?.id)
    #expect(harness.run("calibration \(id)") == .ok)
    #expect(harness.out.contains("observed") && harness.out.contains("https://"))
    #expect(harness.run("calibration lfb-iphone") == .failed)
    #expect(harness.err.contains("unknown observation 'lfb-iphone'; did you mean"))
  }

  @Test func calibrationAsDataCarriesTheSources() throws {
    let harness = SessionHarness()
    harness.prepare(".mode csv")
    #expect(harness.run("calibration") == .ok, "\(harness.err)")
    let header = try #require(harness.outLines.first)
    #expect(header.hasPrefix("id,device,observed_us,predicted_us,ratio"))
    #expect(header.hasSuffix("publisher,os,timed,source,url"))
  }
}
