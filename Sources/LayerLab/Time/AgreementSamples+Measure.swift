/// Measuring the samples the way a session draws them.
extension AgreementSamples {
  /// One sample's host time inside a sequence and its model price, both in host µs.
  public struct Reading: Sendable {
    public var name: String
    public var hostMicros: Double
    public var modelMicros: Double
    /// The host's time in the model's units, stage by stage at `rates` (what `clock measured`
    /// charges before the device's factor); nil when no rates were given.
    public var convertedMicros: Double?
  }

  /// Renders the samples in turn for `rounds` rounds, each round with texts no earlier round
  /// used (`ReferenceWorkload.fresh`) and timed as `clock measured` times a render (the
  /// fastest of `Drawing.measuredTimingRuns`), and reads each sample's median.
  public static func measure(
    _ renderer: any LayerRenderer, rounds: Int, rates: StageRates? = nil
  ) throws(ModelError) -> [Reading] {
    var times = Array(repeating: [Double](), count: requests.count)
    var converted = Array(repeating: [Double](), count: requests.count)
    var prices = Array(repeating: 0.0, count: requests.count)
    let costs = CostModel()
    for round in 0..<max(2, rounds) {
      for (index, sample) in requests.enumerated() {
        let result = try renderer.render(
          ReferenceWorkload.fresh(sample.request, run: round),
          timingRuns: Drawing.measuredTimingRuns)
        // The first round warms what a session would have warmed before its lists scroll.
        guard round > 0 else { continue }
        times[index].append(result.stages.reduce(0) { $0 + $1.hostMicros })
        if let rates {
          converted[index].append(rates.modelMicros(of: result.stages, counts: result.counts))
        }
        prices[index] = result.stages.reduce(0.0) {
          $0 + Double(costs.modelCost(of: $1.kind, counts: result.counts, speedFactor: 1))
        }
      }
    }
    func median(_ values: [Double]) -> Double? {
      let sorted = values.sorted()
      return sorted.isEmpty ? nil : sorted[sorted.count / 2]
    }
    return requests.indices.map { index in
      Reading(
        name: requests[index].name, hostMicros: median(times[index]) ?? 0,
        modelMicros: prices[index], convertedMicros: median(converted[index]))
    }
  }
}
