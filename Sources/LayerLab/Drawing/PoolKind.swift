/// Which set of render queues async draws are sent to (the `pool` setting). Only the queues:
/// how a draw is cancelled is its layer's class's (`LayerClass`, the view's `layerClass`).
public enum PoolKind: String, Sendable, CaseIterable {
  /// YYDispatchQueuePool: per-QoS contexts of min(cores, 32) serial queues, round-robin.
  case yy
  /// YYAsyncLayer without the pool: min(cores, 16) serial user-initiated queues, round-robin.
  case yyFallback = "yy-fallback"
  /// AsyncDraw's ADManager: up to min(cores, 6) lazily created queues, least loaded first.
  case ad
  /// One global concurrent queue: a FIFO its free threads take draws from in order, with a
  /// thread per draw up to the core count and more only while workers block (`Workqueue`).
  case global

  /// Whether this version of the engine can run the pool (all of them now).
  public var isAvailable: Bool { true }
}
