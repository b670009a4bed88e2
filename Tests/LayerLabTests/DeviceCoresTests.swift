import LayerLabValues
import Testing

@testable import LayerLab

/// Main prices its work on a copy of the P cluster's clock, and keeps the walk it made for the
/// next statement (`DeviceCores.mainWorkTime`). Going on from a kept walk must give exactly
/// what a walk from the clock's last event gives, whatever happened in between.
struct DeviceCoresTests {
  /// What `mainWorkTime` computed before it kept its walks: from the P clock, idle (or under
  /// the plan's load) until main went on the CPU, loaded from there, then the work.
  static func freshWalk(_ cores: DeviceCores, _ work: Micros, at start: Micros, busySince: Micros)
    -> Micros
  {
    var clock = cores.clocks.performance
    guard clock.dynamic else { return max(0, work) }
    clock.advance(
      to: max(clock.time, min(busySince, start)), loaded: cores.isLoaded(.performance))
    clock.advance(to: start, loaded: true)
    return clock.run(work).duration
  }

  static let worker = CPUDemand(
    thread: .worker(0), band: QoS.userInitiated.rank, since: 0, ordinal: 0,
    efficiencyOnly: false, quantum: QoS.userInitiated.quantum)

  @Test(arguments: [CPUClockMode.dynamic, .governor])
  func aKeptWalkPricesMainsWorkAsAFreshWalk(mode: CPUClockMode) {
    var random = SplitMix64(seed: 42)
    let cores = DeviceCores(.iphone11, mode: mode, at: 0)
    var now: Micros = 0
    var busySince: Micros = 0
    var differing = 0
    for _ in 0..<4_000 {
      let roll = Int(random.next() % 100)
      switch roll {
      case 0..<3:
        // A worker event: the clocks are brought forward, the load may change.
        cores.advanceClocks(to: now)
        _ = cores.plan(roll == 0 ? [] : [Self.worker], at: now)
      case 3..<5:
        cores.hintBurst(at: now + Micros(random.next() % 20_000))
      case 5..<15:
        // Main idles, then works again.
        now += Micros(random.next() % 300_000)
        busySince = now
      default:
        break
      }
      // Sometimes main prices work that started before the last walk's end.
      let start = roll == 99 ? max(busySince, now - 5_000) : now
      let work = Micros(1 + random.next() % 3_000)
      let expected = Self.freshWalk(cores, work, at: start, busySince: busySince)
      let priced = cores.mainWorkTime(work, at: start, busySince: busySince)
      if priced != expected { differing += 1 }
      now = max(now, start + priced)
    }
    #expect(differing == 0, "\(differing) of 4000 prices differ from a fresh walk")
  }
}
