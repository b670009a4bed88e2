/// A session's prices and where they come from: the published observations, the user's own
/// (`costs fit`), and the prices the user fixed by hand (`costs set`). The prices are the fit
/// of all the observations with the fixed ones held, so an override moves the others as the
/// observations demand, and `calibration` prints exactly the fit the session runs on.
public struct PriceCalibration: Sendable, Equatable {
  /// Prices the user fixed, A13 units.
  public private(set) var overrides: [PriceName: Double] = [:]
  /// Observations the user added to the published ones.
  public private(set) var ownObservations: [Observation] = []
  /// The fit the session runs on, its leave-one-out rows included: made once when the
  /// overrides or observations change, so `costs` and `calibration` read it instead of
  /// refitting (with a thousand observations of the user's, a refit is seconds).
  public private(set) var fit: PriceFit = .standard

  public init() {}

  /// The prices the session charges: the fit's, or the standard literals (which
  /// `CalibrationTests` holds to the standard fit to the digits written).
  public var prices: UnitPrices { isStandard ? .standard : fit.prices }

  /// A short name for the prices in force: FNV-1a over every price's bits, in `PriceName`
  /// order, as 8 hex digits. Two results with the same id were priced alike; `costs set` or
  /// `costs fit` gives another.
  public var id: String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    let prices = prices
    for name in PriceName.allCases {
      var bits = prices[name].bitPattern
      for _ in 0..<8 {
        hash = (hash ^ (bits & 0xff)) &* 0x100_0000_01b3
        bits >>= 8
      }
    }
    let hex = String(hash >> 32, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }

  /// Every observation the fit uses: the published ones, then the user's.
  public var observations: [Observation] { Observation.published + ownObservations }

  /// The names the fit may move: all but the overridden.
  public var freeNames: [PriceName] {
    PriceName.allCases.filter { overrides[$0] == nil }
  }

  /// True when the session runs on the standard prices.
  public var isStandard: Bool { overrides.isEmpty && ownObservations.isEmpty }

  /// Fixes `name` at `value` (A13 units) and refits the rest.
  ///
  /// - Throws: when the refit puts a price outside what `costs set` accepts
  ///   (``PriceName/allowed``), or ``ModelError/interrupted`` when `interrupted` stopped
  ///   it; nothing has changed.
  public mutating func set(
    _ name: PriceName, to value: Double, interrupted: () -> Bool = { false }
  ) throws(ModelError) {
    var next = self
    next.overrides[name] = value
    try next.refit(interrupted: interrupted)
    self = next
  }

  /// Adds the user's observations (replacing any with the same id) and refits.
  ///
  /// - Throws: as ``set(_:to:interrupted:)``; nothing has changed.
  public mutating func add(_ observations: [Observation], interrupted: () -> Bool = { false })
    throws(ModelError)
  {
    let ids = Set(observations.map(\.id))
    var next = self
    next.ownObservations = ownObservations.filter { !ids.contains($0.id) } + observations
    try next.refit(interrupted: interrupted)
    self = next
  }

  /// Back to the standard prices: no overrides, no observations of the user's.
  public mutating func reset() {
    self = PriceCalibration()
  }

  private var start: UnitPrices {
    var start = UnitPrices.standard
    for (name, value) in overrides { start[name] = value }
    return start
  }

  private mutating func refit(interrupted: () -> Bool) throws(ModelError) {
    let fitted =
      isStandard
      ? PriceFit.standard
      : PriceFit(observations, names: freeNames, start: start, interrupted: interrupted)
    guard fitted.isComplete else { throw ModelError.interrupted }
    let prices = isStandard ? UnitPrices.standard : fitted.prices
    for name in PriceName.allCases {
      let shown = prices[name] * name.displayScale
      guard shown.isFinite, name.allowed.contains(shown) else {
        let tie = UnitPrices.ties.first { $0.name == name }
        let how =
          overrides[name] != nil
          ? "" : tie.map { " (kept at \($0.ratio)× \($0.anchor.rawValue))" } ?? " (fitted)"
        // Float's shortest spelling: 14.661, 1.37e+10, 1e-12.
        let value = Float(abs(shown) < 1e6 ? (shown * 1000).rounded() / 1000 : shown)
        let unit = name.unit.isEmpty ? "" : " \(name.unit)"
        throw ModelError(
          "the refit would put \(name.rawValue)\(how) at \(value)\(unit), outside its range "
            + "(\(name.allowedText)); nothing changed: fix \(name.rawValue) too ('costs set'), or "
            + "leave out the observations that pull it there")
      }
    }
    fit = fitted
  }
}
