/// GCD's thread pool as XNU's workqueue grows it when threads block (devices.md §3,
/// [XNU-WQ] `pthread_workqueue.c`; WWDC 2015 session 718; WWDC 2021 session 10254).
///
/// A global concurrent queue gets a thread per work item until its QoS's parallelism (the
/// logical CPU count) is reached; it gets more only when a worker *blocks* with work pending.
/// The new thread is not made at once: a delayed creation is armed, starting at the stall
/// window of 200 µs (`WQ_STALLED_WINDOW_USECS`) and doubling each time it is re-armed within
/// the current interval, up to 50 ms (`WQ_MAX_TIMER_INTERVAL_USECS`); it halves back when a
/// block comes after a quiet interval. All constrained threads together stay under 64
/// (`wq_max_constrained_threads` = max(64, 5 × NCPU), 64 on every device in the catalogue).
///
/// In the modelled libraries the threads that block are ADManager's image operations: each
/// runs `dataWithContentsOfURL` on an NSOperationQueue thread (AsyncDraw `ADManager.m`) and
/// sleeps for the whole download. Drawing never blocks, so only work on the global queue
/// while downloads are in flight sees the pool grow past the core count.
struct Workqueue {
  /// XNU's stall window: the first creation delay, and the least.
  static let stallWindow: Micros = 200
  /// XNU's longest creation delay.
  static let maxDelay: Micros = 50_000
  /// `wq_max_constrained_threads` on ≤ 10 CPUs.
  static let constrainedLimit = 64

  /// One blocked thread: when it blocked, when its replacement may start, when it wakes.
  struct Blocked: Equatable {
    var since: Micros
    var replacementAt: Micros
    var until: Micros
  }

  private(set) var blocked: [Blocked] = []
  /// The delay the next armed creation waits.
  private(set) var delay = Workqueue.stallWindow
  /// When the last creation was armed, and with which delay.
  private var lastArmed: (at: Micros, delay: Micros)?
  /// The most threads blocked at once.
  private(set) var peakBlocked = 0

  /// A worker blocks at `now` until `until`: arms the creation of a replacement thread.
  mutating func block(at now: Micros, until: Micros) {
    blocked.removeAll { $0.until <= now }
    if let last = lastArmed {
      if now - last.at < last.delay {
        delay = min(Workqueue.maxDelay, last.delay * 2)
      } else if now - last.at > 2 * last.delay {
        delay = max(Workqueue.stallWindow, last.delay / 2)
      }
    }
    lastArmed = (now, delay)
    blocked.append(Blocked(since: now, replacementAt: now + delay, until: until))
    peakBlocked = max(peakBlocked, blocked.count)
  }

  /// Threads GCD has brought up, at `now`, to stand in for blocked ones: a blocked thread
  /// whose armed creation has fired and which has not woken yet.
  func replacements(at now: Micros) -> Int {
    blocked.reduce(0) { $0 + ($1.replacementAt <= now && now < $1.until ? 1 : 0) }
  }

  /// How many threads the global queue may run work on at `now` on `cores` CPUs.
  func globalThreadLimit(at now: Micros, cores: Int) -> Int {
    let blockedNow = blocked.reduce(0) { $0 + ($1.since <= now && now < $1.until ? 1 : 0) }
    return min(
      Workqueue.constrainedLimit - blockedNow,
      max(1, cores) + replacements(at: now))
  }
}
