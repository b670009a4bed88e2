/// What a view's draw costs now, stage by stage, for `costs VIEW`.
extension Drawing {
  /// One priced stage of a draw.
  public struct PricedStage: Sendable, Equatable {
    /// The stage's name: `context`, `layout`, a pass's name, `image`.
    public var name: String
    /// Its cost on the current device under `clock model`, µs.
    public var micros: Micros
  }

  /// Renders `view` as it is now and prices each stage by the model's formulas on the
  /// current device — the layout as a first draw pays it, whatever the layout cache holds.
  /// Nil for a view that draws nothing (a plain view with no contents, a table).
  ///
  /// `spread` is the whole draw's cost over the calibration's leave-one-out fits (each fit's
  /// prices and speed curve on this device): how much one published observation more or less
  /// moves it.
  public func priceDraw(of view: any View) throws(ModelError) -> (
    stages: [PricedStage], counts: RenderCounts, spread: ClosedRange<Double>
  )? {
    // A UIImageView never draws: what it costs is the decode of the image it holds.
    let decode = (view as? UIImageView)?.decoding(scale: context.device.scale).map {
      DrawContent.decode($0)
    }
    guard let request = pricer.request(for: view, content: decode) else { return nil }
    let result = try context.renderer.render(request, timingRuns: 1)
    let factor = context.slowdown
    let stages = result.stages.map { stage in
      PricedStage(
        name: RenderPricer.stageName(stage.kind),
        micros: context.costs.modelCost(
          of: stage.kind, counts: result.counts, speedFactor: factor)
      )
    }
    let work = result.stages.reduce(Work([:])) {
      $0 + context.costs.stageWork($1.kind, counts: result.counts)
    }
    let chip = context.device.spec.singleCore
    let spread = context.costs.calibration.fit.range {
      work.a13Micros($0) * $0.slowdown(singleCore: chip)
    }
    return (stages, result.counts, spread)
  }
}
