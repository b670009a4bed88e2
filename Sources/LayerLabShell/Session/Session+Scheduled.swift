import LayerLab

/// Scheduled statements that fail when their time comes, reported like a statement's error
/// at the line that scheduled them (see ``ScheduledOrigins``).
extension Session {
  /// Reports every scheduled statement that failed since the last look, and returns
  /// `outcome`, or `.failed` when it was `.ok` and one did.
  func reportScheduledFailures(after outcome: Outcome) -> Outcome {
    var result = outcome
    for group in experiment.scheduled.failures(in: engine, current: currentLocation) {
      let failed = fail(group.first, at: group.location)
      if group.more > 0 { _ = fail(RepeatedErrors.countLine(group.more), at: group.location) }
      if result == .ok { result = failed }
    }
    return result
  }
}
