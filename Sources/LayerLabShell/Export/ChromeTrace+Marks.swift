import LayerLab

/// Instants (sentinel bumps, ADLayer flag changes, cancellations, vsyncs) and counters (fps, queue depth, draws
/// in flight).
extension ChromeTrace.Builder {
  /// A thread-scoped instant per sentinel bump and per cancelling checkpoint, on the thread
  /// that logged it, and one per vsync on the render server.
  mutating func addInstants() {
    for event in engine.recording.events {
      switch event.payload {
      case .sentinel(let reason, let value):
        let args: [String: ChromeValue] = [
          "layer": .string(event.layer), "reason": .string(reason), "value": .int(value),
        ]
        instant(
          "sentinel++ \(event.layer)", "sentinel", on: event.thread, at: event.time, args: args)
      case .flag(let reason, let drawing):
        let state = drawing ? "Drawing" : "Cancel"
        let args: [String: ChromeValue] = [
          "layer": .string(event.layer), "reason": .string(reason), "flag": .string(state),
        ]
        instant(
          "flag \(state) \(event.layer)", "flag", on: event.thread, at: event.time, args: args)
      case .checkpoint(let checkpoint, passed: false):
        var args: [String: ChromeValue] = [
          "layer": .string(event.layer), "checkpoint": .string(checkpoint.name),
        ]
        if let draw = event.draw { args["draw"] = .int(draw) }
        instant(
          "cancel at \(checkpoint.name)", "cancel", on: event.thread, at: event.time, args: args)
      default:
        continue
      }
    }
    for frame in engine.recording.frames {
      instant(
        "vsync", "vsync", on: "render-server", at: frame.time,
        args: ["frame": .int(frame.index), "commit": .int(frame.commit)])
    }
    for signpost in engine.recording.signposts where signpost.phase == .event {
      instant(signpost.name, "signpost", on: "Points of Interest", at: signpost.time, args: [:])
    }
  }

  private mutating func instant(
    _ name: String, _ category: String, on thread: String, at time: Micros,
    args: [String: ChromeValue]
  ) {
    events.append(
      ChromeEvent(
        phase: .instant, name: name, category: category, tid: track(thread), ts: time,
        args: args))
  }

  /// `fps` the way YYFPSLabel computes it; `queue depth` per render queue (dispatched, not
  /// yet started); `in flight` (dispatched, not yet ended, wherever it is).
  mutating func addCounters() {
    let linkStart = engine.recording.frames.first?.time
    for (time, fps) in FrameSummary.fpsWindows(engine.recording.ticks, linkStart: linkStart) {
      counter("fps", at: time, ["fps": .number((fps * 10).rounded() / 10)])
    }
    let queued = engine.recording.draws.filter { $0.mode == .async && !$0.queue.isEmpty }
    var depth: [(time: Micros, key: String, change: Int)] = []
    var flight: [(time: Micros, key: String, change: Int)] = []
    for draw in queued {
      depth.append((draw.times.requested, draw.queue, 1))
      if let started = draw.times.started { depth.append((started, draw.queue, -1)) }
      flight.append((draw.times.requested, "draws", 1))
      if let finished = draw.times.finished { flight.append((finished, "draws", -1)) }
    }
    let used = Set(queued.map(\.queue))
    let labels = tracks.keys.elements.filter(used.contains)
    steps("queue depth", depth, keys: labels)
    steps("in flight", flight, keys: ["draws"])
  }

  /// A counter sampled at each time its value changes, all `keys` in every sample (so a
  /// stacked chart never reads a missing key as a gap).
  private mutating func steps(
    _ name: String, _ changes: [(time: Micros, key: String, change: Int)], keys: [String]
  ) {
    guard !keys.isEmpty else { return }
    var value = Dictionary(uniqueKeysWithValues: keys.map { ($0, 0) })
    var previous = value
    let sorted = changes.enumerated().sorted { a, b in
      a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset
    }.map(\.element)
    var index = 0
    while index < sorted.count {
      let time = sorted[index].time
      while index < sorted.count, sorted[index].time == time {
        value[sorted[index].key, default: 0] += sorted[index].change
        index += 1
      }
      if value != previous {
        counter(name, at: time, value.mapValues { .int($0) })
        previous = value
      }
    }
  }

  private mutating func counter(_ name: String, at time: Micros, _ args: [String: ChromeValue]) {
    events.append(ChromeEvent(phase: .counter, name: name, tid: 1, ts: time, args: args))
  }
}
