/// How far `advance` runs the simulation.
public enum StepUnit: Sendable, Equatable {
  /// To the end of the main run loop's next activity (BeforeTimers, sources0, BeforeWaiting…).
  case activity
  /// To the end of the current (or next) run-loop turn.
  case turn
  /// Through the next vsync.
  case frame
  /// Until virtual time has advanced by this many microseconds.
  case duration(Micros)
  /// Until nothing is pending anywhere and main sleeps.
  case idle
}

/// Why `advance` stopped.
public enum StopReason: Sendable, Equatable {
  case reached
  /// `run until idle` gave up: still busy after its virtual-time cap.
  case notIdle(Micros)
  /// The event budget for one call ran out (a runaway loop guard).
  case budget
  /// The caller asked to stop (Ctrl-C).
  case interrupted
}
