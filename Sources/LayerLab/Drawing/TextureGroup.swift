/// A Texture `_ASAsyncTransaction` for one cell: its layers' draws start at once, and their
/// results are applied together once the transaction is committed and every draw is done.
final class TextureGroup {
  let id: Int
  let cell: String
  /// Draw numbers in the order they were added (Texture completes in that order).
  var draws: [Int] = []
  /// Draws still running or queued.
  var pending = 0
  /// Set by the INT_MAX observer (`_ASAsyncTransactionGroup` commit).
  var committed = false

  init(id: Int, cell: String) {
    self.id = id
    self.cell = cell
  }
}

/// Texture's transactions: those opened since the INT_MAX observer last ran, and every one
/// not yet applied.
struct TextureBook {
  var groups: [Int: TextureGroup] = [:]
  /// Opened since the INT_MAX observer last ran.
  var open: [Int] = []
  var nextID = 1
  /// Texture registers its observer on first use, so other sessions' event logs do not change.
  var observerAdded = false
  /// The recursive-display queue: off-screen nodes waiting to render, first in first out.
  var renderQueue: [any TableCell] = []
  var renderQueueObserverAdded = false
  /// Tables whose first (minimum) range update waits for the queue to drain.
  var tablesAwaitingDrain: Set<String> = []
  /// Node layouts running off main after a reload, by id (`NodeLayoutBatch`).
  var layouts: [Int: NodeLayoutBatch] = [:]
}
