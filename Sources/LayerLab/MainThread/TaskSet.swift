import OrderedCollections

/// A task set performed by a run-loop observer: YYTransaction's (`YYTransaction.m`) or
/// AsyncDraw's ADManager's (`ADManager.m`). Equal (target, selector) pairs coalesce; the
/// observer swaps the set for an empty one and performs every entry.
///
/// The real sets are `NSMutableSet`s, performed in hash order; here in insertion order, which
/// keeps runs deterministic.
struct TaskSet {
  private var entries: OrderedSet<TaskKey> = []

  var isEmpty: Bool { entries.isEmpty }
  var count: Int { entries.count }

  /// Adds the pair; false when an equal one is already waiting (coalesced).
  mutating func add(target: String, selector: String) -> Bool {
    entries.append(TaskKey(target: target, selector: selector)).inserted
  }

  /// The observer's swap: every waiting entry, in order, leaving the set empty.
  mutating func takeAll() -> [TaskKey] {
    defer { entries.removeAll() }
    return Array(entries)
  }
}
