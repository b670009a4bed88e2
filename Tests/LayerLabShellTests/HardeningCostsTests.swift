import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

/// Issue 44: `costs set` and `costs fit` cannot take a price where the clock's arithmetic
/// traps or one event lasts for years. A refit that leaves the range `costs set` enforces is
/// refused whole, tied prices and the exponent included; nonsense observations are refused
/// before any fit.
@Suite("Hardening: prices a user fixes or fits")
struct HardeningCostsTests {
  /// 43 characters that crashed the process: the refit drove the speed exponent to 14.7, the
  /// iPhone 4s's slowdown to 10²⁰, and `CostModel.scaled(by:)` trapped converting it. The
  /// fit now stops the exponent at the edge `costs set` allows (4), and the device loads.
  @Test func theCrashIn43CharactersStopsTheExponentAtItsEdge() throws {
    let harness = SessionHarness()
    #expect(harness.run("costs set layout.glyph=1e-9") == .ok, "\(harness.err)")
    #expect(harness.engine.costs.prices[.speedExponent] == 4)
    #expect(harness.out.contains("speed.exponent 1.27 → 4"), "\(harness.out)")
    #expect(harness.run("device iphone4s") == .ok, "\(harness.err)")
    harness.prepare("new label a frame=0,0,100,20 text=hi")
    #expect(harness.run("run until idle") == .ok, "\(harness.err)")
  }

  /// A tied price follows its anchor: `raster.pixel=1e9` took `image.pixel` (13.7×) past the
  /// 1e9 ns/px `costs set` allows; the refusal names the tied price and its tie.
  @Test func aTiedPricePastItsRangeRefusesTheSet() {
    let harness = SessionHarness()
    #expect(harness.run("costs set raster.pixel=1e9") == .failed)
    #expect(
      harness.err.contains("image.pixel (kept at 13.7× raster.pixel) at 1.37e+10 ns/px"),
      "\(harness.err)")
    #expect(harness.engine.costs.prices == .standard)
  }

  /// Whatever a user fixes, at either end of what `costs set` takes, the prices the session
  /// then runs on are inside the ranges, or nothing changed.
  @Test(arguments: PriceName.allCases)
  func everyAcceptedSetLeavesEveryPriceInItsRange(_ name: PriceName) {
    for value in name == .speedExponent ? [0.0, 4] : [1e-9, 1e-3, 1e3, 1e9] {
      let harness = SessionHarness()
      let outcome = harness.run("costs set \(name.rawValue)=\(value)")
      let prices = harness.engine.costs.prices
      if outcome == .failed {
        #expect(prices == .standard, "\(name)=\(value)")
        continue
      }
      for other in PriceName.allCases {
        let shown = prices[other] * other.displayScale
        #expect(other.allowed.contains(shown), "\(name)=\(value): \(other) = \(shown)")
      }
      // And every device's costs are made without a trap.
      for device in DeviceProfile.all {
        #expect(harness.run("device \(device.name)") == .ok, "\(device.name): \(harness.err)")
      }
    }
  }

  /// The two-line observation file that crashed `costs fit` (under `--safe` too): a time of
  /// 1e-300 µs beside one of a day. Each is refused with the entry named, before any fit.
  @Test func meaninglessObservationsAreRefusedBeforeAnyFit() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      for (entries, message) in [
        (
          #"{"id": "a", "device": "iphone8", "micros": 1e-300, "work": {"layout.glyph": 1}}"#,
          "observation 0: micros must be at least 0.01 (10 ns), not 1e-300"
        ),
        (
          #"{"id": "a", "device": "iphone8", "micros": 5, "work": {"layout.glyph": 1}}, "#
            + #"{"id": "b", "device": "iphone4s", "micros": 86400000000, "#
            + #""work": {"layout.glyph": 1}}"#,
          "observation 1: 86400000000.0 µs is over 1000× from what the standard prices give"
        ),
        (
          #"{"id": "a", "device": "iphone8", "micros": 5, "work": {"layout.glyph": 1e-300}}"#,
          "work 'layout.glyph' must be 0 or at least 0.001"
        ),
      ] {
        let file = dir + "/bad.json"
        try "[\(entries)]".write(toFile: file, atomically: true, encoding: .utf8)
        harness.clear()
        #expect(harness.run("costs fit \(file)") == .failed, "\(entries)")
        #expect(harness.err.contains(message), "\(entries): \(harness.err)")
        #expect(harness.engine.costs.prices == .standard)
      }
    }
  }

  /// Observations that want a negative exponent (an iPhone 4s a dozen times faster than an
  /// iPhone 11 at the same glyphs, eight times each) get the edge of the range, 0, and the
  /// fit's table shows how far off that leaves them.
  @Test func aFitThatWantsToLeaveTheRangeStopsAtItsEdge() throws {
    try SessionHarness.withScratchDirectory { dir in
      let entries = (0..<8).map { i in
        #"{"id": "old\#(i)", "device": "iphone4s", "micros": 10, "#
          + #""work": {"layout.glyph": 1000}}, "#
          + #"{"id": "new\#(i)", "device": "iphone11", "micros": 135, "#
          + #""work": {"layout.glyph": 1000}}"#
      }
      let file = dir + "/steep.json"
      try "[\(entries.joined(separator: ", "))]".write(
        toFile: file, atomically: true, encoding: .utf8)
      let harness = SessionHarness()
      #expect(harness.run("costs fit \(file)") == .ok, "\(harness.err)")
      #expect(harness.engine.costs.prices[.speedExponent] == 0)
      #expect(harness.engine.costs.calibration.ownObservations.count == 16)
      #expect(harness.out.contains("old0"))
    }
  }
}
