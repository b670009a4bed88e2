import LayerLab

/// How deep `.read`, `compare` and `repeat` are nested now, and what the outermost `repeat`
/// has spent: the limits that keep one typed line from running forever.
///
/// The outermost `repeat` opens the budget of its top-level statement: how many statements
/// its repeats may run and how much virtual time it may ask for
/// (``Limits/statementsPerStatement``, ``Limits/virtualTimePerStatement``). Nested repeats,
/// and `.read` files run inside it, spend from the same one, so no mix of nesting gets past
/// it. Nesting outlives `reset` (a `repeat` may reset), so this is kept apart from
/// ``Experiment``.
struct ScriptNesting {
  /// What the statement being run has spent so far.
  struct Budget {
    var statements = 0
    var start: Micros = 0
    /// The compare runs the repeat's statements have made (``CompareRunBudget``).
    var compareRuns = CompareRunBudget()
  }

  /// Nesting of `.read` and `compare` together, to refuse a file that reads or compares
  /// itself forever. A `compare` run is a fresh session that starts one level deeper, so
  /// one counter and one limit (``Session/maxReadDepth``) cover both and any mix of them.
  var readDepth = 0
  /// Nesting of `repeat`/`after` bodies, for the same reason.
  private(set) var repeatDepth = 0
  /// What the outermost `repeat` running now has spent.
  private(set) var budget = Budget()

  /// Refuses one more level of `.read`/`compare` past ``Session/maxReadDepth``: a file that
  /// reads or compares itself would otherwise recurse until the stack overflows.
  func checkNesting(_ statement: String) throws(ShellError) {
    guard readDepth < Session.maxReadDepth else {
      throw ShellError(
        "\(statement) nested too deeply (at most \(Session.maxReadDepth) levels of .read and "
          + "compare); does a file read or compare itself?")
    }
  }

  /// Refuses one more level of `repeat` past ``Session/maxRepeatNesting``.
  func checkRepeatNesting() throws(ShellError) {
    guard repeatDepth < Session.maxRepeatNesting else {
      throw ShellError(
        "repeat nested too deeply (at most \(Session.maxRepeatNesting), the repeat-nesting limit)")
    }
  }

  /// True inside a `repeat` body.
  var inRepeat: Bool { repeatDepth > 0 }

  /// Enters a `repeat` body; the outermost one opens a fresh budget at virtual time `now`.
  mutating func enterRepeat(now: Micros) {
    if repeatDepth == 0 { budget = Budget(statements: 0, start: now) }
    repeatDepth += 1
  }

  /// Leaves a `repeat` body.
  mutating func leaveRepeat() {
    repeatDepth -= 1
  }

  /// Refuses a `repeat` whose plan is over a limit, before it runs anything.
  static func checkPlan(_ plan: RepeatPlan) throws(ShellError) {
    let limit = Limits.statementsPerStatement
    if plan.statements > limit {
      throw ShellError(
        "repeat would run \(plan.statements) statements; at most \(limit) per statement "
          + "(see 'help limits')")
    }
    let cap = Limits.virtualTimePerStatement
    if plan.virtual > cap {
      throw ShellError(
        "repeat would run \(VirtualDuration.format(plan.virtual)) of virtual time; at most "
          + "\(VirtualDuration.format(cap)) per statement (see 'help limits')")
    }
  }

  /// Counts one more statement run under the open budget; throws once a limit is passed
  /// (for what the plan could not see: `run until idle`, `.read` inside a repeat). `now` is
  /// the virtual time.
  mutating func spendBudget(now: Micros) throws(ShellError) {
    budget.statements += 1
    let limit = Limits.statementsPerStatement
    if budget.statements > limit {
      throw ShellError(
        "repeat stopped after \(limit) statements, the limit per statement (see 'help limits')")
    }
    let cap = Limits.virtualTimePerStatement
    if now - budget.start > cap {
      throw ShellError(
        "repeat stopped after \(VirtualDuration.format(cap)) of virtual time, the limit per "
          + "statement (see 'help limits')")
    }
  }
}
