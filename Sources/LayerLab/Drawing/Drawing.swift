/// Drawing: YYAsyncLayer's display paths on main, the render queues and the worker cores
/// they run on, the pricing of real renders in virtual time, and Texture's transactions.
///
/// A kernel process whose events are the workers' starts and checkpoints (C1, the
/// `draw:PASS` polls, C2, C3); what happens on main (marking, capture, C4) is called from
/// the main thread's work items.
public final class Drawing: SimulationProcess {
  /// What it may ask of main, the CPU and the recording (not the whole engine).
  let context: ProcessContext
  /// The render queues of the current pool.
  var queues: QueuePool
  /// The device's cores and who holds them.
  var scheduler: CPUScheduler
  /// The cluster clocks (DVFS) and the levels they ran at.
  public internal(set) var clocks: CPUClocks
  /// What the last plan saw: main and the render server on the CPU, and when a worker that
  /// holds a core while an equal waits reaches the end of its quantum.
  var plannedMain = false
  var plannedServer = false
  var quantumEnd: Micros?
  /// The most draws that ever ran on cores at the same time.
  public internal(set) var peakBusyCores = 0
  /// The most GCD threads asleep in blocking work at once (ADManager's image operations).
  public var peakBlockedThreads: Int { queues.workqueue.peakBlocked }
  /// The most threads the global queue has had (it grows past the cores only while threads
  /// block; `Workqueue`).
  public var globalThreadCount: Int { queues.globalThreadCount }
  /// Threads Texture's node layouts have used (USER_INITIATED global-queue threads).
  public var nodeLayoutThreadCount: Int { queues.layoutLaneCount }
  /// Draws dispatched and not yet finished on main, by draw number.
  var tasks: [Int: DrawTask] = [:]
  /// Bytes of all layers' current contents, and the most they ever reached.
  public internal(set) var contentsBytes = 0
  public internal(set) var peakContentsBytes = 0
  /// Texture's open and committed transactions.
  var texture = TextureBook()

  init(context: ProcessContext, pool: PoolKind, device: DeviceProfile) {
    self.context = context
    self.queues = QueuePool(kind: pool, cores: device.cores)
    self.scheduler = CPUScheduler(cores: device.cpuCores)
    self.clocks = CPUClocks(spec: device.spec.clock, mode: .dynamic, at: 0)
  }

  /// A new device: its cores, and pools sized for them. Only while nothing is in flight.
  func adopt(_ device: DeviceProfile, pool: PoolKind) {
    queues = QueuePool(kind: pool, cores: device.cores)
    scheduler = CPUScheduler(cores: device.cpuCores)
    if clocks.spec != device.spec.clock {
      // Another chip: its clocks start from idle now.
      clocks = CPUClocks(spec: device.spec.clock, mode: clocks.mode, at: context.now)
    }
    context.recording.cpuSliceLog.dropOpen()
    plannedMain = false
    plannedServer = false
    quantumEnd = nil
  }

  /// True while any draw is queued, running or waiting for main.
  var hasWorkInFlight: Bool { !tasks.isEmpty || !texture.layouts.isEmpty }

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
    if !texture.layouts.isEmpty { reasons.append("\(texture.layouts.count) Texture node layouts") }
    return reasons
  }
}
