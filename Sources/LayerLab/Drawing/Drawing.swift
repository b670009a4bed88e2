/// Drawing: YYAsyncLayer's display paths on main, the render queues and the worker cores
/// they run on, the pricing of real renders in virtual time, and Texture's transactions.
///
/// A kernel process whose events are the workers' starts and checkpoints (C1, the
/// `draw:PASS` polls, C2, C3); what happens on main (marking, capture, C4) is called from
/// the main thread's work items.
public final class Drawing: SimulationProcess {
  unowned let engine: Engine
  /// The render queues of the current pool.
  var queues: QueuePool
  /// The device's cores (kept here: read at every worker event).
  var cores: Int
  /// Cores running a draw now.
  var busyCores = 0
  /// The most draws that ever ran at the same time.
  public internal(set) var peakBusyCores = 0
  /// Draws dispatched and not yet finished on main, by draw number.
  var tasks: [Int: DrawTask] = [:]
  /// Bytes of all layers' current contents, and the most they ever reached.
  public internal(set) var contentsBytes = 0
  public internal(set) var peakContentsBytes = 0
  /// Texture's open and committed transactions.
  var texture = TextureBook()

  init(engine: Engine, pool: PoolKind, cores: Int) {
    self.engine = engine
    self.queues = QueuePool(kind: pool, cores: cores)
    self.cores = cores
  }

  /// True while any draw is queued, running or waiting for main.
  var hasWorkInFlight: Bool { !tasks.isEmpty }

  /// Render queues created so far, in creation order, with what they hold.
  public var queueSummaries: [(label: String, qos: QoS, outstanding: Int)] {
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
    if !texture.groups.isEmpty { reasons.append("\(texture.groups.count) Texture transactions") }
    return reasons
  }
}
