/// The main run loop's sleep: when it went to sleep, who asked it to wake, when and why it
/// last woke (reported with AfterWaiting, and where the frame main works on began).
struct RunLoopSleep {
  /// When `CFRunLoopWakeUp` was asked for (nil: nobody did since the last DoSources0).
  private(set) var wakeRequestedAt: Micros?
  /// When the run loop last went to sleep (the end of its BeforeWaiting work).
  private(set) var sleepingSince: Micros = 0
  /// When main last woke from sleep: where the frame it is working on began.
  private(set) var awakeSince: Micros = 0
  /// Why and after how long the loop last woke.
  private(set) var lastWake: (reason: WakeReason, slept: Micros)?

  /// When the sleeping run loop wakes and why: the earliest of the display-link `timer`, a
  /// main-queue block, a wake-up asked for, or a scheduled input event; at equal times the
  /// timer port wins, then the main queue, then a plain wake-up.
  func wakeTime(timer: Micros, queue: MainQueue, inputs: InputSources)
    -> (time: Micros, reason: WakeReason)
  {
    var best = (time: timer, reason: WakeReason.timer)
    if let block = queue.firstAvailable(before: best.time) { best = (block, .mainQueue) }
    if let woken = wakeRequestedAt, woken < best.time { best = (woken, .wakeUp) }
    if let input = inputs.nextScheduledTime, input < best.time { best = (input, .wakeUp) }
    return best
  }

  /// `CFRunLoopWakeUp` at `time`: the coming (or current) sleep returns at once. The first
  /// request since the last DoSources0 counts.
  mutating func requestWake(at time: Micros) {
    if wakeRequestedAt == nil { wakeRequestedAt = time }
  }

  /// DoSources0 handled whatever asked for the wake.
  mutating func clearWakeRequest() {
    wakeRequestedAt = nil
  }

  /// BeforeWaiting's work is done at `time`: the loop sleeps from here.
  mutating func fallAsleep(at time: Micros) {
    sleepingSince = time
  }

  /// The loop wakes at `time` for `reason`; returns how long it slept.
  mutating func wake(at time: Micros, for reason: WakeReason) -> Micros {
    let slept = max(0, time - sleepingSince)
    lastWake = (reason, slept)
    awakeSince = max(time, sleepingSince)
    return slept
  }
}
