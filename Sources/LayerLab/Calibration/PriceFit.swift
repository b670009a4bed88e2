#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Fits unit prices to observations: the prices that make every prediction's ratio to its
/// observation as near 1 as possible, in the least-squares sense on log ratios (a 2× over and
/// a 2× under weigh the same), by Levenberg–Marquardt over the logs of the prices and the
/// speed exponent. Deterministic: fixed start, fixed steps.
///
/// A price is fitted only when some observation's work uses it (the exponent only when the
/// observations span two chips or more); the rest keep the values they start from, which are
/// then estimates and say so in `costs`.
public struct PriceFit: Sendable, Equatable {
  /// One observation's row of the fit.
  public struct Row: Sendable, Equatable {
    public var observation: Observation
    /// What the fitted prices predict, µs.
    public var predictedMicros: Double
    /// What prices fitted without this observation predict for it (leave-one-out), µs.
    public var heldOutMicros: Double

    /// Predicted ÷ observed.
    public var ratio: Double { predictedMicros / observation.observedMicros }
    /// Held-out prediction ÷ observed.
    public var heldOutRatio: Double { heldOutMicros / observation.observedMicros }
  }

  /// The fitted prices (the start's for the names not fitted).
  public private(set) var prices: UnitPrices
  /// The names the fit moved, and the observations that informed each.
  public private(set) var informedBy: [PriceName: [String]]
  public private(set) var rows: [Row]
  /// The prices fitted with each observation left out, in `rows`' order: how far one
  /// observation moves the fit — the spread every fitted price, and every cost made of them,
  /// is printed with (`range`).
  public private(set) var heldOutPrices: [UnitPrices] = []
  /// False when `interrupted` stopped the leave-one-out refits: `rows` is then short, and
  /// the fit is not to be used.
  public private(set) var isComplete = true

  /// Fits `names` (those some observation informs) to `observations`, starting from `start`.
  ///
  /// - Parameter interrupted: polled before each leave-one-out refit (a thousand of the
  ///   user's observations make a thousand refits, seconds of work): true stops them.
  public init(
    _ observations: [Observation], names: [PriceName] = PriceName.allCases,
    start: UnitPrices = .standard, interrupted: () -> Bool = { false }
  ) {
    let fitted = Self.fit(observations, names: names, start: start)
    prices = fitted.prices
    informedBy = fitted.informed
    rows = []
    for index in observations.indices {
      if interrupted() {
        isComplete = false
        return
      }
      var others = observations
      others.remove(at: index)
      // From the whole fit's prices: one observation fewer moves them little, so the refit
      // converges in a few steps instead of hundreds.
      let held = Self.fit(others, names: names, start: start, from: fitted.prices).prices
      heldOutPrices.append(held)
      let observation = observations[index]
      rows.append(
        Row(
          observation: observation, predictedMicros: observation.predictedMicros(fitted.prices),
          heldOutMicros: observation.predictedMicros(held)))
    }
  }

  /// The fit of the published observations alone, made once: the standard prices' fit.
  public static let standard = PriceFit(Observation.published)

  /// The range of `value` over the whole fit's prices and every leave-one-out fit's: a
  /// fitted price's uncertainty (`range { $0[name] }`), or a cost's (`range { work.a13Micros($0)
  /// * $0.slowdown(singleCore: chip) }`), as one observation more or less moves it.
  public func range(_ value: (UnitPrices) -> Double) -> ClosedRange<Double> {
    let values = ([prices] + heldOutPrices).map(value).filter(\.isFinite)
    guard let low = values.min(), let high = values.max() else { return 0...0 }
    return low...high
  }

  /// The larger relative distance of `range` from `value`, as a fraction (0.12 = ±12 %).
  public static func halfWidth(_ range: ClosedRange<Double>, around value: Double) -> Double {
    guard value > 0 else { return 0 }
    return max(range.upperBound / value - 1, 1 - range.lowerBound / value, 0)
  }

  /// The rule for observations that contradict each other, decided before any residual was
  /// looked at (issue 41) and printed with the table: two that time the same kind of work
  /// (their work uses the same prices) on comparable chips (Geekbench within ×1.5), whose
  /// predicted ÷ observed ratios differ by more than 1.5² — so no set of prices puts both
  /// within 1.5× — are a contradiction. The fit keeps both, weighted as every other: choosing
  /// one would need a reason other than which of them fits.
  public static let contradictionRule =
    "two observations of the same kind of work on comparable chips (Geekbench within ×1.5) "
    + "whose predicted ÷ observed ratios differ by more than 2.25× (1.5² — no price puts both "
    + "within 1.5×) are shown as a range; the fit keeps both, weighted as every other"

  /// The pairs of rows `contradictionRule` names, in row order.
  public var contradictions: [(Row, Row)] {
    var pairs: [(Row, Row)] = []
    for (index, a) in rows.enumerated() {
      for b in rows[(index + 1)...] {
        let oa = a.observation
        let ob = b.observation
        guard Set(oa.work.amounts.keys) == Set(ob.work.amounts.keys),
          let ca = oa.singleCore, let cb = ob.singleCore, max(ca, cb) / min(ca, cb) <= 1.5,
          max(a.ratio, b.ratio) / min(a.ratio, b.ratio) > 2.25
        else { continue }
        pairs.append((a, b))
      }
    }
    return pairs
  }

  /// The root mean square of the log ratios, as a factor (1.25 = typically 25 % off).
  public var typicalFactor: Double { Self.typical(rows.map(\.ratio)) }
  /// The same for the leave-one-out predictions.
  public var heldOutTypicalFactor: Double { Self.typical(rows.map(\.heldOutRatio)) }
  /// The worst ratio either way, as a factor ≥ 1.
  public var worstFactor: Double {
    rows.map { max($0.ratio, 1 / $0.ratio) }.max() ?? 1
  }

  static func typical(_ ratios: [Double]) -> Double {
    guard !ratios.isEmpty else { return 1 }
    let mean = ratios.reduce(0) { $0 + log($1) * log($1) } / Double(ratios.count)
    return exp(mean.squareRoot())
  }

  // MARK: - Two stages: the engines' and JPEG's prices after the rest

  /// The prices fitted second (`fit`).
  static let secondStage: Set<PriceName> = [
    .autolayoutView, .stackviewView, .autolayoutViewIOS11, .stackviewViewIOS11, .jpegPixel,
  ]

  /// Fits in two stages: first every price but a layout engine's and JPEG's, and the curve,
  /// to the observations with no such work; then those prices alone, the rest held, to the
  /// observations with it. An engine observation times one of the manual feed item's own
  /// charts again (the same cell, devices and publishers, `Observation.engineCells`): what it
  /// adds is the engine — Auto Layout's time less the manual time on the same chart — not new
  /// evidence about text or the device curve, which fitted jointly it would outweigh by its
  /// count (14 of 28 observations from one benchmark). A JPEG observation times one kind of
  /// work no other observation does, on two chip generations only (A8, A12): fitted jointly,
  /// four of them would tilt the curve every other kind of work fits towards JPEG's own;
  /// held to that curve, `calibration`'s rows show how far it carries over to them (the A8's
  /// JPEG decodes run faster than the curve predicts). So an observation with second-stage
  /// work informs only the second-stage prices.
  ///
  /// - Parameter warm: where the search starts (nil: `start`); the names not fitted keep
  ///   `start`'s values either way.
  private static func fit(
    _ observations: [Observation], names: [PriceName], start: UnitPrices,
    from warm: UnitPrices? = nil
  ) -> (prices: UnitPrices, informed: [PriceName: [String]]) {
    func hasSecondStageWork(_ observation: Observation) -> Bool {
      observation.work.amounts.keys.contains(where: secondStage.contains)
    }
    let first = fitStage(
      observations.filter { !hasSecondStageWork($0) },
      names: names.filter { !secondStage.contains($0) },
      start: start, from: warm)
    let secondObservations = observations.filter(hasSecondStageWork)
    guard !secondObservations.isEmpty else { return first }
    var origin = first.prices
    for name in secondStage { origin[name] = (warm ?? start)[name] }
    let second = fitStage(
      secondObservations, names: names.filter(secondStage.contains), start: first.prices,
      from: origin)
    return (second.prices, first.informed.merging(second.informed) { first, _ in first })
  }

  // MARK: - Levenberg–Marquardt on log prices

  /// - Parameter warm: where the search starts (nil: `start`); the names not fitted keep
  ///   `start`'s values either way.
  private static func fitStage(
    _ observations: [Observation], names: [PriceName], start: UnitPrices,
    from warm: UnitPrices? = nil
  ) -> (prices: UnitPrices, informed: [PriceName: [String]]) {
    // A tied price (an estimate kept at a ratio to another) follows its anchor whenever the
    // user has not fixed it; while its anchor is fitted too, its amounts are priced through
    // the anchor (folded into it), so the fit moves both.
    let ties = UnitPrices.ties.filter { names.contains($0.name) }
    let tiedNames = Set(ties.map(\.name))
    func folded(_ work: Work) -> Work {
      var amounts = work.amounts
      for tie in ties where names.contains(tie.anchor) {
        guard let amount = amounts.removeValue(forKey: tie.name) else { continue }
        amounts[tie.anchor, default: 0] += amount * tie.ratio
      }
      return Work(amounts)
    }
    let works = observations.map { folded($0.work) }
    let slowdownLogs = observations.map {
      log(DeviceSpec.a13SingleCore / ($0.singleCore ?? DeviceSpec.a13SingleCore))
    }
    let linear = names.filter { name in
      name != .speedExponent && !tiedNames.contains(name) && start[name] > 0
        && works.contains { ($0.amounts[name] ?? 0) > 0 }
    }
    let chips = Set(observations.compactMap(\.singleCore))
    let fitsExponent = names.contains(.speedExponent) && chips.count >= 2
    var informed: [PriceName: [String]] = [:]
    for name in linear {
      informed[name] = zip(observations, works).filter { ($0.1.amounts[name] ?? 0) > 0 }
        .map(\.0.id)
    }
    for tie in ties.reversed() where informed[tie.anchor] != nil {
      informed[tie.name] = informed[tie.anchor]
    }
    if fitsExponent { informed[.speedExponent] = observations.map(\.id) }
    guard !observations.isEmpty, !(linear.isEmpty && !fitsExponent) else {
      return (start, informed)
    }
    // Parameters: ln price for each linear name, then the exponent itself. Each is kept inside
    // what `costs set` accepts (`PriceName.allowed`): a step that would leave it stops at the
    // edge (a projected Levenberg–Marquardt), so observations that want an exponent of 14.7
    // get 4, the fit's table shows how far off that leaves them, and no price can reach a
    // value the clock's arithmetic cannot hold. A price tied to a fitted one can still leave
    // its own range; `PriceCalibration` refuses that fit.
    let bounds: [ClosedRange<Double>] =
      linear.map { name in
        // The lower end: e^-700 µs, far below any price and above Double's underflow.
        -700...log(name.allowed.upperBound / name.displayScale)
      } + (fitsExponent ? [PriceName.speedExponent.allowed] : [])
    func project(_ theta: [Double]) -> [Double] {
      zip(theta, bounds).map { value, range in
        value.isNaN ? range.lowerBound : min(max(value, range.lowerBound), range.upperBound)
      }
    }
    let origin = warm ?? start
    var theta = project(
      linear.map { log(origin[$0]) } + (fitsExponent ? [origin[.speedExponent]] : []))
    func prices(_ theta: [Double]) -> UnitPrices {
      var prices = start
      for (index, name) in linear.enumerated() { prices[name] = exp(theta[index]) }
      if fitsExponent { prices[.speedExponent] = theta[linear.count] }
      // Anchors first: a tie whose anchor is itself tied (a wrapped line to a line, a line
      // to a glyph) is set after it, so in the list's reverse order.
      for tie in ties.reversed() { prices[tie.name] = prices[tie.anchor] * tie.ratio }
      return prices
    }
    func residuals(_ theta: [Double]) -> [Double] {
      let p = prices(theta)
      let exponent = p[.speedExponent]
      return observations.indices.map { i in
        log(max(works[i].a13Micros(p), 1e-12)) + exponent * slowdownLogs[i]
          - log(observations[i].observedMicros)
      }
    }
    func cost(_ r: [Double]) -> Double { r.reduce(0) { $0 + $1 * $1 } }
    var r = residuals(theta)
    var lambda = 1e-3
    for _ in 0..<300 {
      let p = prices(theta)
      // Jacobian: d r_i / d ln c_k = c_k a_ik / Σ_j c_j a_ij; d r_i / d exponent = ln slowdown.
      let jacobian: [[Double]] = observations.indices.map { i in
        let total = max(works[i].a13Micros(p), 1e-12)
        var row = linear.map { p[$0] * (works[i].amounts[$0] ?? 0) / total }
        if fitsExponent { row.append(slowdownLogs[i]) }
        return row
      }
      let n = theta.count
      var normal = Array(repeating: Array(repeating: 0.0, count: n), count: n)
      var gradient = Array(repeating: 0.0, count: n)
      for (row, residual) in zip(jacobian, r) {
        for a in 0..<n {
          gradient[a] += row[a] * residual
          for b in 0..<n { normal[a][b] += row[a] * row[b] }
        }
      }
      var improved = false
      for _ in 0..<20 {
        var damped = normal
        for a in 0..<n { damped[a][a] += lambda * max(normal[a][a], 1e-9) + 1e-12 }
        guard let step = Self.solve(damped, gradient.map { -$0 }) else { break }
        let trial = project(zip(theta, step).map { $0 + $1 })
        let trialResiduals = residuals(trial)
        if cost(trialResiduals) < cost(r) {
          let gain = cost(r) - cost(trialResiduals)
          theta = trial
          r = trialResiduals
          lambda = max(lambda / 3, 1e-12)
          improved = gain > 1e-14
          break
        }
        lambda *= 4
      }
      if !improved { break }
    }
    return (prices(theta), informed)
  }

  /// Solves `matrix × x = vector` by Gaussian elimination with partial pivoting; nil when
  /// singular.
  static func solve(_ matrix: [[Double]], _ vector: [Double]) -> [Double]? {
    let n = vector.count
    var a = matrix
    var b = vector
    for column in 0..<n {
      var pivot = column
      for row in column..<n where abs(a[row][column]) > abs(a[pivot][column]) { pivot = row }
      guard abs(a[pivot][column]) > 1e-300 else { return nil }
      a.swapAt(column, pivot)
      b.swapAt(column, pivot)
      for row in (column + 1)..<n {
        let factor = a[row][column] / a[column][column]
        guard factor != 0 else { continue }
        for k in column..<n { a[row][k] -= factor * a[column][k] }
        b[row] -= factor * b[column]
      }
    }
    var x = Array(repeating: 0.0, count: n)
    for row in stride(from: n - 1, through: 0, by: -1) {
      var sum = b[row]
      for k in (row + 1)..<n { sum -= a[row][k] * x[k] }
      x[row] = sum / a[row][row]
    }
    return x
  }
}
