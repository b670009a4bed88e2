/// The kinds of event the log records (the `kind` column of the `events` CSV).
public enum EventKind: String, Sendable, CaseIterable {
  case activity
  case observer
  case input
  case timer
  case mainqueue
  case transaction
  case commit
  case layout
  case display
  case sentinel
  /// An ADLayer's two-state flag set (it has no sentinel).
  case flag
  case dispatch
  case checkpoint
  case contents
  case vsync
  /// Render prepare, on the render server's CPU.
  case render
  /// Render execute, on the GPU.
  case gpu
  /// A signpost (os_signpost's points of interest): an interval's begin or end, or an event.
  case signpost
}
