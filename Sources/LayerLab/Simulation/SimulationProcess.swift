/// Something simulated that does work at times of its own choosing: the main thread, the
/// render queues, the display, the network, a test's timer.
///
/// The kernel asks each process when it next has something to do and calls it back at that
/// time. A process never advances the clock itself and never calls another process's
/// `handleEvent`; it changes its own state, and other processes' through their methods, and
/// the kernel re-reads every process's next time after each event.
public protocol SimulationProcess: AnyObject {
  /// Orders this process's events against others at the same time (see `EventRank`).
  var rank: EventRank { get }
  /// When it next has something to do, given that the clock reads `now`; nil when nothing.
  /// A time before `now` is treated as `now`.
  func nextEventTime(now: Micros) -> Micros?
  /// Does what is due at `time`; the kernel's clock already reads `time`.
  func handleEvent(at time: Micros)
  /// Why it is busy, for `run until idle` failures; empty when it is idle.
  var busyReasons: [String] { get }
  /// True when it has nothing pending; by default, when it gives no busy reason.
  var isIdle: Bool { get }
}

extension SimulationProcess {
  public var isIdle: Bool { busyReasons.isEmpty }
}
