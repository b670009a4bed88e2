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
  case dispatch
  case checkpoint
  case contents
  case vsync
  /// Render prepare, on the render server's CPU.
  case render
  /// Render execute, on the GPU.
  case gpu
}
