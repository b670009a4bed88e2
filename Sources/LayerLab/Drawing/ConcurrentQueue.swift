import DequeModule

/// A concurrent dispatch queue: one FIFO of work items, each taken from the head by whichever
/// of its threads is free when it is free to run — never bound to a thread at dispatch.
///
/// libdispatch keeps one list per root queue and its worker threads dequeue from it in order
/// (`_dispatch_root_queue_drain`, DESIGN.md §1 "Render queues"); Texture's display queue is
/// the same shape one level up: `ASAsyncTransactionQueue` keeps one operation list that each
/// of its worker blocks pulls from until it is empty (`ASAsyncTransaction.mm`). So a draw
/// dispatched later never starts before an earlier one that has arrived: the first free
/// thread takes the oldest item.
///
/// Its threads are `RenderQueue`s with no `pending` of their own. One is brought up at
/// dispatch when more items wait than threads are free and fewer threads exist than the
/// caller's limit (the workqueue's rules for the global queue, 2 × cores for Texture's).
/// Every thread brought up stays and takes items; GCD would narrow a thread over its
/// parallelism only at its periodic check (`_dispatch_queue_drain_should_narrow`), which the
/// model leaves out.
final class ConcurrentQueue {
  /// The queue's name, logged at dispatch (`global`, `texture.display`).
  let label: String
  /// What its threads are named, followed by their index.
  private let threadPrefix: String
  let qos: QoS
  /// Items dispatched and not yet taken, oldest first.
  private var items: Deque<WorkerTask> = []
  /// Its threads, in the order they were brought up.
  private(set) var threads: [RenderQueue] = []

  init(label: String, threadPrefix: String, qos: QoS) {
    self.label = label
    self.threadPrefix = threadPrefix
    self.qos = qos
  }

  /// Puts `task` at the back of the FIFO. Returns a new thread (numbered `ordinal` among all
  /// render threads) when more items wait than threads are free and fewer than `threadLimit`
  /// threads exist; nil otherwise.
  func enqueue(_ task: WorkerTask, threadLimit: Int, ordinal: Int) -> RenderQueue? {
    items.append(task)
    let free = threads.count { $0.running == nil }
    guard items.count > free, threads.count < threadLimit else { return nil }
    let thread = RenderQueue(
      label: "\(threadPrefix)\(threads.count)", qos: qos, ordinal: ordinal, concurrent: self)
    threads.append(thread)
    return thread
  }

  /// When the head item arrived (the start of its threads' wait for a core).
  var headReadyAt: Micros? { items.first?.readyAt }

  /// The next arrival after `time`: when an item reaches the queue and a thread may want a core.
  func nextArrival(after time: Micros) -> Micros? {
    items.first { $0.readyAt > time }?.readyAt
  }

  /// The item `thread` would take at `time`: the head, once it has arrived, when the thread
  /// runs nothing.
  func head(for thread: RenderQueue, at time: Micros) -> WorkerTask? {
    guard thread.running == nil, let head = items.first, head.readyAt <= time else { return nil }
    return head
  }

  /// Takes the head for a thread that starts it.
  func popHead() -> WorkerTask? { items.popFirst() }

  /// Whether `thread` wants a core at `time`: it runs an item, or it is among the first free
  /// threads, one per arrived item — so free threads do not hold cores with nothing to take.
  /// Free threads already on a core come first (a worker that ends an item goes on to the
  /// next without giving up its core), then the order they were brought up.
  func wantsCore(_ thread: RenderQueue, at time: Micros) -> Bool {
    if thread.running != nil { return true }
    // No item: no free thread wants one (the rank below could only be past the count).
    if items.isEmpty { return false }
    // Its rank among the free threads, counted in place: asked for every thread at every
    // event, so it makes no arrays.
    var rank = 0
    /// Counts the free threads holding a core (or not) up to `thread`; true when it is one.
    func counts(holdingCore: Bool) -> Bool {
      for other in threads where other.running == nil && (other.core != nil) == holdingCore {
        if other === thread { return true }
        rank += 1
      }
      return false
    }
    guard counts(holdingCore: true) || counts(holdingCore: false), items.count > rank else {
      return false
    }
    // The thread ranked n wants a core once n + 1 items have arrived.
    return items.prefix(rank + 1).allSatisfy { $0.readyAt <= time }
  }
}
