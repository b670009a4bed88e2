import LayerLab

/// Where each statement still scheduled was written, so one that fails when its time comes
/// (`after 10ms new label q …` once `q` exists) is reported at the line that scheduled it.
///
/// The model checks a scheduled statement twice: when it is filed, and again when it runs,
/// against the state of that moment; a refusal then is logged as an `.input` event whose
/// source is `.failed(message)`. The shell reads those events after every statement and
/// reports each one like a statement's error, so a batch run exits 1 instead of passing over
/// it in silence. What is kept belongs to one engine's run: `reset` starts a fresh one.
struct ScheduledOrigins {
  /// Where a scheduled statement was written, kept until it runs.
  struct Origin {
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

  /// In due order, which is the order the model runs them in (ties in filing order).
  private var origins: [Origin] = []
  /// The first trace event not yet looked at for failed scheduled statements.
  private var scanSeq = 0

  /// True when no scheduled statement is waiting to run.
  var isEmpty: Bool { origins.isEmpty }

  /// Remembers where the statement due at `time` came from.
  mutating func remember(_ text: String, at time: Micros, from location: Location) {
    let index = origins.lastIndex { $0.time <= time }.map { $0 + 1 } ?? 0
    origins.insert(Origin(time: time, text: text, location: location), at: index)
  }

  /// Every scheduled statement that failed in `engine` since the last look, grouped by the
  /// line that scheduled it and the reason, in the order each group first failed (one
  /// `repeat … every` printed 9 000 lines that differed only in `$i` and the time). One whose
  /// origin is not known is put at `current`.
  mutating func failures(in engine: Engine, current: Location) -> [FailureGroup] {
    let since = max(scanSeq, 0)
    scanSeq = engine.recording.nextEventSeq
    guard !origins.isEmpty else { return [] }
    var groups: [FailureGroup] = []
    for event in engine.recording.events(since: since) {
      guard case .input(let text, let source) = event.payload, source != .typed else { continue }
      let index = origins.firstIndex { $0.text == text }
      let origin = index.map { origins.remove(at: $0) }
      guard case .failed(let message) = source else { continue }
      let location = origin?.location ?? current
      if let group = groups.firstIndex(where: { $0.location == location && $0.reason == message }) {
        groups[group].more += 1
      } else {
        let first = "scheduled statement '\(text)' failed at \(Format.ms(event.time)): " + message
        groups.append(FailureGroup(location: location, reason: message, first: first))
      }
    }
    // Entries whose run fell out of the trimmed log: the model holds the rest, latest last.
    let pending = engine.scheduledCount
    if origins.count > pending {
      origins.removeFirst(origins.count - pending)
    }
    return groups
  }
}
