import LayerLab

/// Checking every iteration of a `repeat` before the first one runs.
///
/// Why: a repeat that failed half-way left the iterations before the failure applied
/// (`repeat 5 a.numberOfLines=$i$i$i$i` refused 1111 but had set 0; `repeat 1000 new label
/// z$i` made the views up to the limit, then failed). A statement that fails must leave the
/// session as it was, so each iteration is read and, when it is a view statement (`new`, a
/// setter, a method call), checked against the session as it is, before anything runs.
///
/// What is checked ahead: that every iteration parses; that a view statement's view,
/// property and value are accepted now (`ViewCommand.check`, the model's own check, which
/// changes nothing); that no two iterations make the same view; that the views they make,
/// added up, fit the views limit; and that their compares' runs, added up, fit the compare
/// runs per statement; and what a ``CheckedAhead`` statement checks (signposts opened and
/// closed, `.read` files readable). What an iteration's check cannot see ahead is left
/// to the run, as before: a statement about a view an earlier iteration makes (it does not
/// exist yet), and limits that depend on how earlier iterations went (bitmap bytes summed
/// over new views, a `.read` file's statements).
extension ScheduleStatement {
  /// Throws, before any iteration runs, the first error an iteration would meet.
  static func checkIterations(of words: [Word], count: Int, in session: Session)
    throws(ShellError)
  {
    let engine = session.engine
    var made: Set<String> = []
    var layers = 0
    var compareRuns = 0
    var ahead = RepeatAhead(session: session)
    for i in 0..<count {
      if i % 1024 == 1023, session.interrupted() { throw ShellError.interrupted }
      var body: [Word] = []
      for word in words { body.append(try word.substitutingLoopVariable(i)) }
      let statement = Statement(words: body, column: body.first?.column ?? 1)
      let input: any InputStatement
      do {
        let parsed = try Statements.parse(statement)
        if let compare = parsed as? CompareStatement {
          // Compares in a repeat share the statement's compare runs: refuse the repeat
          // whose compares add up past them before the first compare runs.
          compareRuns += try Session.CompareRun.parse(compare.names).count
          if compareRuns > Session.maxComparedPerStatement {
            try CompareRunBudget().reserve(compareRuns)
          }
        }
        if let checked = parsed as? any CheckedAhead {
          try checked.checkAhead(&ahead, in: session)
        }
        guard let parsed = parsed as? any InputStatement else { continue }
        input = parsed
      } catch {
        throw Self.iterationError(error, i)
      }
      let command: ViewCommand
      do {
        command = try input.command(in: session)
        _ = try session.model { () throws(ModelError) in try command.check(in: engine) }
      } catch {
        // About a view an earlier iteration makes: only the run can tell.
        if made.contains(where: { name in body.contains { $0.text.contains(name) } }) {
          continue
        }
        throw Self.iterationError(error, i)
      }
      guard let (name, count) = Self.made(by: command) else { continue }
      guard made.insert(name).inserted else {
        throw Self.iterationError(
          ShellError("a view named '\(name)' already exists; pick another name"), i)
      }
      layers += count
      guard engine.views.count + layers <= Engine.maxViews else {
        throw Self.iterationError(
          ShellError("too many views (at most \(Engine.maxViews) layers, the views limit)"), i)
      }
    }
  }

  /// The view a `new` makes and the layers it counts against the views limit, as
  /// `ViewCommand.check` counts them (a cell's three, a table's cells as it makes them).
  private static func made(by command: ViewCommand) -> (name: String, layers: Int)? {
    switch command {
    case .create(let kind, let name, _): (name, kind == .cell ? 3 : 1)
    case .createTable(let name, _, _): (name, 0)
    // A prototype's view is not a view of the session's until a table makes cells.
    case .set, .call, .tableCall, .addMember: nil
    }
  }

  /// The error of iteration `i`, saying the repeat ran none (the first iteration's error is
  /// the one running it would have given, and stays as it was).
  private static func iterationError(_ error: ShellError, _ i: Int) -> ShellError {
    guard error != .interrupted, i > 0 else { return error }
    return ShellError(error.message + " (at $i = \(i); the repeat ran nothing)")
  }
}
