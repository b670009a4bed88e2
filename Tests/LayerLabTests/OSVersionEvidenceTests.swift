import Testing

@testable import LayerLab

/// Issue 41: whether the observations support an iOS-version term, by a rule printed with them
/// — pairs of one device's work under two versions, grouped by step, supported only when two
/// kinds of work move the same way beyond the fit's typical factor.
struct OSVersionEvidenceTests {
  static func observation(
    _ id: String, os: String, work: Work, micros: Double, device: String = "iphone7"
  ) -> Observation {
    Observation(
      id: id, source: "made up", url: "", publisher: "test", device: device, os: os,
      timed: "a test", work: work, observedMicros: micros)
  }

  @Test func theRuleNeedsTwoKindsMovingTheSameWayBeyondTheTypicalFactor() {
    let prices = PriceFit.standard.prices
    let manual = Work.textLayout(glyphs: 200, lines: 10)
    let engine = manual + Work([.autolayoutView: 20])
    func evidence(_ observations: [Observation]) -> OSVersionEvidence {
      OSVersionEvidence(observations, prices: prices, typical: 1.2)
    }
    /// Manual and engine work under `older` and `newer`, timed as given.
    func step(
      _ older: String, _ newer: String, manual times: (Double, Double),
      engine engineTimes: (Double, Double)? = nil
    ) -> [Observation] {
      var made = [
        Self.observation("m-old", os: older, work: manual, micros: times.0),
        Self.observation("m-new", os: newer, work: manual, micros: times.1),
      ]
      if let engineTimes {
        made += [
          Self.observation("e-old", os: older, work: engine, micros: engineTimes.0),
          Self.observation("e-new", os: newer, work: engine, micros: engineTimes.1),
        ]
      }
      return made
    }
    // Two kinds, both 0.7× under the newer iOS: supported.
    let both = evidence(step("iOS 11.3", "iOS 12.1", manual: (1000, 700), engine: (3000, 2100)))
    #expect(both.steps.count == 1)
    #expect(both.steps.first?.supported == true)
    #expect(both.steps.first?.pairs.allSatisfy { abs($0.factor - 0.7) < 1e-9 } == true)
    // One kind alone, or two that disagree, or two within the typical factor: not.
    let one = evidence(step("iOS 11.3", "iOS 12.1", manual: (1000, 500)))
    #expect(one.steps.first?.supported == false)
    let disagree = evidence(
      step("iOS 9.3.2", "iOS 11.0", manual: (480, 800), engine: (6530, 4000)))
    #expect(disagree.steps.first?.supported == false)
    let small = evidence(step("iOS 11.3", "iOS 12.1", manual: (1000, 900), engine: (3000, 2700)))
    #expect(small.steps.first?.supported == false)
    // Unstated versions, other devices and other work are never paired.
    let unpaired = evidence([
      Self.observation("a", os: "", work: manual, micros: 1000),
      Self.observation("b", os: "iOS 12.1", work: manual, micros: 500),
      Self.observation("c", os: "iOS 11.3", work: engine, micros: 500),
      Self.observation("d", os: "iOS 11.0", work: manual, micros: 500, device: "iphone6"),
    ])
    #expect(unpaired.steps.isEmpty)
    #expect(OSVersionEvidence.version("iOS 9.3.2") == [9, 3, 2])
    #expect(OSVersionEvidence.version("") == nil && OSVersionEvidence.version("iOS x") == nil)
  }

  /// On the published observations: the iPhone 6's step from iOS 9.3.2 to 11.0 disagrees
  /// across its three kinds of work; the iPhone 7's step to iOS 12.1 (Auto Layout and stack
  /// views, both faster) is supported — as WWDC 2018 session 220 says iOS 12 made Auto Layout
  /// faster.
  @Test func thePublishedStepsComeOutAsTheRuleSays() throws {
    let fit = PriceFit.standard
    let evidence = OSVersionEvidence(
      Observation.published + Observation.excluded.map(\.observation), prices: fit.prices,
      typical: fit.typicalFactor)
    let iphone6 = try #require(evidence.steps.first { $0.device == "iphone6" })
    #expect(iphone6.older == "iOS 9.3.2" && iphone6.newer == "iOS 11.0")
    #expect(iphone6.pairs.count == 3 && !iphone6.supported)
    let iphone7 = try #require(evidence.steps.first { $0.device == "iphone7" })
    #expect(iphone7.older == "iOS 11.3" && iphone7.newer == "iOS 12.1")
    #expect(iphone7.supported)
    #expect(iphone7.pairs.allSatisfy { $0.factor < 0.8 })
  }
}
