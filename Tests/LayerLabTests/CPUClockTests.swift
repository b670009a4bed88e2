import Testing

@testable import LayerLab

/// The CPU clock (DVFS): a cluster's clock ramps up under load and falls back when idle, so
/// the same row costs more in a slow drag than in a fast fling; `cpuclock fixed` is the old
/// model, every core at peak.
struct CPUClockTests {
  /// The A13's P cluster: 600 MHz idle (ESTIMATE, the M1's) of 2,660 MHz, 100 ms each way.
  static let a13 = CPUClockSpec.chip("A13 Bionic").performance
  static let floor = 600.0 / 2660.0
  /// Level gained (or lost) per µs busy (idle).
  static let rate = (1 - floor) / 100_000

  @Test func theRampFollowsItsFormulaUnderLoadAndWhenIdle() {
    var clock = CPUClock(spec: CPUClockTests.a13, dynamic: true)
    #expect(clock.level == CPUClockTests.floor)
    clock.advance(to: 40_000, loaded: true)
    #expect(abs(clock.level - (CPUClockTests.floor + 40_000 * CPUClockTests.rate)) < 1e-12)
    // Within a tick the level holds; it moves at the tick's end.
    clock.advance(to: 40_500, loaded: true)
    #expect(abs(clock.level - (CPUClockTests.floor + 40_000 * CPUClockTests.rate)) < 1e-12)
    clock.advance(to: 100_000, loaded: true)
    #expect(clock.level == 1)
    clock.advance(to: 130_000, loaded: false)
    #expect(abs(clock.level - (1 - 30_000 * CPUClockTests.rate)) < 1e-12)
    // Half a tick busy, half idle: with equal times the level stays.
    let before = clock.level
    clock.advance(to: 130_500, loaded: true)
    clock.advance(to: 131_000, loaded: false)
    #expect(abs(clock.level - before) < 1e-12)
    clock.advance(to: 1_000_000, loaded: false)
    #expect(clock.level == CPUClockTests.floor)
  }

  @Test func workFromIdleTakesItsCostOverTheLevelItRunsAt() {
    let clock = CPUClock(spec: CPUClockTests.a13, dynamic: true)
    // Inside the first tick, at the floor: 100 µs of peak work takes 100 ÷ 0.2256 µs.
    #expect(clock.run(100).duration == Micros((100 / CPUClockTests.floor).rounded()))
    // Across ticks: each tick at its level, the work done adding up to the work asked.
    let run = clock.run(10_000)
    var left = 10_000.0
    var level = CPUClockTests.floor
    var elapsed = 0.0
    while left > 0 {
      let done = min(left, 1_000 * level)
      elapsed += done == left ? left / level : 1_000
      left -= done
      level = min(1, level + 1_000 * CPUClockTests.rate)
    }
    #expect(run.duration == Micros(elapsed.rounded()))
    #expect(run.duration > 25_000)
    #expect(run.lowest == CPUClockTests.floor)
    // At peak, exactly the price.
    var warm = clock
    warm.advance(to: 200_000, loaded: true)
    #expect(warm.run(12_345).duration == 12_345)
    #expect(CPUClock(spec: CPUClockTests.a13, dynamic: false).run(777).duration == 777)
  }

  /// Sync draws of identical rows on the iPhone 5: during a 600 pt drag over 4 s main draws
  /// a row now and then and idles between, so each draw starts near the idle floor; a
  /// 30000 pt/s fling keeps main busy over half the time and the clock up once it has
  /// ramped. (On a fast chip the same fling leaves main mostly idle at the fitted prices,
  /// so the clock stays low for both, and both rows cost the same.)
  @Test func aSlowDragCostsMorePerRowThanAFastFling() throws {
    let slow = try Self.meanRowDraw(.drag(dy: -600, duration: 4_000_000), run: 4_200_000)
    let fast = try Self.meanRowDraw(.fling(velocity: -30000), run: 1_500_000)
    // The fling starts from idle too (its first 100 ms of work ramp), so it is not at peak
    // throughout; the drag pays the floor on every row.
    #expect(slow > fast * 1.25)
    let slowFixed = try Self.meanRowDraw(
      .drag(dy: -600, duration: 4_000_000), run: 4_200_000, mode: .fixed)
    let fastFixed = try Self.meanRowDraw(.fling(velocity: -30000), run: 1_500_000, mode: .fixed)
    // At peak a row costs the same however the table moves (the mix of cell layers drawn
    // differs a little between the two).
    #expect(abs(slowFixed - fastFixed) < fastFixed * 0.01)
    #expect(slow > slowFixed * 2)
    #expect(fast >= fastFixed)
  }

  /// Since iOS 12 UIKit announces a scroll beginning and each scroll frame that brings a new
  /// cell on screen, and the controller goes to peak at once: on the iPhone 8 a slow drag's
  /// rows cost what a fling's do, their price at peak, where the load-only governor (before
  /// iOS 12, `cpuclock governor`) runs the drag's rows near the idle clock. The iPhone 5,
  /// which stops at iOS 10, hears no hint whatever the mode (the test above).
  @Test func uiKitsBurstHintsPutANewCellsFrameAtPeak() throws {
    let drag = TableCall.drag(dy: -600, duration: 4_000_000)
    let fling = TableCall.fling(velocity: -30000)
    let slow = try Self.meanRowDraw(drag, run: 4_200_000, device: "iphone8")
    let fast = try Self.meanRowDraw(fling, run: 1_500_000, device: "iphone8")
    let peak = try Self.meanRowDraw(drag, run: 4_200_000, mode: .fixed, device: "iphone8")
    #expect(abs(slow - peak) < peak * 0.05)
    #expect(abs(fast - peak) < peak * 0.05)
    let unhinted = try Self.meanRowDraw(drag, run: 4_200_000, mode: .governor, device: "iphone8")
    #expect(unhinted > slow * 1.5)
  }

  @Test func aHintTakesTheClockToPeakAtItsMomentAndTheGovernorTakesItFromThere() {
    var clock = CPUClock(spec: CPUClockTests.a13, dynamic: true)
    clock.advance(to: 10_000, loaded: false)
    clock.boost(at: 10_400)
    var changes: [(Micros, Double)] = []
    clock.advance(to: 10_400, loaded: false) { changes.append(($0, $1)) }
    #expect(clock.level == 1)
    #expect(changes.count == 1)
    #expect(changes.first?.0 == 10_400)
    // Idle afterwards, it falls at the governor's rate; the governor samples whole ticks, so
    // the tick the hint fell in counts as idle throughout (11 ticks to 21 ms).
    clock.advance(to: 21_000, loaded: false)
    #expect(abs(clock.level - (1 - 11_000 * CPUClockTests.rate)) < 1e-9)
    // A fixed clock ignores hints.
    var fixed = CPUClock(spec: CPUClockTests.a13, dynamic: false)
    fixed.boost(at: 0)
    #expect(fixed.run(500).duration == 500)
    // Work run after a pending hint is due runs at peak.
    var hinted = CPUClock(spec: CPUClockTests.a13, dynamic: true)
    hinted.boost(at: 0)
    #expect(hinted.run(2_000).duration == 2_000)
  }

  /// Issue 43: a varied run's gesture finds the cluster at least its drawn fraction of the way
  /// from floor to peak — never lower than its own work has it — and a hint at the same moment
  /// still takes it to peak.
  @Test func aWarmthRaisesTheLevelToItsPointButNeverLowersIt() {
    let spec = CPUClockTests.a13
    var idle = CPUClock(spec: spec, dynamic: true)
    idle.warm(to: 0.5, at: 2_000)
    idle.advance(to: 2_000, loaded: false)
    #expect(abs(idle.level - (spec.floor + (1 - spec.floor) * 0.5)) < 1e-12)
    var busy = CPUClock(spec: spec, dynamic: true)
    busy.boost(at: 0)
    busy.advance(to: 0, loaded: true)
    busy.warm(to: 0.1, at: 1_000)
    busy.advance(to: 1_000, loaded: true)
    #expect(busy.level == 1)
    var both = CPUClock(spec: spec, dynamic: true)
    both.warm(to: 0.2, at: 3_000)
    both.boost(at: 3_000)
    both.advance(to: 3_000, loaded: false)
    #expect(both.level == 1)
    var fixed = CPUClock(spec: spec, dynamic: false)
    fixed.warm(to: 0, at: 0)
    #expect(fixed.run(700).duration == 700)
  }

  /// `cpuclock fixed` prices every piece of work at peak: main's clock moves by exactly what
  /// the cost model charges, as before the clock model existed.
  @Test func aFixedClockChargesMainExactlyTheCostModelsPrice() throws {
    let h = Harness(device: try #require(DeviceProfile.named("iphonex")), cpuClock: .dynamic)
    try h.engine.setCPUClock(.fixed)
    let start = h.engine.main.clock
    h.engine.main.charge(1_234)
    #expect(h.engine.main.clock == start + 1_234)
    let dynamic = Harness(device: try #require(DeviceProfile.named("iphonex")), cpuClock: .dynamic)
    let from = dynamic.engine.main.clock
    dynamic.engine.main.charge(1_234)
    // From idle the P cluster is at its floor: the same work takes about four times as long.
    let floor = try #require(DeviceProfile.named("iphonex")).clock.performance.floor
    #expect(dynamic.engine.main.clock - from > Micros(1_234 / floor * 0.9))
  }

  @Test func statsAndTheSettingSayWhatTheClockDid() throws {
    let h = Harness(device: try #require(DeviceProfile.named("iphonex")), cpuClock: .dynamic)
    #expect(h.engine.cpuClock == .dynamic)
    try h.table(strategy: .sync)
    h.idle()
    let tally = h.engine.drawing.cores.clockTally(from: 0, to: h.engine.now)
    #expect(tally.main.busy > 0)
    #expect(tally.main.reduced > 0)
    #expect(tally.main.lowest < 0.3)
    #expect(tally.main.lost > 0)
    // A change of clock is refused while draws are in flight.
    try h.table("other", strategy: .async)
    h.engine.advance(.activity)
    if h.engine.drawing.hasWorkInFlight {
      #expect(throws: ModelError.self) { try h.engine.setCPUClock(.fixed) }
    }
  }

  /// Issue 38: a chip missing from the clock table ran at the A13's clocks without a word.
  @Test func everyCatalogueChipHasItsOwnClockFigures() {
    for device in DeviceProfile.all {
      #expect(
        CPUClockSpec.chips[device.spec.soc] != nil,
        "\(device.name)'s chip '\(device.spec.soc)' has no entry in CPUClockSpec.chips")
    }
  }

  /// The mean main-thread time of a committed sync row draw requested after the gesture
  /// starts, one second after the table settled.
  static func meanRowDraw(
    _ call: TableCall, run: Micros, mode: CPUClockMode = .dynamic, device: String = "iphone5"
  ) throws -> Double {
    let h = Harness(device: try #require(DeviceProfile.named(device)), cpuClock: .dynamic)
    try h.engine.setCPUClock(mode)
    try h.table(strategy: .sync)
    h.idle()
    h.engine.advance(.duration(1_000_000))
    let start = h.engine.mainTime
    try h.scroll(call)
    h.engine.advance(.duration(run))
    let costs = h.engine.recording.draws.filter {
      $0.mode == .sync && $0.outcome == .committed && $0.times.requested >= start
    }.compactMap(\.drawCost)
    try #require(costs.count >= 3)
    return Double(costs.reduce(0, +)) / Double(costs.count)
  }
}
