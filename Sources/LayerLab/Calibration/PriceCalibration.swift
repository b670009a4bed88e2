/// A session's prices and where they come from: the published observations, the user's own
/// (`costs fit`), and the prices the user fixed by hand (`costs set`). The prices are the fit
/// of all the observations with the fixed ones held, so an override moves the others as the
/// observations demand, and `calibration` prints exactly the fit the session runs on.
public struct PriceCalibration: Sendable, Equatable {
  /// Prices the user fixed, A13 units.
  public private(set) var overrides: [PriceName: Double] = [:]
  /// Observations the user added to the published ones.
  public private(set) var ownObservations: [Observation] = []
  /// The prices the session charges.
  public private(set) var prices: UnitPrices = .standard

  public init() {}

  /// Every observation the fit uses: the published ones, then the user's.
  public var observations: [Observation] { Observation.published + ownObservations }

  /// The names the fit may move: all but the overridden.
  public var freeNames: [PriceName] {
    PriceName.allCases.filter { overrides[$0] == nil }
  }

  /// The fit of `observations` around the overrides (what `calibration` prints).
  public var fit: PriceFit {
    PriceFit(observations, names: freeNames, start: start)
  }

  /// True when the session runs on the standard prices.
  public var isStandard: Bool { overrides.isEmpty && ownObservations.isEmpty }

  /// Fixes `name` at `value` (A13 units) and refits the rest.
  public mutating func set(_ name: PriceName, to value: Double) {
    overrides[name] = value
    refit()
  }

  /// Adds the user's observations (replacing any with the same id) and refits.
  public mutating func add(_ observations: [Observation]) {
    let ids = Set(observations.map(\.id))
    ownObservations = ownObservations.filter { !ids.contains($0.id) } + observations
    refit()
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

  /// The prices only: the leave-one-out refits are for printing (`fit`), not for running.
  private mutating func refit() {
    prices =
      isStandard
      ? .standard : PriceFit.prices(fitting: observations, names: freeNames, start: start)
  }
}
