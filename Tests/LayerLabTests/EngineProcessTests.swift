import Testing

@testable import LayerLab

/// A process the engine did not know: its type and one entry in the engine's process list are
/// all it takes to run on the kernel's clock beside the others, be found by type and be made
/// again by `reset` (`Engine.fresh`).
struct EngineProcessTests {
  /// Ticks three times, 10 ms apart, reading main's clock through its context.
  final class Metronome: SimulationProcess {
    private let context: ProcessContext
    private(set) var ticks: [(time: Micros, mainClock: Micros)] = []

    init(context: ProcessContext) { self.context = context }

    var rank: EventRank { .worker }
    func nextEventTime(now: Micros) -> Micros? {
      ticks.count < 3 ? Micros(ticks.count + 1) * 10_000 : nil
    }
    func handleEvent(at time: Micros) { ticks.append((time, context.mainClock)) }
    var busyReasons: [String] { ticks.count < 3 ? ["ticking"] : [] }
  }

  static let processes =
    Engine.standardProcesses + [EngineProcess { Metronome(context: ProcessContext($0)) }]

  @Test func anAddedProcessRunsOnTheKernelsClockAndIsFoundByType() throws {
    let engine = Engine(renderer: FakeRenderer(), processes: Self.processes)
    let metronome = try #require(engine.process(Metronome.self))
    #expect(engine.kernel.registered.count == 6)
    #expect(engine.advance(.idle) == .reached)
    #expect(metronome.ticks.map(\.time) == [10_000, 20_000, 30_000])
    #expect(engine.process(MainThread.self) === engine.main)
  }

  @Test func aFreshEngineRunsTheSameProcessesAnew() throws {
    let engine = Engine(renderer: FakeRenderer(), processes: Self.processes)
    #expect(engine.advance(.idle) == .reached)
    let fresh = engine.fresh()
    let metronome = try #require(fresh.process(Metronome.self))
    #expect(metronome !== engine.process(Metronome.self))
    #expect(metronome.ticks.isEmpty)
  }

  @Test func theStandardListRegistersTheTypedProcessesInTheirOrder() {
    let engine = Engine(renderer: FakeRenderer())
    let registered = engine.kernel.registered.map { ObjectIdentifier($0) }
    let typed: [any SimulationProcess] = [
      engine.server, engine.main, engine.drawing, engine.images, engine.scrolling,
    ]
    #expect(registered == typed.map { ObjectIdentifier($0) })
  }
}
