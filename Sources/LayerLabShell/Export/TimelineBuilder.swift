import LayerLab
import LayerLabRender

/// Turns an engine's trace into a `TimelineSpec` for a window of virtual time.
struct TimelineBuilder {
  let engine: Engine

  /// A main-lane item before nesting: a span or a sync draw, with its tie-break rank.
  private struct MainItem {
    var slice: TimelineSlice
    /// Among items with equal start and end, the lower rank encloses the higher.
    var rank: Int
  }

  /// The spec for the window `from` to `until` (defaults: 0 and `defaultEnd`).
  /// Refuses an empty window, a window with nothing in it, and cuts to `maxSlices`.
  func spec(from: Micros?, until: Micros?) throws(ShellError) -> TimelineSpec {
    let device = engine.device
    let start = from ?? 0
    let end = until ?? defaultEnd
    guard start < end else {
      let bound = until == nil ? "the session's end (\(Format.ms(end)))" : "--to \(Format.ms(end))"
      throw ShellError(
        "timeline window is empty: --from \(Format.ms(start)) is not before \(bound); "
          + "pass --from earlier than --to")
    }
    func visible(_ slice: TimelineSlice) -> Bool { slice.start <= end && slice.end >= start }
    let main = mainSlices(until: end).filter(visible)
    var queues: [(name: String, qos: String, slices: [TimelineSlice])] = []
    for draw in engine.recording.draws {
      guard let slice = queueSlice(draw, until: end), visible(slice) else { continue }
      if let index = queues.firstIndex(where: { $0.name == draw.queue }) {
        queues[index].slices.append(slice)
      } else {
        queues.append((draw.queue, draw.qos, [slice]))
      }
    }
    // Texture's node-layout threads draw nothing: their lanes are the cores they held.
    for slice in engine.recording.cpuSlices(upTo: end)
    where slice.thread.hasPrefix("texture.layout.") {
      let piece = TimelineSlice(
        start: slice.start, end: slice.end, label: "node layout \(slice.core)", style: .nodeLayout)
      guard visible(piece) else { continue }
      if let index = queues.firstIndex(where: { $0.name == slice.thread }) {
        queues[index].slices.append(piece)
      } else {
        queues.append((slice.thread, QoS.userInitiated.rawValue, [piece]))
      }
    }
    let server = renderSlices("render-server", .renderPrepare, until: end).filter(visible)
    let gpu = renderSlices("gpu", .renderExecute, until: end).filter(visible)
    let total =
      main.count + server.count + gpu.count + queues.reduce(0) { $0 + $1.slices.count }
    // (The frames, fps and signpost lanes are not counted: they only say how this work fared
    // and where the script marked it.)
    guard total > 0 else {
      let last = activityEnd
      throw ShellError(
        last == 0
          ? "nothing to draw yet; run something first (e.g. 'run until idle')"
          : "nothing to draw from \(Format.ms(start)) to \(Format.ms(end)); the session's "
            + "activity spans 0.000 ms to \(Format.ms(last)), so widen the window")
    }
    var lanes = [TimelineLane(name: "main", detail: mainDetail(main), slices: main)]
    let frames = frameSlices(from: start, to: end)
    if !frames.isEmpty {
      let missed = frames.filter { $0.style == .frameMissed }.count
      let late = frames.filter { $0.style == .frameLate }.count
      lanes.insert(
        TimelineLane(
          name: "frames", detail: "ticks: \(missed) missed, \(late) late of \(frames.count)",
          slices: frames), at: 0)
    }
    if let fps = fpsLane(from: start, to: end) {
      lanes.insert(fps, at: frames.isEmpty ? 0 : 1)
    }
    if let blank = blankLane(from: start, to: end) {
      lanes.insert(blank, at: lanes.count - 1)  // above main, beside the frame lanes
    }
    if let signposts = signpostLane(from: start, to: end) {
      lanes.insert(signposts, at: lanes.count - 1)  // just above main
    }
    for (name, slices) in [("render server", server), ("gpu", gpu)] where !slices.isEmpty {
      let busy = Self.busy(slices)
      lanes.append(
        TimelineLane(
          name: name, detail: "\(Format.count(slices.count, "frame")), \(Format.ms(busy)) busy",
          slices: slices))
    }
    for queue in queues {
      let qos = queue.name.contains(queue.qos) ? "" : queue.qos
      lanes.append(
        TimelineLane(name: queue.name, detail: queueDetail(qos, queue.slices), slices: queue.slices)
      )
    }
    let cut = Self.cut(&lanes, limit: TimelineSpec.maxSlices)
    let late = lateFrames(from: start, to: end)
    var subtitle =
      "from \(Format.ms(start)) to \(Format.ms(end)) (\(TimelineAxis.duration(end - start))) · "
      + "\(Format.count(lanes.count, "lane")) · \(Format.count(total, "slice"))"
    let ticks = lateTicks(from: start, to: end)
    if ticks.count > 0 {
      subtitle +=
        " · display link late \(Format.count(ticks.count, "time")) (worst "
        + "\(TimelineAxis.duration(ticks.worst)))"
    }
    if let cut {
      subtitle +=
        " · CUT: only the first \(TimelineSpec.maxSlices) slices are drawn (up to "
        + "\(Format.ms(cut))); narrow the window with --from/--to"
    }
    return TimelineSpec(
      title: "LayerLab timeline — \(device.name), \(device.refreshRate) Hz, clock "
        + "\(engine.clock.rawValue), pool \(engine.pool.rawValue)",
      subtitle: subtitle, from: start, to: end, lanes: lanes,
      vsyncs: engine.recording.frames.map(\.time).filter { $0 >= start && $0 <= end },
      lateFrames: late,
      lateLegend: "display link late")
  }

  /// The end of the default window: the last activity plus 2%, rounded up to a multiple of a
  /// 1, 2 or 5 × 10ⁿ µs step near 2% of it; one frame when nothing has happened yet. Why not
  /// always at least a frame: a script's interesting part often lasts a millisecond, and a
  /// 16.7 ms window would squeeze it into a sliver; `--to` still gives any window.
  var defaultEnd: Micros {
    let last = activityEnd
    guard last > 0 else { return engine.device.frameInterval }
    let step = TimelineAxis.niceStep(atLeast: max(1, last / 50))
    return (last + last / 50 + step - 1) / step * step
  }

  /// The latest time anything was recorded: the clock, a span's end, a draw's last stage.
  var activityEnd: Micros {
    // Spans are kept in the order they ended, so the latest end is among the last few.
    var latest = engine.now
    for span in engine.recording.spans.suffix(64) { latest = max(latest, span.end) }
    for draw in engine.recording.draws {
      latest = max(
        latest,
        draw.times.finished ?? draw.times.imaged ?? draw.times.started ?? draw.times.requested)
    }
    return latest
  }

  /// The render server's or the GPU's spans (render prepare, render execute) as one row.
  private func renderSlices(_ thread: String, _ style: TimelineStyle, until end: Micros)
    -> [TimelineSlice]
  {
    engine.recording.spans.filter { $0.thread == thread && $0.start < end }.map {
      TimelineSlice(
        start: $0.start, end: min($0.end, end),
        label: $0.name.split(separator: " ").last.map { "c\($0)" } ?? "", style: style)
    }
  }

  /// Main's spans and sync draws, nested: each item's depth is how many items enclose it
  /// (turn 0, its work 1, work inside the CA commit 2, a sync draw inside its display 3).
  private func mainSlices(until end: Micros) -> [TimelineSlice] {
    var items: [MainItem] = []
    for span in engine.recording.spans where span.isOnMain {
      let (style, rank) = Self.style(ofCategory: span.category)
      var slice = TimelineSlice(
        start: span.start, end: span.end, label: span.name, style: style)
      if span.category == "mainqueue", let number = span.draw,
        let draw = engine.recording.draw(number), draw.cancelledAt == "C4",
        let at = draw.times.finished
      {
        slice.marker = TimelineMarker(time: at, text: "C4")
      }
      items.append(MainItem(slice: slice, rank: rank))
    }
    for draw in engine.recording.draws where draw.mode == .sync {
      guard let started = draw.times.started else { continue }
      let style: TimelineStyle = draw.outcome == .cleared ? .drawCleared : .sync
      let slice = TimelineSlice(
        start: started, end: draw.times.finished ?? draw.times.imaged ?? max(started, end),
        label: "\(draw.layer) #\(draw.draw) sync", style: style)
      items.append(MainItem(slice: slice, rank: 4))
    }
    items.sort {
      if $0.slice.start != $1.slice.start { return $0.slice.start < $1.slice.start }
      if $0.slice.end != $1.slice.end { return $0.slice.end > $1.slice.end }
      return $0.rank < $1.rank
    }
    var open: [TimelineSlice] = []
    var result: [TimelineSlice] = []
    for item in items {
      while let top = open.last, !(top.start <= item.slice.start && item.slice.end <= top.end) {
        open.removeLast()
      }
      var slice = item.slice
      slice.depth = open.count
      open.append(slice)
      result.append(slice)
    }
    return result
  }

  /// A span category's colour and its rank for nesting ties.
  private static func style(ofCategory category: String) -> (TimelineStyle, Int) {
    switch category {
    case "turn": (.turn, 0)
    case "commit": (.commit, 1)
    case "sleep": (.sleep, 2)
    case "input": (.input, 2)
    case "transaction": (.transaction, 2)
    case "mainqueue": (.mainqueue, 2)
    case "timer": (.timer, 2)
    case "layout": (.layout, 3)
    case "display": (.display, 3)
    default: (.observer, 2)
    }
  }

  /// An async draw's time on its queue: from its start to its image (C3) or its end, red
  /// marked where a checkpoint cancelled it; nil for a draw that never reached a queue.
  private func queueSlice(_ draw: DrawRecord, until end: Micros) -> TimelineSlice? {
    guard draw.mode == .async, !draw.queue.isEmpty, let started = draw.times.started else {
      return nil
    }
    let style: TimelineStyle
    switch draw.outcome {
    case .committed: style = .drawCommitted
    case .cancelled: style = .drawCancelled
    case .cleared: style = .drawCleared
    case nil: style = .drawInFlight
    }
    let stop = draw.times.imaged ?? draw.times.finished ?? max(started, end)
    var slice = TimelineSlice(
      start: started, end: stop, label: "\(draw.layer) #\(draw.draw)", style: style)
    if draw.outcome == .cancelled {
      // A draw stopped at C1 has no length and so no room for its name: the marker says it.
      let checkpoint = draw.cancelledAt ?? "cancelled"
      let text = stop == started ? "\(checkpoint) · \(slice.label)" : checkpoint
      slice.marker = TimelineMarker(time: draw.times.finished ?? stop, text: text)
    }
    return slice
  }

  /// "3 turns, 2 commits" (short: the gutter is narrow).
  private func mainDetail(_ slices: [TimelineSlice]) -> String {
    let turns = slices.filter { $0.style == .turn }.count
    let commits = slices.filter { $0.style == .commit }.count
    return "\(Format.count(turns, "turn")), \(Format.count(commits, "commit"))"
  }

  /// The time a lane's slices cover.
  private static func busy(_ slices: [TimelineSlice]) -> Micros {
    slices.reduce(Micros(0)) { $0 + $1.end - $1.start }
  }

  /// "3 draws, 1 cancelled", plus " · QOS" when the queue's name does not already say it.
  private func queueDetail(_ qos: String, _ slices: [TimelineSlice]) -> String {
    if !slices.isEmpty, slices.allSatisfy({ $0.style == .nodeLayout }) {
      let busy = Self.busy(slices)
      return "\(Format.ms(busy)) on cores" + (qos.isEmpty ? "" : " · \(qos)")
    }
    let cancelled = slices.filter { $0.style == .drawCancelled }.count
    let draws = Format.count(slices.count, "draw")
    return draws + (cancelled > 0 ? ", \(cancelled) cancelled" : "")
      + (qos.isEmpty ? "" : " · \(qos)")
  }

  /// Where main serviced the display link late: from when a tick was due to when it fired,
  /// merged where they touch, clipped to the window.
  ///
  /// Why the lateness itself and not the whole frame around it: the model's run loop wakes a
  /// few microseconds after a vsync, so nearly every tick is late by 2-15 µs, and shading
  /// each such frame would paint the whole session red. The stretch from due to fired is
  /// invisible when harmless and spans the skipped frames when main was blocked across vsyncs.
  private func lateFrames(from start: Micros, to end: Micros) -> [TimelineInterval] {
    var frames: [TimelineInterval] = []
    for tick in engine.recording.ticks where tick.late > 0 && tick.fired > start && tick.due < end {
      let frame = TimelineInterval(start: tick.due, end: tick.fired)
      if let last = frames.last, frame.start <= last.end {
        frames[frames.count - 1].end = max(last.end, frame.end)
      } else {
        frames.append(frame)
      }
    }
    return frames
  }

  /// The late ticks in the window and the latest of them, for the subtitle.
  private func lateTicks(from start: Micros, to end: Micros) -> (count: Int, worst: Micros) {
    let late = engine.recording.ticks.filter { $0.late > 0 && $0.fired > start && $0.due < end }
    return (late.count, late.map(\.late).max() ?? 0)
  }

  /// Keeps the `limit` earliest-starting slices over all lanes; returns the start of the
  /// last one kept when slices were dropped, nil when all fit.
  static func cut(_ lanes: inout [TimelineLane], limit: Int) -> Micros? {
    var all: [(start: Micros, lane: Int, index: Int)] = []
    for (lane, content) in lanes.enumerated() {
      for (index, slice) in content.slices.enumerated() { all.append((slice.start, lane, index)) }
    }
    guard all.count > limit else { return nil }
    all.sort { ($0.start, $0.lane, $0.index) < ($1.start, $1.lane, $1.index) }
    var keep = lanes.map { [Bool](repeating: false, count: $0.slices.count) }
    for entry in all.prefix(limit) { keep[entry.lane][entry.index] = true }
    for lane in lanes.indices {
      lanes[lane].slices = zip(lanes[lane].slices, keep[lane]).filter(\.1).map(\.0)
    }
    return all[limit - 1].start
  }
}

extension TimelineBuilder {
  /// One slice per frame interval in the window, coloured by how its display-link callback
  /// fared (on time, late, missed): the frame lane at the top of the timeline.
  func frameSlices(from start: Micros, to end: Micros) -> [TimelineSlice] {
    engine.frameRows.compactMap { row in
      let begin = row.vsync - row.cpu.interval
      guard row.vsync > start, begin < end, row.cpu.interval > 0 else { return nil }
      let style: TimelineStyle
      switch row.tick {
      case .onTime, .pending: style = .frameOnTime
      case .late: style = .frameLate
      case .missed: style = .frameMissed
      }
      return TimelineSlice(
        start: max(begin, start), end: min(row.vsync, end), label: "\(row.frame)", style: style,
        depth: 0)
    }
  }
}
