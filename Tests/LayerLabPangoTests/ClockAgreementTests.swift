import LayerLabPango
import Testing

@testable import LayerLab

/// Both clocks price a render in reference units: `clock model` as the formulas' price ÷ the
/// formulas' price of the reference workload, `clock measured` as this host's time ÷ its time
/// for the workload, on labels and cells of the sizes the feed sessions draw
/// (`AgreementSamples`), timed as `clock measured` times a render.
///
/// How close they come is a property of the host's CPU, so the figure is printed by
/// `layerlab-bench --agreement`, not asserted here. On the host the formulas were fitted on
/// they agreed within issue 11's 15 % (0.95–1.03 per session); on an AMD EPYC host the same
/// samples read 0.74–1.26 in every run, and the sessions 0.60–0.78 in one run, 0.92–1.24 an
/// hour later: one reference workload divides out a host's overall speed, not how its CPU
/// weighs glyph shaping against pixel fills, nor how that speed drifts. What holds
/// on any host, and what this checks, is agreement within a factor of two: each host artefact
/// fixed on the way (page faults of big bitmaps, reference texts found in the layout cache, an
/// unoptimised renderer) put a sample 2–2.5× off. Host timings are noisy, so the check is
/// retried before it fails, and `scripts/test` runs this suite alone, after the rest.
@Suite(.serialized) struct ClockAgreementTests {
  /// measured ÷ model in reference units, per sample.
  static func ratios() throws -> [(name: String, ratio: Double)] {
    let renderer = PangoLayerRenderer()
    let reference = try #require(ReferenceWorkload.hostMicros(renderer))
    return try AgreementSamples.measure(renderer, rounds: 7).map { reading in
      let model = reading.modelMicros / ReferenceWorkload.modelReference
      return (reading.name, reading.hostMicros / reference / model)
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
        if case .cell = $0.request.content { true } else { false }
      })
  }
}
