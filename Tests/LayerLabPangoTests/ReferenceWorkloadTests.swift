import LayerLabPango
import Testing

@testable import LayerLab

/// The reference workload both clocks are measured in, rendered for real.
@Suite struct ReferenceWorkloadTests {
  /// The model prices the workload by fixed counts; Pango must still produce them, or the
  /// two clocks would be measured in different units.
  @Test func pangoStillProducesTheWorkloadsCounts() throws {
    let renderer = PangoLayerRenderer()
    let counts = try ReferenceWorkload.requests.map { try renderer.render($0).counts }
    #expect(counts == ReferenceWorkload.counts)
    // Calibration's fresh texts (one letter changed per run) keep those counts.
    let fresh = try ReferenceWorkload.requests.map {
      try renderer.render(ReferenceWorkload.fresh($0, run: 3)).counts
    }
    #expect(fresh == ReferenceWorkload.counts)
    let stages = try ReferenceWorkload.requests.map { try renderer.render($0).stages.map(\.kind) }
    #expect(stages == ReferenceWorkload.stages)
  }

  @Test func theHostReferenceIsTheFastestRun() throws {
    let micros = try #require(ReferenceWorkload.hostMicros(PangoLayerRenderer(), runs: 3))
    #expect(micros > 0)
  }
}
