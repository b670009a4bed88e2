import DequeModule
import OrderedCollections

/// The simulated world: one main thread running a CFRunLoop, worker cores running serial
/// render queues, a render server presenting at each vsync, all on one virtual clock.
///
/// It is a discrete-event simulation. Main-thread work, worker checkpoints and vsyncs are
/// processed in time order; every piece of work costs virtual time (see `CostModel`).
/// Nothing here does I/O: the shell drives it and prints what the trace records.
public final class Engine {
  public private(set) var device: DeviceProfile
  public private(set) var clock: ClockMode
  public private(set) var pool: PoolKind
  public var costs = CostModel()
  /// What draws the pixels (the shell's Pango renderer, or a test double).
  public let renderer: any LayerRenderer

  /// Everything recorded so far.
  public internal(set) var trace = Trace()
  /// Counters that are not derivable from the trace.
  public internal(set) var counters = Counters()
  /// The latest virtual time processed.
  public internal(set) var now: Micros = 0
  /// When main is next free: where a typed statement or a `run` starts.
  public var mainTime: Micros { max(now, mainFreeAt) }

  /// Views by name, in creation order (deterministic iteration for displays and output).
  public internal(set) var views: OrderedDictionary<String, any View> = [:]
  /// The most views a session may hold.
  public static let maxViews = 1000
  /// The most scheduled inputs that may wait at once.
  public static let maxScheduled = 100_000

  // MARK: - Main thread

  var phase = RunLoopPhase.entry
  public internal(set) var mode = RunLoopMode.default
  /// Turns started so far; 0 before the first.
  public internal(set) var turn = 0
  var mainFreeAt: Micros = 0
  /// The time main has reached inside the work item being executed.
  var mainClock: Micros = 0
  var agenda: Deque<MainWork> = []
  var observers = ObserverList(RunLoopObserver.standard)
  var didDispatchPortLastTime = false
  var typedInputs = 0
  /// When a typed input woke the sleeping run loop (nil: nobody did).
  var wakeRequestedAt: Micros?
  /// When the run loop last went to sleep (the end of its BeforeWaiting work).
  var sleepingSince: Micros = 0
  var scheduled: [ScheduledInput] = []
  var nextScheduledSeq = 1
  var mainQueue: Deque<MainBlock> = []
  var nextBlockSeq = 1
  var taskSet: OrderedSet<TaskKey> = []
  var caTransactionOpen = false
  /// The stop point whose work is on the agenda, reported when the agenda drains.
  var pendingStop: String?
  /// Stop points completed so far, for `step`.
  var stopsCompleted = 0
  var lastStop = ""
  /// When the current turn began (its BeforeTimers), for the turn's span.
  var turnStart: Micros = 0
  /// When the running CA commit observer was called, for the commit's span.
  var commitStart: Micros = 0
  /// Why and after how long the loop last woke, reported with AfterWaiting.
  var wakeDetail = ""
  var turnsCompleted = 0

  // MARK: - Display link and frames

  var nextVsync: Int64 = 1
  var displayLinkDue: Micros
  public internal(set) var commits = 0
  public internal(set) var frames: [FrameRecord] = []
  public internal(set) var ticks: [TickRecord] = []

  // MARK: - Workers

  var queuePool: QueuePool
  var busyCores = 0
  /// Bytes of all layers' current contents, and the most they ever reached.
  public internal(set) var contentsBytes = 0
  public internal(set) var peakContentsBytes = 0
  /// The most draws that ever ran at the same time.
  public internal(set) var peakBusyCores = 0
  var tasks: [Int: DrawTask] = [:]

  // MARK: - Images

  /// Where image bytes come from (the shell's files and generated pictures).
  public var imageLoader: (any ImageLoader)?
  /// Mirrors the disk cache as files (`images cache=DIR`), if set.
  public var imageDiskStore: (any ImageDiskStore)?
  public internal(set) var imageSettings = ImageSettings()
  public internal(set) var memoryCache = ByteLRU(limit: ImageSettings().memoryLimit)
  public internal(set) var diskCache = ByteLRU(limit: ImageSettings().diskLimit)
  /// The bytes behind every URL seen: the "server" the modelled network fetches from.
  var imageAssets: [String: ImageAsset] = [:]
  var imageOperations: [String: ImageOperation] = [:]
  var downloadQueue: Deque<String> = []
  /// One record per image request, in order.
  public internal(set) var imageFetches: [ImageFetchRecord] = []

  // MARK: - Texture

  var textureGroups: [Int: TextureGroup] = [:]
  /// Transactions opened since the INT_MAX observer last ran.
  var openTextureGroups: [Int] = []
  var nextTextureGroup = 1
  var textureObserverAdded = false

  /// Creates an engine at virtual time 0 with the main run loop not yet entered.
  public init(
    device: DeviceProfile = .iphone11, clock: ClockMode = .measured, pool: PoolKind = .yy,
    renderer: any LayerRenderer
  ) {
    self.device = device
    self.clock = clock
    self.pool = pool
    self.renderer = renderer
    self.queuePool = QueuePool(kind: pool, cores: device.cores)
    self.displayLinkDue = device.vsyncTime(1)
  }

  /// A fresh engine with this one's settings: time 0, no views, an empty trace.
  ///
  /// - Parameter renderer: the renderer to use, or nil to keep this engine's.
  public func fresh(renderer: (any LayerRenderer)? = nil) -> Engine {
    let engine = Engine(
      device: device, clock: clock, pool: pool, renderer: renderer ?? self.renderer)
    engine.costs = costs
    engine.imageLoader = imageLoader
    engine.imageDiskStore = imageDiskStore
    engine.setImageSettings(imageSettings)
    return engine
  }

  // MARK: - Settings

  /// Switches how render costs are decided; takes effect for draws that start afterwards.
  public func setClock(_ mode: ClockMode) {
    clock = mode
  }

  /// Switches the simulated device. Refused while work is in flight, because queues and
  /// cores would change under running draws.
  public func setDevice(_ profile: DeviceProfile) throws(ModelError) {
    guard !hasWorkInFlight else {
      throw ModelError("cannot change the device while draws are in flight; 'run until idle' first")
    }
    device = profile
    queuePool = QueuePool(kind: pool, cores: profile.cores)
    nextVsync = profile.vsyncIndex(after: now)
    displayLinkDue = profile.vsyncTime(nextVsync)
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
    queuePool = QueuePool(kind: kind, cores: device.cores)
  }

  /// True while any draw is queued, running or waiting for main.
  var hasWorkInFlight: Bool { !tasks.isEmpty || !mainQueue.isEmpty }

  /// Render queues created so far, in creation order, with what they hold.
  public var queueSummaries: [(label: String, qos: QoS, outstanding: Int)] {
    queuePool.queues.map { ($0.label, $0.qos, $0.outstanding) }
  }

  /// Where the main run loop is, in words (for `show` and `stats`).
  public var phaseDescription: String {
    switch phase {
    case .entry: "not entered"
    case .beforeTimers: "turn \(turn) done; next: BeforeTimers"
    case .beforeSources: "after BeforeTimers"
    case .sources: "after BeforeSources"
    case .portPoll: "after sources0"
    case .beforeWaiting: "before BeforeWaiting"
    case .sleeping(let poll): poll ? "polling" : "sleeping"
    case .afterWaiting(let why): "woken (\(why.rawValue))"
    case .handle(let why): "handling \(why.rawValue)"
    case .turnEnd: "ending turn \(turn)"
    }
  }

  // MARK: - Logging

  /// Appends an event at `time` on `thread`, stamped with the current turn and mode.
  @discardableResult
  func log(
    _ kind: EventKind, _ name: String, layer: String = "", detail: String = "",
    thread: String = "main", at time: Micros? = nil, draw: Int? = nil
  ) -> Int {
    let stamp = time ?? mainClock
    let turn = self.turn
    let mode = self.mode
    return trace.append { seq in
      EventRecord(
        seq: seq, time: stamp, turn: turn, thread: thread, mode: mode, kind: kind, name: name,
        layer: layer, detail: detail, draw: draw)
    }
  }

  /// Records a main-thread span ending now.
  func span(
    _ name: String, _ category: String, from start: Micros, layer: String = "", draw: Int? = nil
  ) {
    trace.appendSpan(
      SpanRecord(
        thread: "main", name: name, category: category, start: start, end: mainClock, turn: turn,
        layer: layer, draw: draw))
  }

  /// Advances main's clock by `cost` within the current work item.
  func charge(_ cost: Micros) {
    mainClock += max(0, cost)
  }
}
