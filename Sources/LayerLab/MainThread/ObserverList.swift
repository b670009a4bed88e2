/// The main run loop's observers, kept sorted by order with ties in insertion order.
public struct ObserverList: Sendable {
  public private(set) var observers: [RunLoopObserver] = []

  public init(_ observers: [RunLoopObserver] = []) {
    for observer in observers { add(observer) }
  }

  /// Inserts after every observer whose order is less than or equal to the new one's,
  /// which is how CFRunLoop keeps equal orders first-in, first-out.
  public mutating func add(_ observer: RunLoopObserver) {
    let index = observers.firstIndex { $0.order > observer.order } ?? observers.count
    observers.insert(observer, at: index)
  }

  /// An observer with `role` is on the loop (observers added on first use check this).
  public func contains(role: RunLoopObserver.Role) -> Bool {
    observers.contains { $0.role == role }
  }

  /// Adds `observer` unless one with its role is on the loop already: a library that installs
  /// its observer when first used (ADManager's `init`).
  mutating func addOnce(_ observer: RunLoopObserver) {
    guard !contains(role: observer.role) else { return }
    add(observer)
  }

  /// The observers that fire for `activity` while the loop runs in `mode`, in firing order.
  public func matching(_ activity: RunLoopActivity, in mode: RunLoopMode) -> [RunLoopObserver] {
    observers.filter { $0.activities.contains(activity) && $0.mode.includes(mode) }
  }
}
