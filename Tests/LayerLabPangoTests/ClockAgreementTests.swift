import LayerLabPango
import Testing

@testable import LayerLab

/// Both clocks price a render in the model's units: `clock model` by the formulas,
/// `clock measured` as this host's time for each stage × that kind's rate learned from the
/// calibration probes (`StageRates`), on labels and cells of the sizes the feed sessions draw
/// (`AgreementSamples`), timed as `clock measured` times a render.
///
/// How close they come is a property of the host's CPU, so the figure is printed by
/// `layerlab-bench --agreement`, not asserted here. With one rate for the whole reference
/// workload, an AMD EPYC host read the three feed sessions at 0.89–0.95, 1.12–1.19 and
/// 1.17–1.25 of `clock model` (three runs, 2026-11-25); with a rate per kind of work,
/// 0.96–1.00, 1.02–1.05 and 1.02–1.06 (six runs). Single samples stray further than sessions (a one-line
/// title reads ~0.7: the formulas price a very short layout's fixed work high). What holds on
/// any host, and what this checks, is agreement within a factor of two: each host artefact
/// fixed on the way (page faults of big bitmaps, reference texts found in the layout cache, an
/// unoptimised renderer) put a sample 2–2.5× off. Host timings are noisy, so the check is
/// retried before it fails, and `scripts/test` runs this suite alone, after the rest.
@Suite(.serialized) struct ClockAgreementTests {
  /// measured ÷ model in the model's units, per sample.
  static func ratios() throws -> [(name: String, ratio: Double)] {
    let renderer = PangoLayerRenderer()
    let rates = try #require(ReferenceWorkload.hostRates(renderer))
    return try AgreementSamples.measure(renderer, rounds: 7, rates: rates).map { reading in
      (reading.name, (reading.convertedMicros ?? 0) / max(reading.modelMicros, 1e-9))
    }
  }

  @Test func measuredAndModelAgreeWithinAFactorOfTwoOnAnyHost() throws {
    var outside: [(name: String, ratio: Double)] = []
    for _ in 0..<3 {
      outside = try Self.ratios().filter { !(0.5...2).contains($0.ratio) }
      if outside.isEmpty { break }
    }
    #expect(outside.isEmpty, "measured ÷ model outside 0.5…2: \(outside)")
  }

  /// The samples span the sizes the issue names: a one-line label to a 375×400 pt paragraph,
  /// and cells with and without a quote box.
  @Test func theSamplesSpanSmallToLargeLabelsAndCells() throws {
    let renderer = PangoLayerRenderer()
    let counts = try AgreementSamples.requests.map { try renderer.render($0.request).counts }
    let labels = counts.prefix(4).map(\.pixels)
    #expect(
      labels == labels.sorted() && (labels.first ?? 0) < 50_000 && (labels.last ?? 0) > 500_000)
    #expect(
      AgreementSamples.requests.suffix(2).allSatisfy {
        if case .flattened = $0.request.content { true } else { false }
      })
  }
}
