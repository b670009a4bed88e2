import Testing

@testable import LayerLab

/// The kernel's one ordering rule, and a new process added in a few lines.
struct KernelTests {
  /// A toy process: a timer that logs every `period` µs on its own thread. It is all a new
  /// process needs — a rank, its next time, what to do then — and no kernel code changes.
  final class Ticker: SimulationProcess {
    unowned let engine: Engine
    let period: Micros
    var next: Micros
    var fired: [Micros] = []
    /// The trace's next event number when each tick ran: where it falls among logged events.
    var positions: [Int] = []

    init(engine: Engine, period: Micros) {
      self.engine = engine
      self.period = period
      self.next = period
    }

    var rank: EventRank { EventRank(15, name: "ticker") }
    func nextEventTime(now: Micros) -> Micros? { next }
    func handleEvent(at time: Micros) {
      fired.append(time)
      positions.append(engine.recording.nextEventSeq)
      next += period
    }
    var busyReasons: [String] { [] }
  }

  /// A process that records when it ran, into a log shared with others.
  final class Mark: SimulationProcess {
    let name: String
    let rank: EventRank
    var times: [Micros]
    let log: (String) -> Void

    init(_ name: String, rank: EventRank, at times: [Micros], log: @escaping (String) -> Void) {
      self.name = name
      self.rank = rank
      self.times = times
      self.log = log
    }

    func nextEventTime(now: Micros) -> Micros? { times.first }
    func handleEvent(at time: Micros) {
      times.removeFirst()
      log("\(name)@\(time)")
    }
    var busyReasons: [String] { times.isEmpty ? [] : ["\(name) pending"] }
  }

  @Test func eventsRunByTimeThenRankThenRegistration() {
    let kernel = Kernel()
    var order: [String] = []
    let record: (String) -> Void = { order.append($0) }
    kernel.register(Mark("network", rank: .network, at: [10, 20], log: record))
    kernel.register(Mark("vsync", rank: .vsync, at: [20], log: record))
    kernel.register(Mark("workerA", rank: .worker, at: [20], log: record))
    kernel.register(Mark("workerB", rank: .worker, at: [5, 20], log: record))
    #expect(!kernel.isIdle)
    while kernel.handleNext() {}
    #expect(
      order == [
        "workerB@5", "network@10", "vsync@20", "workerA@20", "workerB@20", "network@20",
      ])
    #expect(kernel.now == 20)
    #expect(kernel.isIdle && kernel.busyReasons.isEmpty)
  }

  /// Issue 43: a repeated run's ties land in an order of its own — drawn per seed, the same
  /// every time for one seed — while the vsync stays first and time still decides.
  @Test func aVariedKernelBreaksSameTimeTiesByItsSeedButKeepsTheVsyncFirst() {
    func order(_ seed: UInt64?) -> [String] {
      let kernel = Kernel()
      kernel.varyTies(seed)
      var order: [String] = []
      let record: (String) -> Void = { order.append($0) }
      kernel.register(Mark("network", rank: .network, at: [20], log: record))
      kernel.register(Mark("worker", rank: .worker, at: [20], log: record))
      kernel.register(Mark("main", rank: .main, at: [20], log: record))
      kernel.register(Mark("vsync", rank: .vsync, at: [20], log: record))
      kernel.register(Mark("early", rank: .network, at: [5], log: record))
      while kernel.handleNext() {}
      return order
    }
    #expect(order(nil) == ["early@5", "vsync@20", "main@20", "worker@20", "network@20"])
    let orders = (UInt64(1)...40).map { order($0) }
    #expect(orders.allSatisfy { $0.prefix(2) == ["early@5", "vsync@20"] && $0.count == 5 })
    #expect(Set(orders.map { $0.dropFirst(2).joined(separator: ",") }).count == 6)
    #expect(order(7) == order(7))
  }

  /// A process due again at the instant it just handled runs on without the others being
  /// asked (the engine's loop: `nextEventTime()`, then `handleNext(refresh: false)`) — unless
  /// its own event made a process ranked before it due then: the order is the full re-read's.
  @Test func aStreakAtOneInstantKeepsTheOrderOfAFullReread() {
    func order(engineLoop: Bool) -> [String] {
      let kernel = Kernel()
      var order: [String] = []
      var vsync: Mark?
      let record: (String) -> Void = { entry in
        order.append(entry)
        // Main's first event at 20 makes the display due at that instant.
        if entry == "main@20", order.filter({ $0 == "main@20" }).count == 1 {
          vsync?.times.append(20)
        }
      }
      let display = Mark("vsync", rank: .vsync, at: [], log: record)
      vsync = display
      kernel.register(Mark("worker", rank: .worker, at: [20], log: record))
      kernel.register(Mark("main", rank: .main, at: [20, 20, 20, 30], log: record))
      kernel.register(display)
      if engineLoop {
        while kernel.nextEventTime() != nil { kernel.handleNext(refresh: false) }
      } else {
        while kernel.handleNext() {}
      }
      return order
    }
    let expected = ["main@20", "vsync@20", "main@20", "main@20", "worker@20", "main@30"]
    #expect(order(engineLoop: false) == expected)
    #expect(order(engineLoop: true) == expected)
  }

  @Test func settleRunsOthersBeforeTheForegroundIsFreeButNotAtThatTime() {
    let kernel = Kernel()
    var order: [String] = []
    let record: (String) -> Void = { order.append($0) }
    let main = Mark("main", rank: .main, at: [0], log: record)
    kernel.register(main)
    kernel.register(Mark("worker", rank: .worker, at: [3, 7, 9], log: record))
    kernel.settle(before: 9, skipping: main)
    #expect(order == ["worker@3", "worker@7"])
  }

  @Test func aToyTimerInterleavesWithVsyncsAndMainWork() throws {
    let h = Harness(clock: .measured)
    let ticker = Ticker(engine: h.engine, period: 5_000)
    h.engine.kernel.register(ticker)
    // A sync label whose text pass takes 36 ms of main's time on the iPhone.
    h.renderer.textPassMicros["slow"] = 36_000 / h.engine.speedFactor
    #expect(h.engine.advance(.duration(20_000)) == .reached)
    try h.label("s", async: false, text: "slow")
    #expect(h.engine.advance(.duration(60_000)) == .reached)

    // The timer kept its period while main was busy drawing: it is a process of its own.
    let expected = stride(from: Micros(5_000), through: h.engine.now, by: 5_000).map { $0 }
    #expect(ticker.fired == expected)
    let syncDraw = try #require(h.engine.recording.draws.first)
    let drawStart = try #require(syncDraw.times.started)
    let drawEnd = try #require(syncDraw.times.finished)
    #expect(ticker.fired.contains { $0 > drawStart && $0 < drawEnd })

    // Every event logged before a tick is not later than it, every one after it not earlier;
    // at 50 ms the vsync (rank 0) comes before the ticker (rank 15).
    let others = h.engine.recording.events.filter { $0.thread != "main" }
    for (time, position) in zip(ticker.fired, ticker.positions) {
      #expect(others.filter { $0.seq < position }.allSatisfy { $0.time <= time })
      #expect(others.filter { $0.seq >= position }.allSatisfy { $0.time >= time })
    }
    let vsync50 = try #require(
      h.engine.recording.events.first { $0.time == 50_000 && $0.thread == "render-server" })
    let tick50 = try #require(ticker.fired.firstIndex(of: 50_000))
    #expect(vsync50.seq < ticker.positions[tick50])
  }

  /// Issue 44: one event of the foreground may be hours of virtual time, and the others'
  /// events in it millions; settling stops at its budget or at an interrupt, every event whole,
  /// and the rest are handled by the next settle.
  @Test func settleStopsAtItsBudgetAndAtAnInterruptAndResumes() {
    let kernel = Kernel()
    var order: [String] = []
    let record: (String) -> Void = { order.append($0) }
    let main = Mark("main", rank: .main, at: [0], log: record)
    kernel.register(main)
    kernel.register(
      Mark("vsync", rank: .vsync, at: Array(stride(from: 10, to: 100, by: 10)), log: record))
    #expect(kernel.settle(before: 1_000, skipping: main, budget: 3) == .budget)
    #expect(order == ["vsync@10", "vsync@20", "vsync@30"])
    var polls = 0
    let stop = kernel.settle(before: 1_000, skipping: main) {
      polls += 1
      return polls > 2
    }
    #expect(stop == .interrupted)
    #expect(order.count == 5 && kernel.now == 50)
    #expect(kernel.settle(before: 1_000, skipping: main) == .reached)
    #expect(order.count == 9 && order.last == "vsync@90")
  }
}
