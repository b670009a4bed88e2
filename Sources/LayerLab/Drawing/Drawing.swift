/// Drawing: YYAsyncLayer's display paths on main, the render queues and their worker
/// threads (which share the cores through `CorePlanner`), the pricing of real renders in
/// virtual time, and Texture's transactions.
///
/// A kernel process whose events are the workers' starts and checkpoints (C1, the
/// `draw:PASS` polls, C2, C3); what happens on main (marking, capture, C4) is called from
/// the main thread's work items.
public final class Drawing: SimulationProcess {
  /// What it may ask of main, the CPU and the recording (not the whole engine).
  let context: ProcessContext
  /// The render queues of the current pool.
  var queues: QueuePool
  /// The device's cores as the queues' threads share them with main and the render server,
  /// and the clocks they run at: the queues say who is runnable, the planner who gets a core.
  public let cores: CorePlanner
  /// The most GCD threads asleep in blocking work at once (ADManager's image operations).
  var peakBlockedThreads: Int { queues.workqueue.peakBlocked }
  /// The most threads the global queue has had (it grows past the cores only while threads
  /// block; `Workqueue`).
  var globalThreadCount: Int { queues.globalThreadCount }
  /// Threads Texture's node layouts have used (USER_INITIATED global-queue threads).
  var nodeLayoutThreadCount: Int { queues.layoutLaneCount }
  /// Draws dispatched and not yet finished on main, by draw number.
  var tasks: [Int: DrawTask] = [:]
  /// Bytes of all layers' current contents, and the most they ever reached.
  public internal(set) var contentsBytes = 0
  var peakContentsBytes = 0
  /// Texture's transactions, render queue and node layouts (its draws go through the
  /// display paths here).
  private(set) lazy var texture = TextureNodes(context: context, drawing: self)
  /// Renders a draw's request and prices it in virtual time.
  var pricer: RenderPricer { RenderPricer(context: context) }

  /// Renders behind each `clock measured` cost: the fastest of six. One timing inside a
  /// session carries the host's cache state — on the development host a render among the
  /// engine's other work took 1.3–2.3× the same render repeated (`layerlab-bench
  /// --agreement`), depending on what ran between — which is the host's, not the phone's;
  /// the fastest of a few repeats is stable, and is how the reference workload is timed.
  /// Six, not three: with three, one-line labels still read ~1.5× their repeated cost
  /// (title labels 70–88 µs against ~52); with six, 52–65 µs. A choice, measured, not a
  /// property of any phone.
  static let measuredTimingRuns = 6

  init(context: ProcessContext, pool: PoolKind, device: DeviceProfile) {
    self.context = context
    self.queues = QueuePool(kind: pool, cores: device.cores)
    self.cores = CorePlanner(context: context, device: device)
  }

  /// A new device: its cores, and pools sized for them. Only while nothing is in flight.
  func adopt(_ device: DeviceProfile, pool: PoolKind) {
    queues = QueuePool(kind: pool, cores: device.cores)
    cores.adopt(device)
  }

  /// True while any draw is queued, running or waiting for main.
  var hasWorkInFlight: Bool { !tasks.isEmpty || texture.hasLayoutsInFlight }

  /// Render queues created so far, in creation order, with what they hold.
  var queueSummaries: [(label: String, qos: QoS, outstanding: Int)] {
    queues.queues.map { ($0.label, $0.qos, $0.outstanding) }
  }

  // MARK: - SimulationProcess

  public var rank: EventRank { .worker }

  public func nextEventTime(now: Micros) -> Micros? {
    nextWorkerTime(now: now)
  }

  public func handleEvent(at time: Micros) {
    runWorkerEvent(at: time)
  }

  public var busyReasons: [String] {
    var reasons: [String] = []
    if !tasks.isEmpty { reasons.append("\(tasks.count) draws in flight") }
    return reasons + texture.busyReasons
  }
}
