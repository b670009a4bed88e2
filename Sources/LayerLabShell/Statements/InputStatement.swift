import LayerLab

/// A statement that runs as an input event on main (`new`, `NAME.PROP = VALUE`,
/// `NAME.METHOD()`), and so the only kind `after` and `repeat … every` can schedule.
protocol InputStatement {
  /// Checks the words now, so a mistake is reported when it is typed, and returns the typed
  /// command the model checks and applies when the input event runs.
  func command(in session: Session) throws(ShellError) -> ViewCommand
}

extension Session {
  /// The message for scheduling anything else.
  static let onlyInputCanBeScheduled =
    "only view statements (new, NAME.PROP = VALUE, NAME.METHOD()) can be scheduled"
}

extension InputStatement {
  /// Runs the statement now, as an input event on main, and prints what it did.
  ///
  /// Ctrl-C while a table's rows are generated or measured (a `new table` of 100 000 rows
  /// takes seconds) stops the statement before it changes anything: it throws
  /// ``ShellError/interrupted``, which `run` reports as an interruption.
  func runInput(in session: Session, text: String) throws(ShellError) -> Session.Outcome {
    let command = try self.command(in: session)
    let engine = session.engine
    let since = engine.recording.nextEventSeq
    try session.model { () throws(ModelError) in
      try engine.input(command, text: text, interrupted: session.interrupted)
    }
    session.printEvents(since: since)
    return .ok
  }
}
