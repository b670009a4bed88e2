import LayerLab

/// The `X` slices: main's spans, and each async draw on its render queue.
extension ChromeTrace.Builder {
  /// Builds every track's slices, keeps the ones that nest, and indexes them for the flows.
  mutating func addSlices() {
    var byTrack: [Int: [ChromeSlice]] = [:]
    for (order, span) in engine.recording.spans.enumerated() where span.end > span.start {
      let slice = mainSlice(span, order: order)
      byTrack[slice.tid, default: []].append(slice)
    }
    for draw in engine.recording.draws {
      guard let slice = queueSlice(draw) else { continue }
      byTrack[slice.tid, default: []].append(slice)
    }
    for slice in displaySlices() {
      byTrack[slice.tid, default: []].append(slice)
    }
    for slice in coreSlices() + signpostSlices() {
      byTrack[slice.tid, default: []].append(slice)
    }
    for tid in byTrack.keys.sorted() {
      let (kept, dropped) = SliceNesting.nest(byTrack[tid] ?? [])
      droppedSlices += dropped
      indexes[tid] = SliceIndex(nested: kept)
      events += kept.map(\.event)
    }
  }

  /// One track per core of the device (`cpu P0`, `cpu E2`, …), named after the thread that
  /// held it: where the scheduler put main, the render server and each worker, and when a
  /// worker waited or moved.
  private mutating func coreSlices() -> [ChromeSlice] {
    let slices = engine.recording.cpuSlices(upTo: engine.now)
    for core in engine.device.cpuCores { _ = track("cpu " + core.label) }
    return slices.enumerated().map { order, slice in
      ChromeSlice(
        tid: track("cpu " + slice.core), start: slice.start, end: slice.end, name: slice.thread,
        category: "cpu", order: order)
    }
  }

  /// Signpost intervals on a Points of Interest track, as Instruments shows os_signpost
  /// intervals; one still open ends at the session's end. Overlapping intervals of different
  /// names that do not nest lose the later one (the track must nest).
  private mutating func signpostSlices() -> [ChromeSlice] {
    let intervals = engine.recording.signposts.intervals
    guard !engine.recording.signposts.isEmpty else { return [] }
    let tid = track("Points of Interest")
    return intervals.enumerated().compactMap { order, interval in
      let end = interval.end ?? engine.now
      guard end > interval.start else { return nil }
      return ChromeSlice(
        tid: tid, start: interval.start, end: end, name: interval.name, category: "signpost",
        order: order)
    }
  }

  /// A span as a slice on its thread: name and category as the model gave them, with the
  /// turn, and the layer and draw when the span has them. A display span carries its draw's
  /// figures too: a sync draw has no queue slice, so this is where they show.
  private mutating func mainSlice(_ span: SpanRecord, order: Int) -> ChromeSlice {
    var args: [String: ChromeValue] = ["turn": .int(span.turn)]
    if !span.layer.isEmpty { args["layer"] = .string(span.layer) }
    if let number = span.draw {
      args["draw"] = .int(number)
      if span.category == "display", let draw = engine.recording.draw(number) {
        args["mode"] = .string(draw.mode.rawValue)
        if draw.mode == .sync {
          args.merge(drawArgs(draw)) { _, new in new }
        } else {
          args["sentinel"] = .int(draw.sentinel)
          if !draw.queue.isEmpty { args["queue"] = .string(draw.queue) }
        }
      }
    }
    return ChromeSlice(
      tid: track(span.thread), start: span.start, end: span.end, name: span.name,
      category: span.category, args: args, order: order)
  }

  /// The display track: one slice per frame that reached the screen, from the vsync that
  /// showed it until the next frame replaced it; the last one until the present time, and
  /// for at least one refresh interval (a frame stays on the glass that long).
  private mutating func displaySlices() -> [ChromeSlice] {
    let device = engine.device
    let next = engine.readout.nextVsync
    let shown = engine.recording.renders.filter { $0.presented < next }
    var slices: [ChromeSlice] = []
    for (index, record) in shown.enumerated() {
      let start = device.vsyncTime(record.presented)
      let end =
        index + 1 < shown.count
        ? device.vsyncTime(shown[index + 1].presented)
        : max(engine.now, start + device.frameInterval)
      guard end > start else { continue }
      slices.append(
        ChromeSlice(
          tid: track("display"), start: start, end: end,
          name: "commit \(record.commit)" + (record.animation ? " (animation)" : ""),
          category: "frame",
          args: [
            "commit": .int(record.commit), "buffers": .int(record.buffers),
            "hitch": .string(record.hitch.rawValue), "hitch_us": .int(Int(record.hitchTime)),
          ], order: record.commit))
    }
    return slices
  }

  /// An async draw on its queue, from its start to the end of the queue's work: the image
  /// (C3) for a draw that got that far, else the check that cancelled it. A draw still
  /// running is drawn up to the engine's present time.
  private mutating func queueSlice(_ draw: DrawRecord) -> ChromeSlice? {
    guard draw.mode == .async, !draw.queue.isEmpty, let start = draw.times.started,
      let end = ChromeTrace.Builder.queueEnd(of: draw, now: engine.now), end > start
    else { return nil }
    return ChromeSlice(
      tid: track(draw.queue), start: start, end: end, name: "draw \(draw.layer)",
      category: "draw", args: drawArgs(draw).merging(["layer": .string(draw.layer)]) { a, _ in a },
      order: draw.draw)
  }

  /// When an async draw's work on its queue ended: a C4 cancel or a commit happens on main,
  /// after the image was taken, so the queue's part ends at `imaged`; a cancel on the queue
  /// ends it at `finished`; nil when it has not ended and is not in flight.
  static func queueEnd(of draw: DrawRecord, now: Micros) -> Micros? {
    if let imaged = draw.times.imaged { return imaged }
    if let finished = draw.times.finished { return finished }
    return draw.isInFlight ? now : nil
  }

  /// The draw's record as slice arguments, with the `draws` CSV's names; fields the draw has
  /// not reached are left out, and an unfinished draw's outcome reads `in flight`.
  func drawArgs(_ draw: DrawRecord) -> [String: ChromeValue] {
    var args: [String: ChromeValue] = [
      "draw": .int(draw.draw), "sentinel": .int(draw.sentinel),
      "outcome": .string(draw.outcome?.rawValue ?? "in flight"),
    ]
    if let end = draw.sentinelEnd { args["sentinel_end"] = .int(end) }
    if let checkpoint = draw.cancelledAt { args["cancelled_at"] = .string(checkpoint) }
    if let cost = draw.drawCost { args["draw_us"] = .int(cost) }
    return args
  }
}
