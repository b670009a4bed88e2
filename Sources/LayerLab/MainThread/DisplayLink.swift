/// The display link: a timer on main's run loop in common modes, due at every vsync.
///
/// Its callbacks are recorded by `MainThread` (`ticks`); this owns only when it next fires.
struct DisplayLink {
  /// When the timer is next due.
  private(set) var due: Micros

  init(firstVsync: Micros) {
    due = firstVsync
  }

  /// Re-arms the timer for `vsync` (after a callback, or when the engine's vsync grid moves).
  mutating func rearm(at vsync: Micros) {
    due = vsync
  }
}
