import DequeModule

/// The main dispatch queue: blocks posted from other threads, each visible to main a short
/// latency after it was posted, drained by the run loop when its port wakes it.
///
/// It also keeps `__CFRunLoopRun`'s `didDispatchPortLastTime`: the early poll of the main
/// queue is skipped right after a drain, so BeforeWaiting (and the CA commit) runs between
/// two drains.
struct MainQueue {
  private var blocks: Deque<MainBlock> = []
  private var dispatchedLastTime = false

  var isEmpty: Bool { blocks.isEmpty }
  var count: Int { blocks.count }

  /// `dispatch_async(main)`: the block is queued, visible from its `availableAt`.
  mutating func post(_ block: MainBlock) {
    blocks.append(block)
  }

  /// When the earliest queued block becomes visible, if before `time`.
  func firstAvailable(before time: Micros) -> Micros? {
    guard let first = blocks.lazy.map(\.availableAt).min(), first < time else { return nil }
    return first
  }

  /// A block is visible at `time`.
  func hasReady(at time: Micros) -> Bool {
    blocks.contains { $0.availableAt <= time }
  }

  /// The early poll in a turn: true when a visible block is handled now; false (and the skip
  /// forgotten) when the loop goes on towards sleep.
  mutating func pollsEarly(at time: Micros) -> Bool {
    if hasReady(at: time), !dispatchedLastTime { return true }
    dispatchedLastTime = false
    return false
  }

  /// The main-queue port is handled: every block visible at `time` leaves the queue, in order.
  mutating func drain(at time: Micros) -> [MainBlock] {
    let ready = Array(blocks.filter { $0.availableAt <= time })
    blocks.removeAll { $0.availableAt <= time }
    dispatchedLastTime = true
    return ready
  }
}
