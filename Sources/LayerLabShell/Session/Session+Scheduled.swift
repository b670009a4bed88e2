import LayerLab

/// Scheduled statements that fail when their time comes (`after 10ms new label q …` once `q`
/// exists).
///
/// The model checks a scheduled statement twice: when it is filed, and again when it runs,
/// against the state of that moment; a refusal then is logged as an `.input` event whose
/// source is `.failed(message)`. The shell reads those events after every statement and
/// reports each one like a statement's error, at the line that scheduled it, so a batch run
/// exits 1 instead of passing over it in silence.
extension Session {
  /// Where a scheduled statement was written, kept until it runs.
  struct ScheduledOrigin {
    let time: Micros
    let text: String
    let location: Location
  }

  /// Scheduled statements from one line that failed for one reason, since the last look.
  struct FailureGroup {
    let location: Location
    let reason: String
    /// The first one's error.
    let first: String
    /// How many more failed like it.
    var more = 0
  }

  /// Remembers where the statement due at `time` came from. Kept in due order, which is the
  /// order the model runs them in (ties in filing order).
  func rememberScheduled(_ text: String, at time: Micros, from location: Location) {
    let index = scheduledOrigins.lastIndex { $0.time <= time }.map { $0 + 1 } ?? 0
    scheduledOrigins.insert(ScheduledOrigin(time: time, text: text, location: location), at: index)
  }

  /// Reports every scheduled statement that failed since the last look, and returns
  /// `outcome`, or `.failed` when it was `.ok` and one did.
  func reportScheduledFailures(after outcome: Outcome) -> Outcome {
    let since = max(scheduledScanSeq, 0)
    scheduledScanSeq = engine.recording.nextEventSeq
    guard !scheduledOrigins.isEmpty else { return outcome }
    var result = outcome
    // Failures grouped by the line that scheduled them and the reason, in the order each
    // group first failed: the first is reported, the rest counted (one `repeat … every`
    // printed 9 000 lines that differed only in `$i` and the time).
    var groups: [FailureGroup] = []
    for event in engine.recording.events(since: since) {
      guard case .input(let text, let source) = event.payload, source != .typed else { continue }
      let index = scheduledOrigins.firstIndex { $0.text == text }
      let origin = index.map { scheduledOrigins.remove(at: $0) }
      guard case .failed(let message) = source else { continue }
      let location = origin?.location ?? currentLocation
      if let group = groups.firstIndex(where: { $0.location == location && $0.reason == message }) {
        groups[group].more += 1
      } else {
        let first = "scheduled statement '\(text)' failed at \(Format.ms(event.time)): " + message
        groups.append(FailureGroup(location: location, reason: message, first: first))
      }
    }
    for group in groups {
      let failed = fail(group.first, at: group.location)
      if group.more > 0 { _ = fail(RepeatedErrors.countLine(group.more), at: group.location) }
      if result == .ok { result = failed }
    }
    // Entries whose run fell out of the trimmed log: the model holds the rest, latest last.
    let pending = engine.scheduledCount
    if scheduledOrigins.count > pending {
      scheduledOrigins.removeFirst(scheduledOrigins.count - pending)
    }
    return result
  }
}
