import LayerLabRender

/// Per-stage timings of a series of renders: the stages `RenderTiming` reports, each drawing
/// pass by name, their total, and the host time around the whole `render` call.
///
/// Why stages and not only totals: the simulated pipeline charges each stage separately (with
/// `clock measured` the host time times the speed factor, with `clock model` the formulas in
/// `CostModel.modelCost`), so a formula that is off shows up in one stage, not in a total. Why
/// the call's own time (`call_us`) too: it includes what no stage times (checking the spec,
/// building the output, freeing the layout), so it shows how much the stages leave out.
struct StageSamples {
  /// Whether the series has a layout stage (labels do; a cell lays out inside its passes).
  let hasLayoutStage: Bool
  private var context = Samples()
  private var layout = Samples()
  private var passes: [(name: String, samples: Samples)] = []
  private var image = Samples()
  private var total = Samples()
  private var call = Samples()
  /// Renders whose layout came from the renderer's layout cache.
  private(set) var cacheHits = 0
  /// Renders added.
  private(set) var count = 0

  init(hasLayoutStage: Bool) {
    self.hasLayoutStage = hasLayoutStage
  }

  /// Adds one render's output and the host microseconds its call took.
  mutating func add(_ output: RenderOutput, callMicros: Double) {
    let timing = output.timing
    context.add(timing.context)
    layout.add(timing.layout)
    for pass in output.passes {
      if let index = passes.firstIndex(where: { $0.name == pass.name }) {
        passes[index].samples.add(pass.micros)
      } else {
        var samples = Samples()
        samples.add(pass.micros)
        passes.append((pass.name, samples))
      }
    }
    image.add(timing.image)
    total.add(timing.total)
    call.add(callMicros)
    if output.layoutCacheHit { cacheHits += 1 }
    count += 1
  }

  /// Prints `PREFIX.total_us`, `PREFIX.call_us`, then each stage and pass, in drawing order.
  func report(_ prefix: String, into report: Report) {
    report.figure(prefix + ".total_us", total)
    report.figure(prefix + ".call_us", call)
    report.figure(prefix + ".context_us", context)
    if hasLayoutStage { report.figure(prefix + ".layout_us", layout) }
    for pass in passes {
      report.figure(prefix + ".pass." + pass.name + "_us", pass.samples)
    }
    report.figure(prefix + ".image_us", image)
  }
}
