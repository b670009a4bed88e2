import LayerLab

/// What a `repeat` will cost, worked out before its first iteration runs.
///
/// Why up front: nested repeats multiply (`repeat 10000 repeat 10000 seed 1` is 10^8
/// statements, `repeat 10000 run 3600s` ten thousand hours of virtual time), and a statement
/// refused before it starts leaves the session as it was, where one stopped half-way leaves it
/// half-done. The plan reads the body as it is for `$i = 0`; a body that does not parse plans
/// as one statement (it fails on its first run anyway), and what cannot be known in advance
/// (`run until idle`, `.read`) is checked as it runs by the same limits (see ``ScriptNesting``).
struct RepeatPlan: Equatable {
  /// Statements run, counting each iteration at every level of nesting.
  var statements = 0
  /// Virtual time the body asks to run (`run DURATION`), summed over every iteration.
  var virtual: Micros = 0

  /// The plan of `repeat count BODY`; saturates instead of overflowing.
  static func of(count: Int, body: [Word], every: Micros?) -> RepeatPlan {
    let zeroth = body.map { (try? $0.substitutingLoopVariable(0)) ?? $0 }
    var inner = RepeatPlan(statements: 1)
    if every == nil, let parsed = try? Statements.parse(Statement(words: zeroth, column: 1)) {
      if case .repeatN(let count, let every, let words)? = parsed as? ScheduleStatement {
        let nested = RepeatPlan.of(count: count, body: words, every: every)
        inner.statements = Self.add(1, nested.statements)
        inner.virtual = nested.virtual
      } else if case .duration(let span)? = (parsed as? RunStatement)?.unit {
        inner.virtual = span
      }
    }
    return RepeatPlan(
      statements: Self.multiply(count, inner.statements),
      virtual: Self.multiply(Int64(count), inner.virtual))
  }

  private static func add(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? .max : sum
  }

  private static func multiply<T: FixedWidthInteger>(_ a: T, _ b: T) -> T {
    let (product, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow ? .max : product
  }
}
