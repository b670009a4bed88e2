import Testing

@testable import LayerLab

/// The cores are shared: main, the render server and every worker thread compete for them.
struct CPUSchedulerTests {
  static let p2e4 = CPUCore.cores(performance: 2, efficiency: 4)

  func worker(_ ordinal: Int, qos: QoS = .userInitiated, since: Micros = 0) -> CPUDemand {
    CPUDemand(
      thread: .worker(ordinal), band: qos.rank, since: since, ordinal: ordinal,
      efficiencyOnly: qos.efficiencyOnly, quantum: qos.quantum)
  }

  var main: CPUDemand {
    CPUDemand(
      thread: .main, band: CPUDemand.mainBand, since: 0, ordinal: -1, efficiencyOnly: false,
      quantum: QoS.userInteractive.quantum)
  }

  @Test func mainTakesAPCoreFromAWorker() {
    var cpu = CPUScheduler(cores: CPUSchedulerTests.p2e4)
    _ = cpu.plan([worker(0), worker(1)], now: 0)
    #expect(Set([cpu.holder[.worker(0)], cpu.holder[.worker(1)]]) == [0, 1], "P cores first")
    _ = cpu.plan([worker(0), worker(1), main], now: 10)
    #expect(cpu.holder[.main].map { CPUSchedulerTests.p2e4[$0].kind } == .performance)
    #expect(
      cpu.holder[.worker(1)].map { CPUSchedulerTests.p2e4[$0].kind } == .efficiency,
      "the later worker moved to an E core")
  }

  @Test func utilityRunsOnlyOnECoresAndWaitsWhenTheyAreFull() {
    var cpu = CPUScheduler(cores: CPUCore.cores(performance: 2, efficiency: 1))
    _ = cpu.plan([worker(0, qos: .utility), worker(1, qos: .utility)], now: 0)
    #expect(cpu.holder[.worker(0)] == 2, "the one E core")
    #expect(cpu.holder[.worker(1)] == nil, "P cores stay free for it")
  }

  @Test func aHigherClassPreemptsAndEqualsShareAfterAQuantum() {
    var cpu = CPUScheduler(cores: CPUCore.cores(performance: 1, efficiency: 0))
    _ = cpu.plan([worker(0, qos: .default)], now: 0)
    _ = cpu.plan([worker(0, qos: .default), worker(1)], now: 5)
    #expect(cpu.holder[.worker(1)] == 0, "user-initiated preempts default")
    let waiting = [worker(1), worker(2, since: 6)]
    _ = cpu.plan(waiting, now: 6)
    #expect(cpu.holder[.worker(1)] == 0 && cpu.holder[.worker(2)] == nil)
    #expect(cpu.nextQuantumEnd(waiting) == 5 + QoS.userInitiated.quantum)
    let plan = cpu.plan(waiting, now: 5 + QoS.userInitiated.quantum)
    #expect(cpu.holder[.worker(2)] == 0, "after 8 ms the equal gets the core")
    #expect(plan.rotated == [.worker(1)])
  }

  @Test func aFreedPCoreTakesAWorkerUpFromAnECore() {
    var cpu = CPUScheduler(cores: CPUCore.cores(performance: 1, efficiency: 1))
    _ = cpu.plan([main, worker(0)], now: 0)
    #expect(cpu.holder[.worker(0)] == 1)
    _ = cpu.plan([worker(0)], now: 100)
    #expect(cpu.holder[.worker(0)] == 0)
  }

  // MARK: - In the engine

  /// The issue's example: on the 2-core iphone6 two async draws and a sync draw cannot all
  /// run at full speed at once: main's sync draw holds a core, so one async draw waits.
  @Test func mainsSyncDrawHoldsOneOfTwoCores() throws {
    let h = Harness(device: .iphone6)
    try h.label("a")
    try h.label("b")
    try h.label("c", async: false)
    #expect(h.idle() == .reached)
    let asyncDraws = h.engine.recording.draws.filter { $0.mode == .async }
    try #require(asyncDraws.count == 2)
    let waits = asyncDraws.map { $0.waitMicros ?? -1 }
    #expect(waits.filter { $0 > 0 }.count == 1, "one waits for a core: \(waits)")
    let sync = try #require(h.engine.recording.draws.first { $0.mode == .sync })
    let waited = try #require(asyncDraws.first { ($0.waitMicros ?? 0) > 0 })
    let other = try #require(asyncDraws.first { ($0.waitMicros ?? 0) == 0 })
    // It starts when the first of the two cores frees: main's sync draw or the other draw.
    let freed = min(sync.times.finished ?? .max, other.times.imaged ?? .max)
    #expect(
      waited.times.started == freed,
      "started \(waited.times.started ?? -1), a core freed at \(freed)")
  }

  /// On iphone11 (2P+4E) six equal draws at once: two get P cores, the rest start on E
  /// cores (a third as fast) and move up when a P core frees; the slices say which core ran
  /// what.
  @Test func drawsOnECoresTakeLonger() throws {
    let h = Harness()
    for index in 0..<6 { try h.label("l\(index)") }
    #expect(h.idle() == .reached)
    let draws = h.engine.recording.draws
    let pOnly = draws.filter { $0.cores?.contains("E") == false }
    let withE = draws.filter { $0.cores?.contains("E") == true }
    try #require(!pOnly.isEmpty && withE.count >= 4, "\(draws.map { $0.cores ?? "" })")
    let pCost = pOnly.compactMap(\.drawCost).max() ?? 0
    let eCosts = withE.compactMap(\.drawCost)
    #expect(eCosts.allSatisfy { $0 > pCost }, "E \(eCosts) µs against P \(pCost) µs")
    #expect(Double(eCosts.max() ?? 0) > 1.5 * Double(pCost))
    let slices = h.engine.recording.cpuSlices(upTo: h.engine.now)
    #expect(slices.contains { $0.thread == "main" && $0.core.hasPrefix("P") })
    #expect(Set(slices.map(\.core)).count >= 4)
  }

  /// A disk read blocks main off the CPU: a worker can use that core meanwhile.
  @Test func blockedMainLeavesItsCore() {
    let h = Harness(device: .iphone6)
    h.engine.main.block(for: 500)
    #expect(!h.engine.main.core.isOnCPU(at: h.engine.now + 100))
    h.engine.main.charge(200)
    #expect(h.engine.main.core.isOnCPU(at: h.engine.now + 600))
    #expect(h.engine.main.core.nextChange(after: h.engine.now) == h.engine.now + 500)
  }
}
