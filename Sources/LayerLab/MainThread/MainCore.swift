/// Main's time on its core: how far it has got, its current busy stretch (the CPU clock model
/// prices work by how long its core has been busy, `DeviceCores.mainWorkTime`), and the recent
/// stretches it spent blocked off the CPU (a disk read, a synchronous download).
///
/// The render queues plan the cores around it (`isOnCPU`, `nextChange`): main is on a core
/// while its clock is ahead and it is not blocked.
struct MainCore {
  /// How far main has got: the end of its last work item, or further inside the one running.
  private(set) var clock: Micros = 0
  /// When the current busy stretch began.
  private(set) var busySince: Micros = 0
  /// Where main's last work ended: a gap after it starts a new busy stretch.
  private var lastEnd: Micros = 0
  /// Recent stretches main spent blocked, off the CPU (the last `offCPULimit`).
  private(set) var offCPU: [(start: Micros, end: Micros)] = []
  private static let offCPULimit = 64

  /// Main's next step begins at `time` at the earliest.
  mutating func catchUp(to time: Micros) {
    clock = max(clock, time)
  }

  /// Work begins at main's clock: after a gap since the last work, a new busy stretch starts.
  mutating func beginWork() {
    if clock > lastEnd { busySince = clock }
  }

  /// The work begun took `duration` of main's time.
  mutating func worked(for duration: Micros) {
    clock += duration
    lastEnd = clock
  }

  /// Main waits `duration` off the CPU; its next work is a fresh busy stretch.
  mutating func block(for duration: Micros) {
    let start = clock
    clock += max(0, duration)
    busySince = clock
    lastEnd = clock
    guard clock > start else { return }
    offCPU.append((start, clock))
    if offCPU.count > Self.offCPULimit { offCPU.removeFirst(offCPU.count - Self.offCPULimit) }
  }

  /// True when main is using a core at `time`: it is working (its clock is ahead) and not
  /// blocked.
  func isOnCPU(at time: Micros) -> Bool {
    clock > time && !offCPU.contains { $0.start <= time && time < $0.end }
  }

  /// The next time after `time` at which main may enter or leave the CPU.
  func nextChange(after time: Micros) -> Micros? {
    var best: Micros? = clock > time ? clock : nil
    for span in offCPU {
      for edge in [span.start, span.end] where edge > time { best = min(best ?? edge, edge) }
    }
    return best
  }
}
