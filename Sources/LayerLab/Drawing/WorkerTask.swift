/// Work a worker thread runs, as the CPU scheduler sees it: when it may start, how much work
/// it has done on the cores it got, and how long it waited for them.
///
/// Two kinds exist: an async draw (`DrawTask`, with its C1–C3 checks) and a slice of a
/// Texture layout batch (`LayoutPull`, which lays out rows until none are left). Both stop at
/// amounts of work (`nextMark`); when a mark comes due depends on the core the thread holds.
class WorkerTask {
  /// The thread it runs on: a serial queue's, bound at dispatch; a concurrent queue's item
  /// has none until a free thread takes it from the FIFO (`RenderQueue.startHead`).
  var queue: RenderQueue?
  /// When the block reaches the queue (dispatch latency after the dispatch).
  let readyAt: Micros
  var started: Micros?
  /// Work done so far (P-core µs), and when it was last brought up to date.
  var workDone = 0.0
  var lastUpdate: Micros = 0
  /// Time spent on a core since the start (a draw's `draw_us`; a cancel pays only this).
  var onCore: Micros = 0
  /// Time runnable without a core: before the start (from `readyAt`) and while preempted.
  var waited: Micros = 0
  /// Since when it has been waiting for a core (nil while it runs).
  var waitingSince: Micros?
  /// The cores it ran on, in order (`E2`, then `P1` after a migration).
  var cores: [String] = []

  init(queue: RenderQueue?, readyAt: Micros) {
    self.queue = queue
    self.readyAt = readyAt
  }

  /// The amount of work (P-core µs since the start) at which its next event falls, or nil
  /// when it has none left.
  var nextMark: Micros? { nil }

  /// The time of the next mark when running at `speed` from `lastUpdate`, or nil before the
  /// start, after the last mark, or off-core (speed nil).
  func nextCheckTime(speed: Double?) -> Micros? {
    guard started != nil, let speed, speed > 0, let mark = nextMark else { return nil }
    let remaining = max(0, Double(mark) - workDone)
    // A hair below the exact quotient absorbs floating error so a mark is never a µs late.
    return lastUpdate + Micros((remaining / speed - 1e-6).rounded(.up))
  }

  /// Brings the work done up to `time` at `speed` (nil: off-core, no progress).
  func progress(to time: Micros, speed: Double?) {
    if let speed, started != nil, time > lastUpdate {
      workDone += Double(time - lastUpdate) * speed
      onCore += time - lastUpdate
    }
    lastUpdate = max(lastUpdate, time)
  }
}
