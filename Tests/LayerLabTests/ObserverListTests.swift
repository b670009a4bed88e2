import Testing

@testable import LayerLab

/// CFRunLoop keeps observers sorted by ascending order, ties first-in first-out, and fires
/// only those registered for the current activity and mode.
@Suite struct ObserverListTests {
  /// A plain observer for ordering tests; the role does not matter to the list.
  private func observer(
    _ name: String, _ order: Int64, _ activities: RunLoopActivity = .beforeWaiting,
    mode: RunLoopMode = .common
  ) -> RunLoopObserver {
    RunLoopObserver(name: name, order: order, activities: activities, mode: mode, role: .gestures)
  }

  @Test func keepsAscendingOrderAndFIFOAmongEqualOrders() {
    var list = ObserverList()
    for (name, order) in [("a", 5), ("b", 1), ("c", 5), ("d", 3), ("e", 1), ("f", -7)] {
      list.add(observer(name, Int64(order)))
    }
    #expect(list.observers.map(\.name) == ["f", "b", "e", "d", "a", "c"])
    #expect(list.observers.map(\.order) == [-7, 1, 1, 3, 5, 5])
  }

  @Test func initialiserSortsLikeAdd() {
    let list = ObserverList([observer("late", 9), observer("x", 2), observer("y", 2)])
    #expect(list.observers.map(\.name) == ["x", "y", "late"])
  }

  @Test func matchingFiltersByActivity() {
    let list = ObserverList([
      observer("wait", 1, .beforeWaiting), observer("both", 2, [.beforeWaiting, .exit]),
      observer("entry", 0, .entry), observer("exit", 3, .exit),
    ])
    #expect(list.matching(.beforeWaiting, in: .default).map(\.name) == ["wait", "both"])
    #expect(list.matching(.exit, in: .default).map(\.name) == ["both", "exit"])
    #expect(list.matching(.entry, in: .default).map(\.name) == ["entry"])
    #expect(list.matching(.afterWaiting, in: .default).isEmpty)
  }

  @Test func commonMatchesBothModesAndDefaultOnlyDefault() {
    let list = ObserverList([
      observer("common", 1, mode: .common), observer("default", 2, mode: .default),
      observer("tracking", 3, mode: .tracking),
    ])
    #expect(list.matching(.beforeWaiting, in: .default).map(\.name) == ["common", "default"])
    #expect(list.matching(.beforeWaiting, in: .tracking).map(\.name) == ["common", "tracking"])
    #expect(RunLoopMode.common.includes(.default))
    #expect(RunLoopMode.common.includes(.tracking))
    #expect(!RunLoopMode.default.includes(.tracking))
    #expect(!RunLoopMode.tracking.includes(.default))
  }

  @Test func standardObserversFireInUIKitOrder() {
    let list = ObserverList(RunLoopObserver.standard)
    let waiting = list.matching(.beforeWaiting, in: .tracking)
    #expect(
      waiting.map(\.name) == [
        "gestures", "before-commit", "CA commit", "after-commit", "YYTransaction",
        "autorelease pop",
      ])
    #expect(
      waiting.map(\.order) == [0, 1_999_000, 2_000_000, 2_001_000, 16_777_215, 2_147_483_647])
    #expect(list.matching(.entry, in: .default).map(\.name) == ["autorelease push"])
    #expect(list.matching(.exit, in: .default).map(\.name).first == "before-commit")
  }
}
