import LayerLab

/// Driving virtual time: `step`, `run`, `after`, `repeat`.
extension Session {
  /// `step [N] [turn|frame]`: advances and prints every event on the way.
  func step(count: Int, unit: StepUnit) -> Outcome {
    let since = engine.recording.nextEventSeq
    var outcome = Outcome.ok
    for _ in 0..<count {
      let reason = engine.advance(unit, interrupted: interrupted)
      if reason == .interrupted {
        outcome = .interrupted
        break
      }
    }
    printEvents(since: since)
    if outcome == .interrupted { out("  interrupted at \(Format.ms(engine.now))") }
    narrate("  → " + status)
    return outcome
  }

  /// `run DURATION` / `run until idle`: advances and prints a summary.
  func run(_ unit: StepUnit) throws(ShellError) -> Outcome {
    let start = engine.mainTime
    let startTurn = engine.main.turn
    let startCommits = engine.main.commits
    let startOutcomes = engine.recording.outcomes
    let reason = engine.advance(unit, interrupted: interrupted)
    // The draws that ended during the run, counted as they ended (`Recording.outcomes`): the
    // bounded draw and event stores may have dropped some of their records by now.
    let ended = engine.recording.outcomes.since(startOutcomes).counts
    let draws =
      ended.isEmpty
      ? "no draws ended"
      : "draws "
        + ended.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
        .joined(separator: ", ")
    narrate(
      "ran \(Format.ms(start)) → \(Format.ms(engine.now)): "
        + Format.count(engine.main.turn - startTurn, "turn") + ", "
        + Format.count(engine.main.commits - startCommits, "commit") + ", \(draws)")
    switch reason {
    case .reached: return .ok
    case .interrupted:
      out("  interrupted at \(Format.ms(engine.now))")
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

  /// A one-line summary of where the simulation stands.
  var status: String {
    "now \(Format.ms(engine.now)) · turn \(engine.main.turn) · main \(engine.main.phaseDescription)"
  }

  /// `after DURATION STATEMENT`: the statement becomes a future input event. Returns when it
  /// will run; `narrating: false` leaves the "scheduled at" line to the caller (a `repeat …
  /// every` prints one line for all of its iterations).
  @discardableResult
  func schedule(_ words: [Word], delay: Micros, narrating: Bool = true) throws(ShellError)
    -> Micros
  {
    let statement = Statement(words: words, column: words.first?.column ?? 1)
    guard let input = try Statements.parse(statement) as? any InputStatement else {
      throw ShellError(Session.onlyInputCanBeScheduled)
    }
    let command = try input.command(in: self)
    let text = statement.spelling
    let time = try model { () throws(ModelError) in
      try engine.schedule(after: delay, command, text: text)
    }
    rememberScheduled(text, at: time, from: currentLocation)
    if narrating { narrate("  scheduled at \(Format.ms(time)): \(text)") }
    return time
  }

  /// How deep `repeat` (and `after`) bodies may nest: enough for a grid of a grid, and a cap
  /// on the recursion a typed line can cause.
  static let maxRepeatNesting = 4

  /// `repeat N [every DURATION] STATEMENT` with `$i` = 0…N−1 and `$(EXPR)` its arithmetic.
  /// Every `$(…)` is checked for every `i` before the first iteration, so a bad one runs
  /// nothing.
  func repeatStatement(_ words: [Word], count: Int, every: Micros?, at location: Location)
    throws(ShellError) -> Outcome
  {
    guard nestedDepth < Session.maxRepeatNesting else {
      throw ShellError(
        "repeat nested too deeply (at most \(Session.maxRepeatNesting), the repeat-nesting limit)")
    }
    try LoopExpression.check(words, count: count)
    if nestedDepth == 0 {
      try checkPlan(RepeatPlan.of(count: count, body: words, every: every))
    }
    try checkIterations(of: words, count: count)
    if nestedDepth == 0 {
      budget = Budget(statements: 0, start: engine.now)
    }
    nestedDepth += 1
    defer { nestedDepth -= 1 }
    // A `repeat … every` narrates its scheduled iterations in one line, not one line each:
    // `repeat 120 every 16ms …` would otherwise print 119 lines that differ only in the time.
    var scheduled: (count: Int, first: Micros, last: Micros)?
    defer {
      if let scheduled, let every {
        narrate(Self.scheduledSummary(scheduled, every: every, body: words))
      }
    }
    for i in 0..<count {
      if interrupted() { return .interrupted }
      try spendBudget()
      var body: [Word] = []
      for word in words { body.append(try word.substitutingLoopVariable(i)) }
      let statement = Statement(words: body, column: body.first?.column ?? 1)
      if let every, i > 0 {
        let (delay, overflow) = every.multipliedReportingOverflow(by: Int64(i))
        guard !overflow else { throw ShellError("repeat spans too long a time") }
        let time = try schedule(body, delay: delay, narrating: false)
        scheduled = (
          (scheduled?.count ?? 0) + 1, scheduled?.first ?? time, time
        )
        continue
      }
      let outcome = run(statement, at: location)
      if outcome != .ok { return outcome }
    }
    if interrupted() { return .interrupted }
    return .ok
  }

  /// The one line a `repeat … every` prints for the iterations it scheduled: how many, when
  /// the first and last run, and the body as written (with `$i` left for the reader).
  static func scheduledSummary(
    _ scheduled: (count: Int, first: Micros, last: Micros), every: Micros, body: [Word]
  ) -> String {
    let text = Statement(words: body, column: 1).spelling
    guard scheduled.count > 1 else {
      return "  scheduled at \(Format.ms(scheduled.first)): \(text)"
    }
    return "  scheduled \(scheduled.count) more, every \(Format.ms(every)) from "
      + "\(Format.ms(scheduled.first)) to \(Format.ms(scheduled.last)): \(text)"
  }
}
