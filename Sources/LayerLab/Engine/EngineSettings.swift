/// Every setting an engine runs under, as one value: what `reset` keeps and what a compared run
/// starts from.
///
/// Why one value: `reset` and `compare` used to copy the settings field by field in three
/// places, and a setting one of them forgot was silently lost. Now both copy this whole, so a
/// new setting is its field here, its statement and its effect in `Engine.init(settings:)` and
/// `Engine.settings` — and `EngineSettingsTests` fails until the last two agree on it.
///
/// The stored properties have no defaults on purpose: every initializer, the engine's read-back
/// included, must name every field, so the compiler finds a place that forgot a new one.
public struct EngineSettings: Sendable, Equatable {
  /// The simulated device, with the app's ProMotion opt-in (`device`, `promotion`).
  public var device: DeviceProfile
  /// How render costs are decided (`clock`).
  public var clock: ClockMode
  /// The render-queue pool (`pool`).
  public var pool: PoolKind
  /// How the CPU clocks behave (`cpuclock`).
  public var cpuClock: CPUClockMode
  /// The unit prices: the user's fixed prices and observations (`costs set`, `costs fit`).
  public var calibration: PriceCalibration
  /// The image pipeline's network, caches and URL check (`images`).
  public var images: ImageSettings
  /// `clock measured`'s readings of this host, kept so a reset or a compared run does not
  /// measure again (nil until measured).
  public var host: HostMeasurement?
  /// A repeated run's gesture variation (`compare … runs=N`); nil for the script exactly.
  public var variation: GestureVariation?

  /// The settings a new session starts with.
  public init() {
    self.init(
      device: .iphone11, clock: .model, pool: .yy, cpuClock: .dynamic,
      calibration: PriceCalibration(), images: ImageSettings(), host: nil, variation: nil)
  }

  public init(
    device: DeviceProfile, clock: ClockMode, pool: PoolKind, cpuClock: CPUClockMode,
    calibration: PriceCalibration, images: ImageSettings, host: HostMeasurement?,
    variation: GestureVariation?
  ) {
    self.variation = variation
    self.device = device
    self.clock = clock
    self.pool = pool
    self.cpuClock = cpuClock
    self.calibration = calibration
    self.images = images
    self.host = host
  }
}

/// What `clock measured` learned about the host: its time for `ReferenceWorkload` and its
/// per-kind exchange rates (`StageRates`); either is nil when the renderer failed it.
public struct HostMeasurement: Sendable, Equatable {
  /// The host's time for `ReferenceWorkload`, µs (fastest of five).
  public var referenceMicros: Double?
  /// The per-kind rates from the calibration probes (fastest of fifteen per stage).
  public var rates: StageRates?

  public init(referenceMicros: Double?, rates: StageRates?) {
    self.referenceMicros = referenceMicros
    self.rates = rates
  }

  /// Measures the host on `renderer`: ~40 ms of real rendering.
  static func measure(_ renderer: any LayerRenderer) -> HostMeasurement {
    HostMeasurement(
      referenceMicros: ReferenceWorkload.hostMicros(renderer),
      rates: ReferenceWorkload.hostRates(renderer))
  }
}
