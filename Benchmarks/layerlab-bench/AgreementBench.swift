import Foundation
import LayerLab
import LayerLabPango
import LayerLabShell

/// Section 9: do the two clocks agree? Every render three sessions make, as `clock measured`
/// charges it (each stage's host time at its kind's rate, `StageRates`) and as `clock model`
/// prices it, both in the model's units, with the reference workload's single rate beside it
/// for comparison; then the formulas refitted to those timings, and `AgreementSamples`
/// measured the way the unit test does.
///
/// Why reference units: a device's cost is a render's share of the reference workload times
/// the device's time for it, under either clock (`ReferenceWorkload`), so the clocks agree
/// exactly when model ÷ model reference = host ÷ host reference, render by render. Why the
/// sessions' own renders: the agreement that matters is on what the feed sessions draw
/// (labels with highlights, cell backgrounds, news pictures), at their sizes. Why the fit: it
/// is how `CostModel`'s render coefficients were made; printing it lets anyone redo it.
struct AgreementBench {
  let options: BenchOptions

  static let sessions = [
    "Sessions/scroll.lab", "Sessions/asyncdraw-text.lab", "Sessions/asyncdraw-scroll.lab",
  ]

  func run(_ report: Report) throws {
    report.section("9. clocks: model vs measured in reference units, per session render")
    let costs = CostModel()
    guard let hostReference = ReferenceWorkload.hostMicros(PangoLayerRenderer()) else {
      throw BenchFailure("the reference workload failed to render")
    }
    let modelReference = ReferenceWorkload.modelReference
    guard let rates = ReferenceWorkload.hostRates(PangoLayerRenderer()) else {
      throw BenchFailure("the calibration probes failed to render")
    }
    report.value("agree.reference.host_us", hostReference, decimals: 1)
    report.value("agree.reference.model_us", modelReference, decimals: 1)
    for key in rates.rates.keys.sorted() {
      report.value(
        "agree.rate." + key.replacingOccurrences(of: " ", with: "_"), rates.rates[key] ?? 0,
        decimals: 3)
    }
    report.value("agree.rate.overall", rates.overall, decimals: 3)
    for sample in try AgreementSamples.measure(PangoLayerRenderer(), rounds: 9, rates: rates) {
      let scalar = (sample.hostMicros / hostReference) / (sample.modelMicros / modelReference)
      let perKind = (sample.convertedMicros ?? 0) / max(sample.modelMicros, 1e-9)
      report.value(
        "agree.sample." + sample.name.replacingOccurrences(of: " ", with: "_"),
        String(
          format: "measured/model %.2f  (one rate %.2f; host %.0f µs, model %.0f µs)", perKind,
          scalar, sample.hostMicros, sample.modelMicros))
    }
    var fits: [String: StageFit] = [:]
    for path in Self.sessions {
      var tally = AgreementTally()
      var scalar = (model: 0.0, host: 0.0)
      for capture in try Self.capture(path) {
        let hit = capture.layoutCacheHit == true
        var model = 0.0
        for stage in capture.stages {
          if stage.kind == .layout && hit { continue }
          model += Double(costs.modelCost(of: stage.kind, counts: capture.counts, speedFactor: 1))
          if !hit { Self.addSample(stage, counts: capture.counts, to: &fits) }
        }
        tally.add(
          Self.renderClass(capture.request, hit: hit, pixels: capture.counts.pixels),
          model: model, host: rates.modelMicros(of: capture.stages, counts: capture.counts))
        scalar.model += model / modelReference
        scalar.host += capture.sessionMicros / hostReference
      }
      tally.report(Self.name(path), into: report)
      report.value(
        "agree.\(Self.name(path)).all_one_rate",
        String(
          format: "measured/model %.2f  (the reference workload's one rate)",
          scalar.host / max(scalar.model, 1e-9)))
    }
    Self.reportFits(fits, into: report)
  }

  /// Runs the session under `clock measured` on a capturing renderer and returns its renders,
  /// timed as that clock times them (the fastest of `Drawing.measuredTimingRuns`).
  static func capture(_ relative: String) throws -> [CapturingRenderer.Capture] {
    let path = EngineBench.scriptPath(relative)
    guard let script = ScriptFile.load(path) else {
      throw BenchFailure("cannot read '\(path)'; run from the package's root directory")
    }
    let renderer = CapturingRenderer()
    var errors = ""
    let session = Session(engine: Engine(device: .iphone11, clock: .measured, renderer: renderer)) {
      stream, text in
      if stream == .err { errors += text }
    }
    guard session.runScript(script, name: path) == .ok else {
      throw BenchFailure("\(path) did not run to its end:\n\(errors)")
    }
    return renderer.captures
  }

  /// "label cold S", "label hit S" (S a size class by pixels), "cell", "image", "decode".
  static func renderClass(_ request: RenderRequest, hit: Bool, pixels: Int) -> String {
    switch request.content {
    case .label:
      let size =
        pixels < 20_000
        ? "<20k px" : pixels < 100_000 ? "<100k px" : pixels < 300_000 ? "<300k px" : "big"
      return (hit ? "label hit " : "label cold ") + size
    case .flattened: return "cell"
    case .image: return "image"
    case .decode: return "decode"
    }
  }

  /// The file's name without folder and extension.
  static func name(_ path: String) -> String {
    String(path.split(separator: "/").last ?? "").replacingOccurrences(of: ".lab", with: "")
  }
}
