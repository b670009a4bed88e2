import LayerLab

/// The budget of one top-level statement: how many statements its repeats may run and how
/// much virtual time it may ask for (``Limits/statementsPerStatement``,
/// ``Limits/virtualTimePerStatement``).
///
/// The outermost `repeat` opens the budget; nested repeats, and `.read` files run inside it,
/// spend from the same one, so no mix of nesting gets past it.
extension Session {
  /// What the statement being run has spent so far.
  struct Budget {
    var statements = 0
    var start: Micros = 0
    /// The compare runs the repeat's statements have made (``CompareRunBudget``).
    var compareRuns = CompareRunBudget()
  }

  /// Refuses a `repeat` whose plan is over a limit, before it runs anything.
  func checkPlan(_ plan: RepeatPlan) throws(ShellError) {
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
  /// (for what the plan could not see: `run until idle`, `.read` inside a repeat).
  func spendBudget() throws(ShellError) {
    budget.statements += 1
    let limit = Limits.statementsPerStatement
    if budget.statements > limit {
      throw ShellError(
        "repeat stopped after \(limit) statements, the limit per statement (see 'help limits')")
    }
    let cap = Limits.virtualTimePerStatement
    if engine.now - budget.start > cap {
      throw ShellError(
        "repeat stopped after \(VirtualDuration.format(cap)) of virtual time, the limit per "
          + "statement (see 'help limits')")
    }
  }
}
