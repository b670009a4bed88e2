import OrderedCollections

/// The simulated world, as the shell sees it: settings, views, the recording, and the
/// processes the simulation kernel runs — the main thread, the render queues, the render server and
/// the image pipeline — all on one virtual clock.
///
/// It is a discrete-event simulation (see `Kernel`); every piece of work costs virtual time
/// (see `CostModel`). Nothing here does I/O: the shell drives it and reads what the
/// processes recorded, only through `recording`.
public final class Engine {
  public private(set) var device: DeviceProfile
  public private(set) var clock: ClockMode
  public private(set) var pool: PoolKind
  /// The costs on this device: the A13's prices scaled by its slowdown (`CostModel`), at the
  /// session's unit prices (`costs set` changes them, `setPrices`).
  public var costs: CostModel
  /// What `clock measured` learned about the host when it started (nil before).
  public private(set) var host: HostMeasurement?
  /// What draws the pixels (the shell's Pango renderer, or a test double).
  public let renderer: any LayerRenderer
  /// Orders every event of every process.
  public let kernel = Kernel()
  /// Everything recorded so far: the one place the processes append records to and the
  /// shell reads them from.
  public internal(set) var recording = Recording()
  /// Views by name, in creation order (deterministic iteration for displays and output).
  public internal(set) var views: OrderedDictionary<String, any View> = [:] {
    willSet { server.layersWillChange() }
    didSet { main.viewLayers.forget() }
  }

  // The processes the shell reaches by type, made when `standardProcesses` first reads them.
  // The main thread runs the app's code and holds the engine; the others get a narrow
  // `ProcessContext`.
  public private(set) lazy var server = RenderServer(
    context: ProcessContext(self), device: device)
  public private(set) lazy var main = MainThread(engine: self, firstVsync: device.vsyncTime(1))
  public private(set) lazy var drawing = Drawing(
    context: ProcessContext(self), pool: pool, device: device)
  public private(set) lazy var images = ImagePipeline(context: ProcessContext(self))
  public private(set) lazy var scrolling = Scrolling()

  /// The most views a session may hold.
  public static let maxViews = 1000
  /// The most scheduled inputs that may wait at once.
  public static let maxScheduled = 100_000

  /// The processes this engine runs, in registration order (``standardProcesses`` unless
  /// told otherwise); a fresh engine runs the same.
  public let processes: [EngineProcess]

  /// Creates an engine at virtual time 0 with the main run loop not yet entered, running
  /// under `settings` and `processes`; under `clock measured` without a host measurement it
  /// measures the host.
  public init(
    settings: EngineSettings = EngineSettings(), renderer: any LayerRenderer,
    processes: [EngineProcess] = Engine.standardProcesses
  ) {
    self.device = settings.device
    self.clock = settings.clock
    self.pool = settings.pool
    self.renderer = renderer
    self.costs = CostModel.on(settings.device, calibration: settings.calibration)
    self.host = settings.host
    self.processes = processes
    for process in processes { kernel.register(process.make(self)) }
    drawing.cores.setClockMode(settings.cpuClock, spec: device.clock, at: 0)
    images.apply(settings.images)
    scrolling.vary(settings.variation)
    images.vary(settings.variation)
    kernel.varyTies(settings.variation?.tieSeed)
    if clock == .measured && host == nil { calibrate() }
  }

  /// Creates an engine on `device`, `clock` and `pool` with every other setting at its default.
  public convenience init(
    device: DeviceProfile = .iphone11, clock: ClockMode = .model, pool: PoolKind = .yy,
    renderer: any LayerRenderer
  ) {
    var settings = EngineSettings()
    settings.device = device
    settings.clock = clock
    settings.pool = pool
    self.init(settings: settings, renderer: renderer)
  }

  /// The settings this engine runs under, read back from where each one acts.
  public var settings: EngineSettings {
    EngineSettings(
      device: device, clock: clock, pool: pool, cpuClock: cpuClock,
      calibration: costs.calibration, images: images.settings, host: host,
      variation: scrolling.variation)
  }

  /// A fresh engine with this one's settings: time 0, no views, an empty recording; the
  /// host's image loader and disk store stay attached.
  ///
  /// - Parameter renderer: the renderer to use, or nil to keep this engine's.
  public func fresh(renderer: (any LayerRenderer)? = nil) -> Engine {
    let engine = Engine(
      settings: settings, renderer: renderer ?? self.renderer, processes: processes)
    engine.images.loader = images.loader
    engine.images.diskStore = images.diskStore
    return engine
  }

  /// The latest virtual time processed.
  public var now: Micros { kernel.now }
  /// When main is next free: where a typed statement or a `run` starts.
  public var mainTime: Micros { max(now, main.clock) }

  // MARK: - Settings

  /// Switches how render costs are decided; takes effect for draws that start afterwards.
  /// `clock measured` measures the host on the reference workload each time it is chosen.
  public func setClock(_ mode: ClockMode) {
    clock = mode
    if mode == .measured { calibrate() }
  }

  /// Renders `ReferenceWorkload` on the host (fastest of five) and keeps its time, and learns
  /// the per-kind rates from the calibration probes (fastest of fifteen per stage).
  public func calibrate() {
    host = HostMeasurement.measure(renderer)
  }

  /// How many times slower than the A13 this device does UI work at the session's prices.
  public var slowdown: Double { costs.prices.slowdown(singleCore: device.spec.singleCore) }

  /// The device's time for `ReferenceWorkload` at the session's prices, µs.
  public var referenceMicros: Double {
    ReferenceWorkload.modelMicros(costs) * slowdown
  }

  /// Factor for render costs: the slowdown under `clock model` (the formulas price the
  /// A13); under `clock measured` the device's time for the reference workload ÷ the host's
  /// (used only when no per-kind rates were learned, `stageRates`).
  public var speedFactor: Double {
    switch clock {
    case .model: return slowdown
    case .measured:
      return referenceMicros / (host?.referenceMicros ?? ReferenceWorkload.modelReference)
    }
  }

  /// Changes where the session's unit prices come from (`costs set`, `costs fit`, `costs
  /// reset`); takes effect for work priced afterwards.
  public func setCalibration(_ calibration: PriceCalibration) {
    costs = CostModel.on(device, calibration: calibration)
  }

  /// Switches the simulated device, keeping the app's ProMotion opt-in (it is the app's
  /// Info.plist, not the device's). Refused while work is in flight, because queues and
  /// cores would change under running draws.
  public func setDevice(_ profile: DeviceProfile) throws(ModelError) {
    guard !hasWorkInFlight else {
      throw ModelError("cannot change the device while draws are in flight; 'run until idle' first")
    }
    try checkNoFrameInFlight(changing: "the device")
    let old = device
    device = profile.optingIn(device.promotionOptIn)
    costs = CostModel.on(profile, calibration: costs.calibration)
    drawing.adopt(device, pool: pool)
    realignVsyncs(from: old)
  }

  /// A commit in the render server was timed on the current vsync grid (its deadline and the
  /// vsync it appears at are indices on it): a new grid under it would show it early or late
  /// (60 → 120 Hz showed a commit half an interval after its deadline; issue 26's invariant
  /// fuzzer). So a change of device or frame rate waits for the screen to catch up.
  private func checkNoFrameInFlight(changing what: String) throws(ModelError) {
    guard let first = server.inFlight.first else { return }
    let which =
      first.record.animation ? "an animation frame is" : "commit \(first.record.commit) is"
    throw ModelError(
      "cannot change \(what) while \(which) in the render server; 'run until idle' first")
  }

  /// Sets whether the app's Info.plist has `CADisableMinimumFrameDurationOnPhone` = YES: on a
  /// ProMotion iPhone it moves the vsync grid and the display link between 60 and 120 Hz.
  /// Refused while work is in flight, because frames under way were timed on the old grid.
  public func setPromotion(_ on: Bool) throws(ModelError) {
    guard on != device.promotionOptIn else { return }
    guard !hasWorkInFlight else {
      throw ModelError(
        "cannot change the frame rate while draws are in flight; 'run until idle' first")
    }
    try checkNoFrameInFlight(changing: "the frame rate")
    let old = device
    device = device.optingIn(on)
    realignVsyncs(from: old)
  }

  /// Puts the next vsync and the display link on the current rate's grid.
  private func realignVsyncs(from old: DeviceProfile) {
    server.realign(after: now, from: old)
    main.displayLink.rearm(at: device.vsyncTime(server.nextVsync))
  }

  /// Switches the render-queue pool. Refused while work is in flight.
  public func setPool(_ kind: PoolKind) throws(ModelError) {
    guard kind.isAvailable else {
      throw ModelError(
        "pool '\(kind.rawValue)' is not available yet; use 'yy' or 'yy-fallback'")
    }
    guard !hasWorkInFlight else {
      throw ModelError("cannot change the pool while draws are in flight; 'run until idle' first")
    }
    pool = kind
    drawing.adopt(device, pool: kind)
  }

  /// The view called `name`, if any.
  public func view(named name: String) -> (any View)? {
    views[name]
  }

  /// Takes back a prototype no table uses — a shipped one declared for a `new table` that was
  /// then refused — so the refused statement leaves the views as they were.
  public func withdrawPrototype(named name: String) {
    guard let prototype = views[name] as? CellPrototype, prototype.tables(in: self).isEmpty
    else { return }
    views[name] = nil
  }

  /// True while any draw is queued, running or waiting for main.
  var hasWorkInFlight: Bool { drawing.hasWorkInFlight || !main.queue.isEmpty }

  /// The app's memory the model tracks, like the part of Xcode's memory gauge that drawing
  /// moves: every layer's contents bitmap (decoded images set on layers included), bitmaps
  /// drawn and not yet set (async draws waiting for main), and the image memory cache. The
  /// process's baseline (code, UIKit, heap) is not modelled.
  public var memoryBytes: Int {
    let inFlight = drawing.tasks.values.reduce(0) { $0 + ($1.result?.bitmap.byteCount ?? 0) }
    return drawing.contentsBytes + inFlight + images.memoryCache.totalBytes
  }

  // MARK: - Logging

  /// Appends an event at `time` (by default main's time) on `thread`, stamped with the
  /// current turn and mode.
  @discardableResult
  func log(
    _ event: TraceEvent, layer: String = "", thread: String = "main", at time: Micros? = nil,
    draw: Int? = nil
  ) -> Int {
    let stamp = time ?? main.clock
    let turn = main.turn
    let mode = main.mode
    return recording.append { seq in
      EventRecord(
        seq: seq, time: stamp, turn: turn, thread: thread, mode: mode, payload: event,
        layer: layer, draw: draw)
    }
  }
}
