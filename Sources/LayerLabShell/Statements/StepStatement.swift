import LayerLab

/// `step [N] [turn|frame]`: advance one run-loop activity (or turn, or vsync) at a time.
struct StepStatement: StatementFamily {
  var count: Int
  var unit: StepUnit

  static let keywords = ["step"]
  /// The units after the count, and what each steps to.
  static let units: [(word: String, unit: StepUnit)] = [("turn", .turn), ("frame", .frame)]

  static let help = [
    StatementHelp(
      name: "step", group: .time,
      usage: "step [N] [" + units.map(\.word).joined(separator: "|") + "]",
      summary: "advance to the end of the next run-loop activity (or turn, or vsync) and print "
        + "every event: observers, commits, dispatches, checkpoints, contents",
      example: "step turn")
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> StepStatement {
    var texts = words.rest.map(\.text)
    var count = 1
    if let first = texts.first, first.first?.isNumber == true {
      count = try IntValue.parse(
        first, name: "step", range: 1...Statements.maxCount, limit: "step-count")
      texts.removeFirst()
    }
    guard texts.count <= 1 else { throw ShellError("usage: " + help[0].usage) }
    guard let text = texts.first else { return StepStatement(count: count, unit: .activity) }
    // The plural reads better after a count: `step 3 frames`.
    guard let unit = units.first(where: { $0.word == text || $0.word + "s" == text }) else {
      throw ShellError("unknown step unit '\(text)'; use 'step', 'step turn' or 'step frame'")
    }
    return StepStatement(count: count, unit: unit.unit)
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    let typed = words.dropFirst()
    let afterCount = typed.count == 1 && typed.first?.first?.isNumber == true
    return typed.isEmpty || afterCount ? units.map(\.word) : []
  }

  /// Advances `count` times and prints every event on the way.
  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    let engine = session.engine
    let since = engine.recording.nextEventSeq
    var outcome = Session.Outcome.ok
    for _ in 0..<count {
      let reason = engine.advance(unit, interrupted: session.interrupted)
      if reason == .interrupted {
        outcome = .interrupted
        break
      }
    }
    session.printEvents(since: since)
    if outcome == .interrupted { session.out("  interrupted at \(Format.ms(engine.now))") }
    session.narrate("  → " + Self.status(engine))
    return outcome
  }

  /// A one-line summary of where the simulation stands.
  static func status(_ engine: Engine) -> String {
    let readout = engine.readout
    return "now \(Format.ms(engine.now)) · turn \(readout.turn) · main \(readout.mainPhase)"
  }
}
