/// Turning a real render into virtual time.
extension Engine {
  /// A render with its stages priced in virtual microseconds.
  struct TimedRender {
    var result: RenderResult?
    /// Virtual cost of each stage, in the order they ran.
    var stageCosts: [(kind: RenderStage.Kind, cost: Micros)]
    var error: String?

    /// Everything up to the end of drawing (context, layout, passes): C2 comes after it.
    var beforeImage: Micros {
      stageCosts.filter { $0.kind != .image }.reduce(0) { $0 + $1.cost }
    }

    /// Taking the image out of the context: C3 comes after it.
    var image: Micros {
      stageCosts.filter { $0.kind == .image }.reduce(0) { $0 + $1.cost }
    }
  }

  /// Renders for real and prices each stage by the current clock mode.
  func renderTimed(_ request: RenderRequest) -> TimedRender {
    let result: RenderResult
    do {
      result = try renderer.render(request)
    } catch {
      return TimedRender(result: nil, stageCosts: [], error: error.message)
    }
    let costs = result.stages.map { stage in
      (kind: stage.kind, cost: cost(of: stage, counts: result.counts))
    }
    return TimedRender(result: result, stageCosts: costs, error: nil)
  }

  private func cost(of stage: RenderStage, counts: RenderCounts) -> Micros {
    switch clock {
    case .model:
      costs.modelCost(of: stage.kind, counts: counts, speedFactor: device.speedFactor)
    case .measured:
      costs.measuredCost(hostMicros: stage.hostMicros, speedFactor: device.speedFactor)
    }
  }
}
