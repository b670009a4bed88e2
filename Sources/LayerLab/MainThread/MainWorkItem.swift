/// One unit of work on the main thread, executed atomically at the time main gets to it.
///
/// Work is kept fine-grained (one observer, one layer's display, one block) so worker events
/// that fall between them are processed in time order and see the right sentinel values.
/// Named an item (as `DispatchWorkItem`): one entry of main's queue, not the shell's
/// `MainWorkReport` of what main did over a window.
enum MainWorkItem {
  /// Send a run-loop activity: log it and queue its observers' callouts.
  case notify(RunLoopActivity)
  /// The loop now runs in this mode (UIScrollView's nested tracking run begins or returns).
  case enterMode(RunLoopMode)
  case observer(RunLoopObserver, RunLoopActivity)
  /// Core Animation's commit, in its four steps: layout, display, prepare (decode the images
  /// UIImageViews show undecoded), send the tree.
  case commitLayoutPass
  case commitDisplayPass
  case commitPreparePass
  case layout(String)
  case display(String)
  case decode(String)
  case commitFinish
  /// iOS 15's cell prefetching, after the commit, in the frame's spare time
  /// (``TablePrefetcher/prepareCell(for:in:)``); queued only while a table has `prefetch=cells`.
  case cellPrefetch
  case transactionEntry(TaskKey)
  /// One entry of ADManager's task set (`[task excute]`).
  case adManagerTask(TaskKey)
  case input(ScheduledInput)
  case mainBlock(MainBlock)
  case displayLink
}

/// A (target, selector) pair in the YYTransaction set or ADManager's: equal pairs coalesce
/// (YYTransaction's `isEqual:`, ADTask's `isEqual:` and `hash`: same target, same selector).
struct TaskKey: Hashable {
  var target: String
  var selector: String
}

/// A block on the main dispatch queue, posted by a worker.
struct MainBlock {
  enum Action {
    /// C4: check the sentinel, then set contents and call didDisplay(true).
    case finishDraw(Int)
    /// didDisplay(false) after a C2 or C3 cancellation.
    case didDisplayCancelled(Int)
    /// Texture: a committed transaction's draws are all done; apply them in order.
    case finishTextureGroup(Int)
    /// A download finished: cache it and set it on the views waiting for it.
    case imageLoaded(String)
    /// Texture: the range controller's coalesced update of the named table.
    case textureRangeUpdate(String)
    /// Texture: a reload's nodes are laid out; the named table takes their heights.
    case applyNodeLayout(String)
  }

  var action: Action
  /// When the block becomes visible to the main run loop.
  var availableAt: Micros
}

/// A statement scheduled as a future input event (`after`, `repeat … every`).
public struct ScheduledInput {
  public var time: Micros
  public var seq: Int
  public var text: String
  /// The statement, checked again against the state at the time it runs.
  public var command: ViewCommand

  public init(time: Micros, seq: Int, text: String, command: ViewCommand) {
    self.time = time
    self.seq = seq
    self.text = text
    self.command = command
  }
}
