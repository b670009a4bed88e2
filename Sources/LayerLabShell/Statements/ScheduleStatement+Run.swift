import LayerLab

/// Running `after` and `repeat`: statements that become future input events, or run several
/// times under the repeat budget (``ScriptNesting``).
extension ScheduleStatement {
  /// `after DURATION STATEMENT`: the statement becomes a future input event. Returns when it
  /// will run; `narrating: false` leaves the "scheduled at" line to the caller (a `repeat …
  /// every` prints one line for all of its iterations).
  @discardableResult
  static func schedule(
    _ words: [Word], delay: Micros, narrating: Bool = true, in session: Session
  ) throws(ShellError) -> Micros {
    let statement = Statement(words: words, column: words.first?.column ?? 1)
    guard let input = try Statements.parse(statement) as? any InputStatement else {
      throw ShellError(Session.onlyInputCanBeScheduled)
    }
    let command = try input.command(in: session)
    let text = statement.spelling
    let time = try session.model { () throws(ModelError) in
      try session.engine.schedule(after: delay, command, text: text)
    }
    session.experiment.scheduled.remember(text, at: time, from: session.currentLocation)
    if narrating { session.narrate("  scheduled at \(Format.ms(time)): \(text)") }
    return time
  }

  /// `repeat N [every DURATION] STATEMENT` with `$i` = 0…N−1 and `$(EXPR)` its arithmetic.
  /// Every `$(…)` is checked for every `i` before the first iteration, so a bad one runs
  /// nothing.
  static func runRepeat(
    _ words: [Word], count: Int, every: Micros?, at location: Location, in session: Session
  ) throws(ShellError) -> Session.Outcome {
    try session.nesting.checkRepeatNesting()
    try LoopExpression.check(words, count: count)
    if !session.nesting.inRepeat {
      try ScriptNesting.checkPlan(RepeatPlan.of(count: count, body: words, every: every))
    }
    try checkIterations(of: words, count: count, in: session)
    session.nesting.enterRepeat(now: session.engine.now)
    defer { session.nesting.leaveRepeat() }
    // A `repeat … every` narrates its scheduled iterations in one line, not one line each:
    // `repeat 120 every 16ms …` would otherwise print 119 lines that differ only in the time.
    var scheduled: (count: Int, first: Micros, last: Micros)?
    defer {
      if let scheduled, let every {
        session.narrate(Self.scheduledSummary(scheduled, every: every, body: words))
      }
    }
    for i in 0..<count {
      if session.interrupted() { return .interrupted }
      try session.nesting.spendBudget(now: session.engine.now)
      var body: [Word] = []
      for word in words { body.append(try word.substitutingLoopVariable(i)) }
      let statement = Statement(words: body, column: body.first?.column ?? 1)
      if let every, i > 0 {
        let (delay, overflow) = every.multipliedReportingOverflow(by: Int64(i))
        guard !overflow else { throw ShellError("repeat spans too long a time") }
        let time = try schedule(body, delay: delay, narrating: false, in: session)
        scheduled = (
          (scheduled?.count ?? 0) + 1, scheduled?.first ?? time, time
        )
        continue
      }
      let outcome = session.run(statement, at: location)
      if outcome != .ok { return outcome }
    }
    if session.interrupted() { return .interrupted }
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
