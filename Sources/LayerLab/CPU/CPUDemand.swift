/// A thread that wants a core when the scheduler plans: main, the render server, or a worker
/// thread of the app (a serial render queue's thread, a global-queue or Texture thread).
struct CPUDemand {
  enum Thread: Hashable, Comparable {
    case main
    case server
    /// A worker, by its render queue's ordinal.
    case worker(Int)
  }

  let thread: Thread
  /// Scheduling band, larger first: main and the render server above every worker, workers
  /// by QoS (`QoS.rank`).
  let band: Int
  /// When it joined the back of its band: when it became runnable, or when it last gave its
  /// core to an equal after a full quantum. Earlier runs first.
  let since: Micros
  /// The last tie-break: creation order.
  let ordinal: Int
  /// Utility and background threads run on E cores only (AMP's default policy).
  let efficiencyOnly: Bool
  /// How long it may hold a core while an equal waits.
  let quantum: Micros

  /// Main and the render server: never preempted, never sliced, placed on a P core.
  var isFixed: Bool { band >= CPUDemand.serverBand }

  /// The main thread runs at user-interactive, the render server (backboardd) in a band above
  /// every app thread; the model gives both a core at once. Values are our own ordering, not
  /// XNU priorities.
  static let mainBand = 100
  static let serverBand = 90

  /// Orders demands: band, then FIFO, then creation.
  static func runsBefore(_ a: CPUDemand, _ b: CPUDemand) -> Bool {
    if a.band != b.band { return a.band > b.band }
    if a.since != b.since { return a.since < b.since }
    return a.thread < b.thread
  }
}

extension QoS {
  /// The Edge scheduler's quantum for this class: FIXPRI/FG 10 ms, IN 8 ms, DF 6 ms, UT 4 ms,
  /// BG 2 ms (XNU `sched_edge` notes, devices.md §2 [XNU-EDGE]).
  var quantum: Micros {
    switch self {
    case .userInteractive: 10_000
    case .userInitiated: 8_000
    case .default: 6_000
    case .utility: 4_000
    case .background: 2_000
    }
  }

  /// AMP's default policy runs utility and background threads on E cores only
  /// (`sched_amp_common.c`, devices.md §2 [XNU-AMP]).
  var efficiencyOnly: Bool { self == .utility || self == .background }
}
