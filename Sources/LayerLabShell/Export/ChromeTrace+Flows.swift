import LayerLab

/// Flow arrows: one per async draw, id = the draw number, and one per CA commit, id =
/// `commitFlowBase` + the commit number (through its commit on main, render prepare, render
/// execute and the frame on the display track).
///
/// The id is an integer, not a string such as "draw-7": Perfetto reads a string flow id as
/// hexadecimal and silently drops the arrow when it is not.
///
/// The arrow runs through up to four points, each at the start of the slice open there
/// (see `SliceIndex.anchor`): the setNeedsDisplay that moved the sentinel to the value the
/// draw captured (main), the display that dispatched it (main, in the CA commit or
/// `display()`), its start on the render queue, and the main-queue block that ended it
/// (C4, or didDisplay(NO) after a cancel on the queue). A point with no slice around it is left out, as is one that would
/// land in the same slice as the point before; the first point left is the `s`, the last
/// the `f`, and a draw with fewer than two points gets no arrow, never a dangling one.
extension ChromeTrace {
  /// Commit flows' ids start here, far above any draw number (draw records are capped well
  /// below it), so the two kinds of arrow never share an id.
  static let commitFlowBase = 1_000_000_000
}

extension ChromeTrace.Builder {
  mutating func addFlows() {
    let bumps = sentinelBumps()
    var mainEnds: [Int: Micros] = [:]
    for event in engine.recording.events where event.isOnMain {
      guard let draw = event.draw else { continue }
      switch event.payload {
      case .checkpoint(.c4, _), .didDisplayCancelled: mainEnds[draw] = event.time
      default: continue
      }
    }
    for draw in engine.recording.draws where draw.mode == .async && !draw.queue.isEmpty {
      var candidates: [(thread: String, time: Micros)] = []
      if let bump = ChromeTrace.Builder.capturedBump(of: draw, in: bumps[draw.layer] ?? []) {
        candidates.append(("main", bump))
      }
      candidates.append(("main", draw.times.requested))
      if let started = draw.times.started { candidates.append((draw.queue, started)) }
      if let end = mainEnds[draw.draw] { candidates.append(("main", end)) }
      flow("draw \(draw.layer)", id: draw.draw, through: candidates)
    }
    // One arrow per commit: an animation frame repeats a commit the arrow already follows.
    for record in engine.recording.renders where !record.animation {
      let candidates: [(thread: String, time: Micros)] = [
        ("main", record.committedAt - 1), ("render-server", record.prepareStart),
        ("gpu", record.executeStart), ("display", engine.device.vsyncTime(record.presented)),
      ]
      flow(
        "commit \(record.commit)", id: ChromeTrace.commitFlowBase + record.commit,
        through: candidates)
    }
  }

  /// Places the points and writes the arrow, if at least two points have a slice.
  private mutating func flow(
    _ name: String, id: Int, through candidates: [(thread: String, time: Micros)]
  ) {
    var points: [(tid: Int, ts: Micros, slice: ChromeSlice)] = []
    for (thread, time) in candidates {
      guard let tid = tracks[thread], let (ts, slice) = indexes[tid]?.anchor(time) else {
        continue
      }
      if let last = points.last {
        if last.tid == tid, last.slice == slice { continue }
        if ts < last.ts { continue }
      }
      points.append((tid, ts, slice))
    }
    guard points.count >= 2 else { return }
    for (index, point) in points.enumerated() {
      let phase: ChromeEvent.Phase =
        index == 0 ? .flowStart : index == points.count - 1 ? .flowEnd : .flowStep
      events.append(
        ChromeEvent(
          phase: phase, name: name, category: "flow", tid: point.tid, ts: point.ts, id: id))
    }
  }

  /// Each layer's sentinel bumps as (time, new value), by time and then in the order they
  /// were logged (main's clock only moves forward, so this is the log's order).
  private func sentinelBumps() -> [String: [(time: Micros, value: Int)]] {
    var bumps: [String: [(seq: Int, time: Micros, value: Int)]] = [:]
    for event in engine.recording.events where event.isOnMain {
      guard case .sentinel(_, let value) = event.payload else { continue }
      bumps[event.layer, default: []].append((event.seq, event.time, value))
    }
    return bumps.mapValues { list in
      list.sorted { ($0.time, $0.seq) < ($1.time, $1.seq) }.map { ($0.time, $0.value) }
    }
  }

  /// The bump whose value the draw captured: the last bump of its layer at or before the
  /// request that set the sentinel to the captured value. A bump at the same microsecond
  /// but after the capture has a higher value, so the value decides; a layer displayed
  /// without ever being marked (`display()` of a fresh async layer) has no such bump.
  static func capturedBump(
    of draw: DrawRecord, in bumps: [(time: Micros, value: Int)]
  ) -> Micros? {
    var low = 0
    var high = bumps.count
    while low < high {
      let middle = (low + high) / 2
      if bumps[middle].time <= draw.times.requested { low = middle + 1 } else { high = middle }
    }
    var index = low - 1
    let oldest = max(-1, index - 64)
    while index > oldest {
      if bumps[index].value == draw.sentinel { return bumps[index].time }
      index -= 1
    }
    return nil
  }
}
