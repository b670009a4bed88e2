/// Core Animation's implicit transaction on main: any change to a layer opens it, and the
/// commit observer (order 2000000) closes it by handing the tree to the render server.
///
/// One owner for the open flag and the commit count, so a change anywhere in the model says
/// `engine.main.transaction.open()` rather than writing main's state.
struct ImplicitTransaction {
  /// Something changed since the last commit: the next commit observer has work even if no
  /// layer's committed state differs.
  private(set) var isOpen = false
  /// CA commits made so far.
  private(set) var commits = 0
  /// When the running commit observer was called, for the commit's span.
  private(set) var commitStart: Micros = 0

  /// `[CATransaction begin]` done implicitly: a layer or layout change marks the transaction
  /// to be committed at the end of this run-loop turn.
  mutating func open() {
    isOpen = true
  }

  /// The commit observer was called at `time` (its span starts there).
  mutating func observerCalled(at time: Micros) {
    commitStart = time
  }

  /// The commit is made: the transaction closes and gets the next commit number.
  mutating func commit() -> Int {
    commits += 1
    isOpen = false
    return commits
  }
}
