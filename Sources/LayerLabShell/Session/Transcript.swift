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

  /// Lines for `events`, using `trace` to show the sentinel values beside checkpoints.
  mutating func lines(for events: ArraySlice<EventRecord>, trace: Trace) -> [String] {
    var lines: [String] = []
    var quiet: [EventRecord] = []
    func flushQuiet() {
      guard let first = quiet.first else { return }
      let names = quiet.map { "\($0.detail) \($0.name)" }.joined(separator: " · ")
      lines.append(line(first, level: 1, "observers " + names))
      quiet.removeAll()
    }
    for event in events {
      if event.kind == .activity, event.name == "BeforeTimers", event.turn != lastTurn {
        flushQuiet()
        lastTurn = event.turn
        lines.append("turn \(event.turn) [\(event.mode.rawValue)]")
      }
      if event.kind == .observer, Transcript.quietObservers.contains(event.name) {
        quiet.append(event)
        continue
      }
      flushQuiet()
      lines.append(format(event, trace: trace))
    }
    flushQuiet()
    return lines
  }

  private func line(_ event: EventRecord, level: Int, _ text: String) -> String {
    let time = Format.pad(Format.ms(event.time), 12)
    let thread = event.thread == "main" ? "" : "[\(event.thread)] "
    return time + "  " + String(repeating: "  ", count: level) + thread + text
  }

  private func format(_ event: EventRecord, trace: Trace) -> String {
    let detail = event.detail
    let layer = event.layer
    switch event.kind {
    case .activity:
      return line(event, level: 0, detail.isEmpty ? event.name : "\(event.name) (\(detail))")
    case .input:
      if event.name == "sources0" { return line(event, level: 0, "sources0: \(detail)") }
      if !layer.isEmpty { return line(event, level: 1, "\(layer) \(event.name): \(detail)") }
      let how = detail == "typed" ? "input" : "input (\(detail))"
      return line(event, level: 0, "\(how): \(event.name)")
    case .observer:
      let parts = detail.split(separator: ";", maxSplits: 1).map(String.init)
      let extra = parts.count > 1 ? ":" + parts[1] : ""
      return line(event, level: 1, "observer \(parts.first ?? "") \(event.name)\(extra)")
    case .commit:
      return line(event, level: 2, "CA \(detail)")
    case .layout where event.name != "layoutSubviews":
      let extra = detail.isEmpty ? "" : ": \(detail)"
      return line(event, level: 2, "\(event.name) \(layer)\(extra)")
    case .layout:
      return line(event, level: 2, "layoutSubviews \(layer)")
    case .display where event.name == "layout":
      return line(event, level: event.thread == "main" ? 2 : 0, "\(layer) layout: \(detail)")
    case .display:
      return line(event, level: 2, "display \(layer) (\(event.name)): \(detail)")
    case .dispatch:
      let draw = event.draw.map { "draw \($0), " } ?? ""
      return line(event, level: 2, "\(layer) → \(event.name) (\(draw)\(detail))")
    case .sentinel:
      return line(event, level: 2, "\(layer) sentinel → \(detail) (\(event.name))")
    case .checkpoint:
      return line(event, level: event.thread == "main" ? 1 : 0, checkpoint(event, trace: trace))
    case .contents:
      let extra = detail.isEmpty ? "" : " (\(detail))"
      return line(
        event, level: event.thread == "main" ? 1 : 0, "\(layer) contents \(event.name)\(extra)")
    case .transaction:
      return line(event, level: 2, "YYTransaction \(layer).\(event.name): \(detail)")
    case .timer:
      return line(event, level: 1, "\(event.name) fired (\(detail))")
    case .mainqueue:
      if event.name == "drain" { return line(event, level: 0, "main queue: \(detail)") }
      return line(event, level: 1, "\(layer) \(event.name)")
    case .vsync:
      return line(event, level: 0, "\(event.name): \(detail)")
    }
  }

  private func checkpoint(_ event: EventRecord, trace: Trace) -> String {
    guard let number = event.draw, let draw = trace.draw(number) else {
      return "\(event.layer) \(event.name) \(event.detail)"
    }
    let compare =
      event.detail == "pass"
      ? "sentinel \(draw.sentinel) = \(draw.sentinel)"
      : "sentinel \(draw.sentinel) ≠ \(draw.sentinelEnd.map(String.init) ?? "?")"
    return "\(event.layer) \(event.name) \(event.detail) (draw \(number), \(compare))"
  }
}
