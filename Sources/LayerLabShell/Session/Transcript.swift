import LayerLab

/// Renders events as the lines `step` and statements print: one line per event, the time
/// first, indented by where it happened, worker threads named in brackets.
struct Transcript {
  /// Observers that only ever do bookkeeping; consecutive ones share a line.
  static let quietObservers: Set<String> = [
    "autorelease push", "gestures", "before-commit", "after-commit", "autorelease pop",
  ]

  /// The turn of the last header printed, so headers appear only when the turn changes.
  var lastTurn = 0
  /// The time of the last event printed, to say so when a batch goes back before it.
  var lastTime: Micros?

  /// The lines for `events` as one text, each ended by a newline as `Session.out(lines:)`
  /// ends a line; empty when there are none. `draw` (the recording's draw records by number)
  /// shows the sentinel values beside checkpoints.
  ///
  /// Why one buffer: a script of property sets prints two lines a statement, and building
  /// each line as a string (its time, its indent, its text) and then joining them was a fifth
  /// of the statement's instructions (callgrind).
  mutating func text(for events: ArraySlice<EventRecord>, draw: (Int) -> DrawRecord?) -> String {
    var out = TranscriptOutput()
    write(events, draw: draw, into: &out)
    return out.text
  }

  /// Writes the lines for `events`.
  ///
  /// Why `draw` is a lookup and not the recording: passing the engine's recording by value
  /// copies it — a retain and a release of each of its stores on every statement, 2–3 % of a
  /// script of property sets — where a checkpoint line needs one record.
  private mutating func write(
    _ events: ArraySlice<EventRecord>, draw: (Int) -> DrawRecord?,
    into out: inout TranscriptOutput
  ) {
    var quiet: [(event: EventRecord, text: String)] = []
    func flushQuiet() {
      guard let first = quiet.first else { return }
      let names = quiet.map(\.text).joined(separator: " · ")
      out.line(first.event, level: 1, "observers " + names)
      quiet.removeAll()
    }
    // In time order: main logs a work item's events as it runs them, ahead of the kernel,
    // so a worker's checkpoint at 66.681 ms could be logged after main's 66.686 ms line.
    // A stable sort by time (log order among equal times) prints them as they happened.
    // Most batches (a statement's own events) are in order already: then nothing is copied.
    let inOrder = zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time }
    let ordered =
      inOrder
      ? events
      : ArraySlice(
        events.enumerated().sorted {
          ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
        }.map(\.element))
    if let first = ordered.first, let last = lastTime, first.time < last {
      // Workers ran while main was busy with the statement printed above; their events are
      // in the trace only now that the kernel has caught up to them.
      out.line(
        "  (back to \(Format.ms(first.time)): other threads, while main ran the lines above)")
    }
    if let end = ordered.last?.time { lastTime = max(lastTime ?? end, end) }
    for event in ordered {
      if case .activity(.beforeTimers, _, _) = event.payload, event.turn != lastTurn {
        flushQuiet()
        lastTurn = event.turn
        out.line("turn \(event.turn) [\(event.mode.rawValue)]")
      }
      if case .observer(let name, let order, .plain) = event.payload,
        Transcript.quietObservers.contains(name)
      {
        quiet.append((event, "\(order) \(name)"))
        continue
      }
      flushQuiet()
      write(event, draw: draw, into: &out)
    }
    flushQuiet()
  }

  /// The line for one event: the cases that print differently from the rest of their kind
  /// first, then one shape per kind. The two lines of a property set (its input and its
  /// sentinel) are written in pieces, with no string made for them.
  private func write(
    _ event: EventRecord, draw: (Int) -> DrawRecord?, into out: inout TranscriptOutput
  ) {
    let onMain = event.isOnMain
    switch event.payload {
    case .sources0:
      out.line(event, level: 0, "sources0: \(event.detail)")
    case .input(let text, let source):
      out.start(event, level: 0)
      if source == .typed {
        out.append("input")
      } else {
        out.append("input (")
        out.append(event.detail)
        out.append(")")
      }
      out.append(": ")
      out.append(text)
      out.end()
    case .observer(let name, let order, let callout):
      let extra = callout.summary.map { ": " + $0 } ?? ""
      out.line(event, level: 1, "observer \(order) \(name)\(extra)")
    case .layoutSubviews:
      out.line(event, level: 2, "layoutSubviews \(event.layer)")
    case .layoutCache:
      out.line(event, level: onMain ? 2 : 0, "\(event.layer) layout: \(event.detail)")
    case .drain:
      out.line(event, level: 0, "main queue: \(event.detail)")
    case .sentinel(let reason, let value):
      out.start(event, level: 2)
      out.append(event.layer)
      out.append(" sentinel → ")
      out.append(String(value))
      out.append(" (")
      out.append(reason)
      out.append(")")
      out.end()
    case .flag(let reason, _):
      out.line(event, level: 2, "\(event.layer) flag → \(event.detail) (\(reason))")
    case .adManagerTask:
      out.line(event, level: 2, "ADManager \(event.layer).\(event.name): \(event.detail)")
    case .checkpoint(let checkpoint, let passed):
      let text = Transcript.checkpoint(event, checkpoint, passed: passed, draw: draw)
      out.line(event, level: onMain ? 1 : 0, text)
    default:
      out.line(event, level: Transcript.level(of: event.kind, onMain: onMain), text(event))
    }
  }

  /// How deep a kind's lines are indented: 0 for the run loop's own steps and for worker
  /// threads, 1 for callouts, 2 for what happens inside them.
  private static func level(of kind: EventKind, onMain: Bool) -> Int {
    switch kind {
    case .activity, .vsync, .render, .gpu, .signpost: 0
    case .observer, .input, .timer, .mainqueue, .checkpoint: 1
    case .contents: onMain ? 1 : 0
    case .commit, .layout, .display, .dispatch, .sentinel, .flag, .transaction: 2
    }
  }

  /// The text of an event of no special case: one shape per kind. (Observer, sentinel and
  /// checkpoint events all take a special case in `format`; their shapes here only keep the
  /// switch total.)
  private func text(_ event: EventRecord) -> String {
    let (name, layer, detail) = (event.name, event.layer, event.detail)
    switch event.kind {
    case .activity: return detail.isEmpty ? name : "\(name) (\(detail))"
    case .input: return "\(layer) \(name): \(detail)"
    case .observer: return "observer \(name): \(detail)"
    case .commit: return "CA \(detail)"
    case .layout: return "\(name) \(layer)" + (detail.isEmpty ? "" : ": \(detail)")
    case .display: return "display \(layer) (\(name)): \(detail)"
    case .dispatch:
      let draw = event.draw.map { "draw \($0), " } ?? ""
      return "\(layer) → \(name) (\(draw)\(detail))"
    case .sentinel: return "\(layer) sentinel → \(detail) (\(name))"
    case .flag: return "\(layer) flag → \(detail) (\(name))"
    case .checkpoint: return "\(layer) \(name) \(detail)"
    case .contents: return "\(layer) contents \(name)" + (detail.isEmpty ? "" : " (\(detail))")
    case .transaction: return "YYTransaction \(layer).\(name): \(detail)"
    case .timer: return "\(name) fired (\(detail))"
    case .mainqueue: return "\(layer) \(name)"
    case .vsync, .render, .gpu: return "\(name): \(detail)"
    case .signpost: return detail == "event" ? "signpost \(name)" : "signpost \(detail) \(name)"
    }
  }

  /// A checkpoint with the sentinel values it compared (or the ADLayer flag it read), when
  /// its draw record is still kept.
  private static func checkpoint(
    _ event: EventRecord, _ checkpoint: Checkpoint, passed: Bool, draw: (Int) -> DrawRecord?
  ) -> String {
    let head = "\(event.layer) \(checkpoint.name) \(passed ? "pass" : "cancel")"
    guard let number = event.draw, let draw = draw(number) else { return head }
    let compare =
      draw.readsFlag
      ? "flag \(passed ? "Drawing" : "Cancel")"
      : passed
        ? "sentinel \(draw.sentinel) = \(draw.sentinel)"
        : "sentinel \(draw.sentinel) ≠ \(draw.sentinelEnd.map(String.init) ?? "?")"
    return "\(head) (draw \(number), \(compare))"
  }
}
