/// Statements arriving on main as input events: typed at the prompt (already run, counted as
/// handled source0s at the next DoSources0) or scheduled for later (`after`, `repeat … every`).
struct InputSources {
  /// Statements typed since the last DoSources0.
  private var typed = 0
  /// Statements scheduled as future input events, in time order (ties in scheduling order).
  private var scheduled: [ScheduledInput] = []
  private var nextSeq = 1

  /// No typed input is waiting to be counted and nothing is scheduled.
  var isEmpty: Bool { typed == 0 && scheduled.isEmpty }
  var scheduledCount: Int { scheduled.count }
  /// When the next scheduled statement is due.
  var nextScheduledTime: Micros? { scheduled.first?.time }

  /// A statement was typed (and run): the next DoSources0 counts it.
  mutating func noteTyped() {
    typed += 1
  }

  /// Files a statement to run as an input event `delay` after `base` (main's time: `after`,
  /// `repeat … every`); the engine has checked the delay, the limit and the statement.
  mutating func schedule(
    after delay: Micros, from base: Micros, _ command: ViewCommand, text: String
  ) throws(ModelError) -> Micros {
    let (time, overflow) = base.addingReportingOverflow(delay)
    guard !overflow else { throw ModelError("a delay that long overflows the clock") }
    schedule(at: time, command, text: text)
    return time
  }

  /// Files a statement to run at `time`.
  mutating func schedule(at time: Micros, _ command: ViewCommand, text: String) {
    let input = ScheduledInput(time: time, seq: nextSeq, text: text, command: command)
    nextSeq += 1
    let index = scheduled.firstIndex { $0.time > time } ?? scheduled.count
    scheduled.insert(input, at: index)
  }

  /// DoSources0 at `time`: the scheduled statements now due leave the list; `handled` counts
  /// them and the typed ones, which are forgotten.
  mutating func takeSources0(at time: Micros) -> (handled: Int, due: [ScheduledInput]) {
    let due = Array(scheduled.prefix { $0.time <= time })
    scheduled.removeFirst(due.count)
    defer { typed = 0 }
    return (typed + due.count, due)
  }
}
