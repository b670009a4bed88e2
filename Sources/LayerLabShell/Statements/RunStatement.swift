import LayerLab

/// `run DURATION` or `run until idle`: advance virtual time and summarise.
struct RunStatement: StatementFamily {
  var unit: StepUnit

  static let keywords = ["run"]

  static let help = [
    StatementHelp(
      name: "run", group: .time, usage: "run DURATION | run until idle",
      summary: "advance virtual time and print a summary (draw outcomes, turns, commits)",
      example: "run until idle")
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> RunStatement {
    let texts = words.rest.map(\.text)
    if texts == ["until", "idle"] { return RunStatement(unit: .idle) }
    guard texts.count == 1, let text = texts.first else {
      throw ShellError("usage: run DURATION (e.g. run 100ms) or run until idle")
    }
    return RunStatement(unit: .duration(try VirtualDuration.parse(text)))
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    let typed = words.dropFirst()
    if typed.isEmpty { return ["until"] }
    return Array(typed) == ["until"] ? ["idle"] : []
  }

  /// Advances and prints a summary.
  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    let engine = session.engine
    let start = engine.mainTime
    let before = engine.readout
    let startOutcomes = engine.recording.outcomes
    let reason = engine.advance(unit, interrupted: session.interrupted)
    // The draws that ended during the run, counted as they ended (`Recording.outcomes`): the
    // bounded draw and event stores may have dropped some of their records by now.
    let ended = engine.recording.outcomes.since(startOutcomes).counts
    let draws =
      ended.isEmpty
      ? "no draws ended"
      : "draws "
        + ended.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
        .joined(separator: ", ")
    let after = engine.readout
    session.narrate(
      "ran \(Format.ms(start)) → \(Format.ms(engine.now)): "
        + Format.count(after.turn - before.turn, "turn") + ", "
        + Format.count(after.commits - before.commits, "commit") + ", \(draws)")
    switch reason {
    case .reached: return .ok
    case .interrupted:
      session.out("  interrupted at \(Format.ms(engine.now))")
      return .interrupted
    case .notIdle(let cap):
      let why = engine.busyReasons.joined(separator: ", ")
      throw ShellError(
        "still busy after \(Format.ms(cap)) of virtual time (\(why)); look with 'events'")
    case .budget:
      throw ShellError(
        "stopped after \(Engine.eventBudget) events, the events-per-run limit; run a shorter span")
    }
  }
}
