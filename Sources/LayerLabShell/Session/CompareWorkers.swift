import Foundation
import Synchronization

/// Runs a `compare`'s jobs on worker threads, one job at a time per thread, and hands back
/// every job's result and error text in the jobs' order.
///
/// Why threads of its own and not a task group: each job builds a Pango renderer, and Pango
/// must never see two threads on one font map; a `Thread` runs its jobs start to end, so a run
/// and its renderer stay on the thread that made them (see `PangoContextFactory`). Why the
/// calling thread only waits: the session's Ctrl-C poll is the caller's closure and not
/// `Sendable`, so the caller polls it and raises a flag the workers' runs poll instead.
enum CompareWorkers {
  /// A job's result and the error text it wrote, kept until every job is done so that errors
  /// reach the session in the jobs' order, as a serial run writes them.
  struct Outcome: Sendable {
    var result: CompareJob.Result
    var errors: [String]
  }

  /// The state the threads share: which job is next, the stop flag, the outcomes.
  private final class Board: Sendable {
    let next = Atomic<Int>(0)
    let stop = Atomic<Bool>(false)
    /// Jobs finished, for the progress line.
    let completed = Atomic<Int>(0)
    let outcomes: Mutex<[Outcome?]>
    let finished = DispatchSemaphore(value: 0)

    init(count: Int) {
      outcomes = Mutex(Array(repeating: nil, count: count))
    }
  }

  /// How often the waiting thread polls `interrupted`: Ctrl-C feels immediate at 20 ms.
  static let pollInterval = DispatchTimeInterval.milliseconds(20)
  /// A worker's stack: as deep as the main thread's usual 8 MiB, since a run does what a
  /// session on the main thread does.
  static let stackSize = 8 << 20

  /// Runs `jobs` on `threads` threads and returns their outcomes in order; nil for a job that
  /// never started because `interrupted` said stop first. `progress` hears how many have
  /// finished at every poll.
  static func run(
    _ jobs: [CompareJob], threads: Int, interrupted: () -> Bool,
    progress: (Int) -> Void = { _ in }
  ) -> [Outcome?] {
    let board = Board(count: jobs.count)
    let count = max(1, min(threads, jobs.count))
    for _ in 0..<count {
      let thread = Thread { work(jobs, board) }
      thread.stackSize = stackSize
      thread.start()
    }
    var done = 0
    while done < count {
      if board.finished.wait(timeout: .now() + pollInterval) == .success {
        done += 1
      } else if interrupted() {
        board.stop.store(true, ordering: .relaxed)
      }
      progress(board.completed.load(ordering: .relaxed))
    }
    return board.outcomes.withLock { $0 }
  }

  /// One thread's loop: take the next job until none is left or Ctrl-C was pressed.
  private static func work(_ jobs: [CompareJob], _ board: Board) {
    defer { board.finished.signal() }
    while !board.stop.load(ordering: .relaxed) {
      let index = board.next.add(1, ordering: .relaxed).oldValue
      guard jobs.indices.contains(index) else { return }
      var errors: [String] = []
      let result = jobs[index].perform(
        interrupted: { board.stop.load(ordering: .relaxed) },
        errors: { errors.append($0) })
      board.outcomes.withLock { $0[index] = Outcome(result: result, errors: errors) }
      board.completed.add(1, ordering: .relaxed)
    }
  }
}
