/// Main's current busy stretch on its core: when it began and where main's last work ended.
/// A gap between two work items starts a new stretch; the CPU clock model prices work by how
/// long its core has been busy (`Drawing.mainWorkTime`).
struct BusyStretch {
  /// When the current busy stretch began.
  private(set) var since: Micros = 0
  private var lastEnd: Micros = 0

  /// Work begins at `time`: after a gap since the last work, a new stretch starts there.
  mutating func work(at time: Micros) {
    if time > lastEnd { since = time }
  }

  /// Work ended at `time`.
  mutating func worked(until time: Micros) {
    lastEnd = time
  }

  /// Main was blocked off the CPU until `time`: the next work is a fresh stretch from there.
  mutating func restart(at time: Micros) {
    since = time
    lastEnd = time
  }
}
