/// How an engine makes one of the processes its kernel runs: given the engine being made, the
/// process (its own, or one of the engine's typed ones).
///
/// Why a list of these rather than a stored property per process: a new process then costs its
/// own type and one line in ``Engine/standardProcesses`` — no new engine property, which the
/// size bar would refuse — and whoever must reach it asks ``Engine/process(_:)``. The order of
/// the list is the kernel's registration order, which breaks ties between same-time events of
/// one rank (`AgendaEntry`).
public struct EngineProcess: Sendable {
  let make: @Sendable (Engine) -> any SimulationProcess

  public init(_ make: @escaping @Sendable (Engine) -> any SimulationProcess) {
    self.make = make
  }
}

extension Engine {
  /// The processes every engine runs, in registration order: the render server, the main
  /// thread, the render queues, the image pipeline and the tables' scrolling. The shell reaches
  /// these five through typed properties; a process added here is reached with `process(_:)`.
  public static let standardProcesses: [EngineProcess] = [
    EngineProcess { $0.server }, EngineProcess { $0.main }, EngineProcess { $0.drawing },
    EngineProcess { $0.images }, EngineProcess { $0.scrolling },
  ]

  /// The registered process of type `P`, if the engine runs one.
  public func process<P: SimulationProcess>(_ type: P.Type) -> P? {
    kernel.registered.lazy.compactMap { $0 as? P }.first
  }
}
