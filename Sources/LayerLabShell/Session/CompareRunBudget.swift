import Synchronization

/// The runs every `compare` of one top-level statement may make together, nested compares
/// and repeats included (``Session/maxComparedPerStatement``).
///
/// Why a shared counter: each compare checked only its own runs (at most 16), but a compared
/// file that compares multiplies them: a file comparing itself four levels deep made
/// 8 + 64 + 512 + 4096 runs (17.9 s), `--safe` or not. One counter, handed to every nested
/// run's session, bounds the whole tree. Atomic because runs may sit on worker threads;
/// a script that compares always runs its variants one after another
/// (``CompareStatement/compareFileWriters``), so which compare reaches the limit first does not
/// depend on thread timing.
final class CompareRunBudget: Sendable {
  private let spent = Atomic<Int>(0)

  /// Counts `runs` more; throws, counting none, when that would pass the limit.
  func reserve(_ runs: Int) throws(ShellError) {
    let limit = Session.maxComparedPerStatement
    let before = spent.load(ordering: .relaxed)
    guard before + runs <= limit else {
      throw ShellError(
        "compare would make \(before + runs) runs in one statement, nested compares and "
          + "repeats included; at most \(limit), the compare-runs-per-statement limit "
          + "(see 'help limits')")
    }
    spent.add(runs, ordering: .relaxed)
  }
}
