/// Running the simulation: the shell's `step`, `run` and typed statements.
extension Engine {
  /// The most events one `advance` may process before it gives up.
  public static let eventBudget = 20_000_000
  /// How much virtual time `run until idle` may spend before reporting it is still busy.
  public static let idleCap: Micros = 60_000_000

  /// Runs the simulation until `unit` is reached.
  ///
  /// - Parameter interrupted: polled before every event; returning true stops the run with
  ///   the state consistent (every event is processed whole). Every event, not every 1024th:
  ///   one event may be a draw that renders for milliseconds (a 10 000-character label:
  ///   ~15 ms under `clock measured`, six timed renders), so 1024 of them ran for seconds
  ///   after Ctrl-C. The poll is a load of a flag, nothing next to an event.
  @discardableResult
  public func advance(_ unit: StepUnit, interrupted: () -> Bool = { false }) -> StopReason {
    let startStops = main.runLoop.stopsCompleted
    let startTurns = main.runLoop.turnsCompleted
    let startVsync = server.nextVsync
    let start = now
    var processed = 0
    /// Every way out settles what falls before main is free, under the same interrupt.
    func stop(_ reason: StopReason) -> StopReason { settle(reason, interrupted: interrupted) }
    while true {
      switch unit {
      case .activity where main.runLoop.stopsCompleted > startStops: return stop(.reached)
      case .turn where main.runLoop.turnsCompleted > startTurns: return stop(.reached)
      case .frame where server.nextVsync > startVsync: return stop(.reached)
      case .idle where isIdle: return stop(.reached)
      default: break
      }
      processed += 1
      if processed > Engine.eventBudget { return stop(.budget) }
      if interrupted() { return stop(.interrupted) }
      guard let next = kernel.nextEventTime() else { return stop(.reached) }
      if case .duration(let span) = unit, next > start + span {
        kernel.moveClock(to: start + span)
        return stop(.reached)
      }
      if case .idle = unit, next > start + Engine.idleCap {
        kernel.moveClock(to: start + Engine.idleCap)
        return stop(.notIdle(Engine.idleCap))
      }
      kernel.handleNext(refresh: false)
    }
  }

  /// Processes whatever falls before main is free again, then moves the clock there, so the
  /// next typed statement runs when main could really take it.
  ///
  /// Bounded like the run itself (``eventBudget`` events, `interrupted` polled before each):
  /// when it stops first, the clock stays at the last event handled, every process consistent,
  /// and the stop is the reason returned; the next statement settles the rest.
  func settle(_ reason: StopReason, interrupted: () -> Bool = { false }) -> StopReason {
    let settled = kernel.settle(
      before: main.clock, skipping: main, budget: Engine.eventBudget, interrupted: interrupted)
    // What is read between statements (stats, explain, traces) sees every commit's frame.
    server.priceWaiting()
    guard settled == .reached else { return settled }
    kernel.moveClock(to: main.clock)
    return reason
  }

  /// True when nothing is pending anywhere: every process is idle.
  public var isIdle: Bool { kernel.isIdle }

  /// A short description of what keeps the engine busy (for `run until idle` failures).
  public var busyReasons: [String] { kernel.busyReasons }

  // MARK: - Input events

  /// Runs a view statement typed at the prompt, now, as an input event on main.
  ///
  /// It is checked first and may be refused; only when it passes does anything happen, so a
  /// bad statement leaves the state exactly as it was.
  ///
  /// - Parameters:
  ///   - text: the statement as typed, for the event log (nil: its own spelling).
  ///   - interrupted: polled while the rows a table statement needs are measured ahead
  ///     (`ViewCommand.measureAhead`); true stops it with ``ModelError/interrupted`` and the
  ///     state unchanged.
  public func input(
    _ command: ViewCommand, text: String? = nil, interrupted: () -> Bool = { false }
  ) throws(ModelError) {
    let loaded = try command.check(in: self)
    scrolling.keep(try command.measureAhead(in: self, interrupted: interrupted))
    defer { scrolling.keep(nil) }
    switch settle(.reached, interrupted: interrupted) {
    case .interrupted: throw ModelError.interrupted
    case .budget:
      throw ModelError(
        "the work before this statement is more than \(Engine.eventBudget) events (the events "
          + "per run limit); 'run' on, or 'reset'")
    default: break
    }
    // A repeated run's gesture lands somewhere in a frame: that much later, as an input (and
    // what is typed after it waits for it).
    if let delay = scrolling.phaseDelay(
      for: command, at: mainTime, interval: device.frameInterval)
    {
      try schedule(after: delay, command, text: text)
      return
    }
    main.receiveTyped(command, loaded: loaded, text: text ?? command.description, now: now)
  }

  /// Schedules a statement as an input event `delay` from now (`after`, `repeat … every`).
  ///
  /// It is checked now, so an obviously bad statement is refused at once, and checked again
  /// when it runs, against the state of that moment.
  @discardableResult
  public func schedule(after delay: Micros, _ command: ViewCommand, text: String? = nil)
    throws(ModelError) -> Micros
  {
    guard delay >= 0 else { throw ModelError("a delay cannot be negative") }
    guard main.inputs.scheduledCount < Engine.maxScheduled else {
      throw ModelError(
        "too many scheduled inputs (at most \(Engine.maxScheduled), the scheduled-inputs "
          + "limit); run some time first")
    }
    _ = try command.check(in: self)
    return try main.inputs.schedule(
      after: delay, from: mainTime, command, text: text ?? command.description)
  }

  /// `signpost begin|end NAME`, `signpost NAME`: marks the time typed statements run at, like os_signpost
  /// called on main (costing nothing). An interval's end needs its begin, a begin may not
  /// reopen an interval that is still open.
  public func signpost(_ name: String, phase: SignpostRecord.Phase) throws(ModelError) {
    var open = recording.signposts.openNames
    try [SignpostRecord].check(name, phase: phase, open: &open, kept: recording.signposts.count)
    _ = settle(.reached)
    // The time a typed statement runs at: main's clock lags `now` while main sleeps, and a
    // signpost stamped with it fell before the vsync it was typed after.
    let time = mainTime
    recording.signposts.append(SignpostRecord(name: name, phase: phase, time: time))
    log(.signpost(name: name, phase: phase), at: time)
  }

  /// How many scheduled inputs are waiting.
  public var scheduledCount: Int { main.inputs.scheduledCount }
}
