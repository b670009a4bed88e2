/// The small typed values some events carry.
extension TraceEvent {
  /// What an observer callout found, when its role has something to say.
  ///
  /// `indirect` so `.plain`, by far the most common, costs one word in every record and the
  /// counts a box only in the one or two callouts a turn that have them.
  public indirect enum ObserverCallout: Sendable, Equatable {
    /// Nothing beyond the callout itself.
    case plain
    /// YYTransaction's task set: the entries it is about to perform.
    case taskSet(pending: Int)
    /// Texture's INT_MAX observer: transactions committed this turn, and how many of them
    /// had every draw finished already.
    case texture(committed: Int, ready: Int)
    /// Texture's render queue: the node rendered by this callout, and how many wait.
    case renderQueue(node: String, remaining: Int)

    /// The counts in words (`nothing pending`, `3 committed, 1 ready`), nil for `.plain`:
    /// the `detail` column and the transcript both show them after the order.
    public var summary: String? {
      switch self {
      case .plain: nil
      case .taskSet(let pending): pending == 0 ? "nothing pending" : "\(pending) pending"
      case .texture(let committed, let ready): "\(committed) committed, \(ready) ready"
      case .renderQueue(let node, let remaining):
        "renders \(node), \(remaining) waiting"
      }
    }
  }

  /// How a statement reached main.
  public enum InputSource: Sendable, Equatable {
    /// Typed at the prompt (or read from a script) and handled at once.
    case typed
    /// Scheduled earlier (`after`, `repeat`) and handled when its time came.
    case scheduled
    /// Scheduled, but refused when its time came; the message says why.
    case failed(String)
  }

  /// Which display path a layer took.
  public enum DisplayPath: Sendable, Equatable {
    /// Drawn on main, within the commit or `display()`.
    case sync
    /// Dispatched to a render queue.
    case async
    /// Async, but smaller than 1 pt: contents cleared, nothing dispatched.
    case asyncCleared
  }

  /// A YYTransaction step.
  public enum TransactionStep: String, Sendable, Equatable {
    /// Added to the task set.
    case committed
    /// Already in the task set, so merged with the earlier entry.
    case coalesced
    /// Performed by the observer at 0xFFFFFF.
    case performed
  }

  /// Why a finished download was not handed to a view.
  public enum ImageDrop: String, Sendable, Equatable {
    case notDisplayed = "not displayed"
    /// The view now wants another URL (only with `images check=url`).
    case reused
    case viewGone = "view gone"
  }

  /// Why VVebo left a row blank.
  public enum SkipReason: String, Sendable, Equatable {
    case scrollingToTop = "scrolling to top"
    case notInNeedLoad = "not in needLoad"
  }

  /// How a scroll motion came to an end.
  public enum ScrollStop: Sendable, Equatable {
    /// Something (`touch`, `scrollToTop`, …) stopped a motion (`drag`, `deceleration`, …).
    case stopped(by: String, motion: String)
    /// The deceleration ran out at `offset`.
    case decelerationEnded(offset: Double)
    /// The scroll-to-top animation arrived.
    case scrollToTopEnded
  }
}
