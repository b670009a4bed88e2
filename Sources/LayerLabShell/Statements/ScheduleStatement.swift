import LayerLab

/// `after DURATION STATEMENT` and `repeat N [every DURATION] STATEMENT`: statements run later
/// (as input events) or several times.
enum ScheduleStatement: StatementFamily {
  case after(delay: Micros, statement: [Word])
  case repeatN(count: Int, every: Micros?, statement: [Word])

  static let keywords = ["after", "repeat"]
  /// The most times one `repeat` runs its statement.
  static let maxRepeat = 10_000

  static let help = [
    StatementHelp(
      name: "after", group: .time, usage: "after DURATION STATEMENT",
      summary: "schedule a view statement as an input event; it runs in that turn's sources0",
      example: "after 150us title.setNeedsDisplay()"),
    StatementHelp(
      name: "repeat", group: .time, usage: "repeat N [every DURATION] STATEMENT",
      summary: "run a statement N times with $i = 0…N−1; with 'every', as timed input events. "
        + "$(EXPR) is whole-number arithmetic on i: + - * / % (truncating), parentheses and "
        + "unary minus, usual precedence, no blanks unless in double quotes; a bad expression, "
        + "an unknown name, division by zero or overflow for any i refuses the whole repeat "
        + "before it runs, and so does a view statement (new, a setter, a call) that some "
        + "iteration's view, property, value, name or the views limit refuses, so a refused "
        + "repeat changes nothing. '$i', \\$i and '$(…)' stay literal",
      example: "repeat 6 new view card$i frame=10,$(i*120+80),355,100"),
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> ScheduleStatement {
    let rest = words.rest
    if words.head == "after" {
      guard rest.count >= 2, let first = rest.first else {
        throw ShellError(
          "usage: after DURATION STATEMENT, e.g. after 3ms title.setNeedsDisplay()")
      }
      return .after(
        delay: try VirtualDuration.parse(first.text), statement: Array(rest.dropFirst()))
    }
    let usage = "usage: " + help[1].usage
    guard rest.count >= 2, let first = rest.first else { throw ShellError(usage) }
    let count = try IntValue.parse(
      first.text, name: "repeat", range: 1...maxRepeat, limit: "repeat-count")
    if rest[1].text == "every" {
      guard rest.count >= 4 else { throw ShellError(usage) }
      let every = try VirtualDuration.parse(rest[2].text)
      return .repeatN(count: count, every: every, statement: Array(rest.dropFirst(3)))
    }
    return .repeatN(count: count, every: nil, statement: Array(rest.dropFirst()))
  }

  /// After the duration (or the count and `every DURATION`), whatever the inner statement
  /// completes to.
  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    let typed = words.dropFirst()
    guard !typed.isEmpty else { return [] }
    let afterFirst = typed.dropFirst()
    if words.first == "after" { return completer.propose(afterFirst, word: word) }
    if afterFirst.first == "every" {
      return typed.count >= 3 ? completer.propose(typed.dropFirst(3), word: word) : []
    }
    return (typed.count == 1 ? ["every"] : []) + completer.propose(afterFirst, word: word)
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    switch self {
    case .after(let delay, let words):
      try Self.schedule(words, delay: delay, in: session)
      return .ok
    case .repeatN(let count, let every, let words):
      return try Self.runRepeat(words, count: count, every: every, at: location, in: session)
    }
  }
}
