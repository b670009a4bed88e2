/// Where the main run loop is within a turn: the engine's program counter for main.
///
/// One turn follows CFRunLoop's `__CFRunLoopRun`: BeforeTimers → BeforeSources → sources0 →
/// (if a source0 was handled the turn polls and skips BeforeWaiting) → the early main-queue
/// poll (skipped right after a drain) → BeforeWaiting → sleep → AfterWaiting → exactly one of
/// timers, the main queue or a wake-up → end of turn.
enum RunLoopPhase: Equatable {
  case entry
  case beforeTimers
  case beforeSources
  case sources
  case portPoll(handledSource: Bool)
  case beforeWaiting
  case sleeping(poll: Bool)
  case afterWaiting(WakeReason)
  case handle(WakeReason)
  case turnEnd
}

/// Why the run loop woke: the one port handled in this turn.
public enum WakeReason: String, Sendable, Equatable {
  /// A due timer (the display link at a vsync).
  case timer
  /// Blocks on the main dispatch queue.
  case mainQueue = "main queue"
  /// A plain wake-up: an input event signalled a source0.
  case wakeUp = "input"
  /// A poll that found nothing ready.
  case none
}
