/// How this host's speed compares with the development host's, one kind of work at a time:
/// what `clock measured` multiplies a stage's host time by to put it in the model's units.
///
/// Why not one number: a host is not uniformly faster or slower than the one the render
/// formulas were fitted on. On the 2-core AMD EPYC host of 2026-11-25, the formulas' price
/// over the host's time ran from 1.38 (drawing a decoded picture) to 2.80 (a cell's counts
/// pass) across the three feed sessions' renders (`layerlab-bench --agreement`). One scalar
/// from the reference workload left the sessions 8–26 % away from `clock model`; one rate
/// per kind, fitted to those same renders, left them within 1 %. So calibration renders a
/// probe of every kind the sessions draw and learns each kind's rate from it; a kind no probe
/// has (a shadow pass) takes the probes' overall rate.
public struct StageRates: Sendable, Equatable {
  /// Model µs (development-host µs) per host µs, by `key`.
  public private(set) var rates: [String: Double]
  /// All probes' model price over all their host time.
  public private(set) var overall: Double

  /// The kind of work a stage is, as the host does it: a character-wrapped layout is a kind
  /// of its own (Pango breaks it glyph by glyph), a wrapped one another, every pass by its
  /// name.
  public static func key(_ kind: RenderStage.Kind, counts: RenderCounts) -> String {
    switch kind {
    case .context: "context"
    // Pango's character wrapping is slow on the host, and its wrapping of a paragraph costs
    // it more per glyph than one line does: three kinds, each with its own host rate (the
    // model's price is one formula for all three).
    case .layout:
      counts.characterWrapped ? "layout (char)" : counts.lines > 1 ? "layout (wrapped)" : "layout"
    case .pass(let name): name
    case .image: "image"
    }
  }

  /// The rate for a stage of `kind` in a render that produced `counts`.
  public func rate(_ kind: RenderStage.Kind, counts: RenderCounts) -> Double {
    rates[Self.key(kind, counts: counts)] ?? overall
  }

  /// A render's host time in the model's units: each stage at its kind's rate (what `clock
  /// measured` charges before the device's factor).
  public func modelMicros(of stages: [RenderStage], counts: RenderCounts) -> Double {
    stages.reduce(0) { $0 + $1.hostMicros * rate($1.kind, counts: counts) }
  }

  /// Rates from probe renders: each reading is one stage, its fastest host time and the
  /// model's price of it on the development host. Nil when the probes took no time at all.
  public static func learn(
    from readings: [(kind: RenderStage.Kind, counts: RenderCounts, hostMicros: Double)],
    costs: CostModel = CostModel()
  ) -> StageRates? {
    var model: [String: Double] = [:]
    var host: [String: Double] = [:]
    for reading in readings where reading.hostMicros.isFinite && reading.hostMicros >= 0 {
      let key = Self.key(reading.kind, counts: reading.counts)
      model[key, default: 0] += Double(
        costs.modelCost(of: reading.kind, counts: reading.counts, speedFactor: 1))
      host[key, default: 0] += reading.hostMicros
    }
    let totalHost = host.values.reduce(0, +)
    guard totalHost > 0 else { return nil }
    var rates: [String: Double] = [:]
    // A kind the host did in well under a microsecond gives no usable rate: the overall one.
    for (key, time) in host where time >= 1 { rates[key] = (model[key] ?? 0) / time }
    return StageRates(rates: rates, overall: model.values.reduce(0, +) / totalHost)
  }
}
