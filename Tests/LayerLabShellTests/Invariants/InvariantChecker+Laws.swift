@testable import LayerLab

/// The laws on draws, layers, frames, cores and counters (see `InvariantChecker`).
extension InvariantChecker {
  // MARK: - Draws

  func checkDraws(_ engine: Engine, _ statement: String) {
    let trace = engine.recording
    var numbers = Array(open)
    if drawCursor <= trace.draws.count + trace.droppedDraws {
      numbers += Array(drawCursor...(trace.draws.count + trace.droppedDraws))
      drawCursor = trace.draws.count + trace.droppedDraws + 1
    }
    for number in numbers {
      guard let record = trace.draw(number) else {
        open.remove(number)
        continue
      }
      guard let key = DrawOutcomes.key(of: record) else {
        if record.mode == .sync {
          fail(statement, "outcome", "sync draw \(number) has no outcome after its call")
        }
        open.insert(number)
        continue
      }
      open.remove(number)
      if let earlier = ended[number] {
        if earlier != key {
          fail(statement, "outcome", "draw \(number) ended \(earlier), now \(key)")
        }
        continue
      }
      ended[number] = key
      endedCounts[key, default: 0] += 1
      endedChecks(record, key: key, statement)
    }
    // Ended draws whose outcome was rewritten after they were first seen.
    for (number, key) in ended where number >= drawCursor - 64 {
      if let record = trace.draw(number), let now = DrawOutcomes.key(of: record), now != key {
        fail(statement, "outcome", "draw \(number) ended \(key), now \(now)")
        ended[number] = now
      }
    }
    if trace.droppedDraws == 0, trace.outcomes.counts != endedCounts {
      fail(
        statement, "counters",
        "trace.outcomes \(trace.outcomes.counts.sorted { $0.key < $1.key }) but records "
          + "\(endedCounts.sorted { $0.key < $1.key })")
    }
    if engine.isIdle, !open.isEmpty {
      fail(statement, "outcome", "engine idle with draws \(open.sorted()) not ended")
    }
  }

  private func endedChecks(_ record: DrawRecord, key: String, _ statement: String) {
    let sets = contentsSets[record.draw] ?? 0
    switch record.outcome {
    case .cancelled?:
      if sets > 0 { fail(statement, "cancelled draw", "draw \(record.draw) set contents") }
      if record.cancelledAt == nil {
        fail(statement, "outcome", "draw \(record.draw) cancelled at no checkpoint")
      }
    case .committed?:
      // Its contents-set event may be among those the trace dropped.
      if sets != 1, !eventsLost || sets > 1 {
        fail(statement, "outcome", "committed draw \(record.draw) set contents \(sets) times")
      }
    case .cleared?:
      if sets > 0 { fail(statement, "outcome", "cleared draw \(record.draw) set contents") }
    case nil: break
    }
    if !record.readsFlag, let end = record.sentinelEnd {
      if end < record.sentinel {
        fail(
          statement, "sentinel",
          "draw \(record.draw) captured \(record.sentinel), ended at \(end)")
      }
      // "Cancelled" means the sentinel no longer equals the value captured (YYAsyncLayer):
      // a draw cancelled with it unchanged, or committed with it moved, broke the rule.
      if record.outcome == .cancelled, end == record.sentinel {
        fail(statement, "sentinel", "draw \(record.draw) cancelled with its sentinel unchanged")
      }
      if record.outcome == .committed, record.mode == .async, end != record.sentinel {
        fail(
          statement, "cancelled draw",
          "draw \(record.draw) committed though its sentinel went \(record.sentinel) → \(end)")
      }
    }
    if let finished = record.times.finished, finished < record.times.requested {
      fail(statement, "outcome", "draw \(record.draw) finished before it was requested")
    }
  }

  // MARK: - Layers

  func checkLayers(_ engine: Engine, _ statement: String) {
    for view in engine.views.values {
      let layer = view.layer
      let id = ObjectIdentifier(layer)
      if let seen = layerSentinels[id], seen.layer === layer, layer.display.sentinel < seen.sentinel
      {
        fail(
          statement, "sentinel",
          "'\(view.name)' went from \(seen.sentinel) to \(layer.display.sentinel)")
      }
      layerSentinels[id] = (layer, layer.display.sentinel)
      if let draw = layer.contents?.draw, let key = ended[draw], key.hasPrefix("cancelled") {
        fail(statement, "cancelled draw", "'\(view.name)' shows draw \(draw), \(key)")
      }
    }
  }

  // MARK: - Frames

  func checkFrames(_ engine: Engine, _ statement: String) {
    let server = engine.recording
    let total = server.frames.count + server.droppedFrames
    guard framesChecked < total else { return }
    let start = max(framesChecked, server.droppedFrames) - server.droppedFrames
    // Frames the store dropped before they were read (a statement of hours: issue 44's extreme
    // prices): what they showed is not known, so the first kept frame's commit may already
    // have appeared in them and is not checked as appearing now.
    if framesChecked < server.droppedFrames, let first = server.frames.first {
      lastShows = max(lastShows, first.shows)
    }
    for frame in server.frames[start...] {
      defer {
        lastShows = frame.shows
        if frame.appeared != nil { lastAppeared = frame.time }
      }
      if frame.shows < lastShows {
        fail(statement, "frames", "vsync \(frame.index) shows \(frame.shows) after \(lastShows)")
      }
      if frame.shows > frame.commit {
        fail(statement, "frames", "vsync \(frame.index) shows \(frame.shows) of \(frame.commit)")
      }
      guard frame.shows > 0, frame.shows != lastShows else { continue }
      checkShown(frame, engine, statement)
    }
    framesChecked = total
  }

  /// A commit that first appears at `frame`: rendered, not folded, and on screen no earlier
  /// than `buffers − 1` vsyncs after its deadline.
  private func checkShown(_ frame: FrameRecord, _ engine: Engine, _ statement: String) {
    let commit = frame.shows
    let server = engine.recording
    guard
      let render = server.renders.last(where: { $0.commit == commit && !$0.animation })
    else {
      if server.droppedRenders == 0 {
        fail(statement, "frames", "vsync \(frame.index) shows commit \(commit), never rendered")
      }
      return
    }
    if render.presented > frame.index {
      fail(
        statement, "frames",
        "commit \(commit) due at vsync \(render.presented) shown at \(frame.index)")
    }
    guard let made = commitTimes[commit], let device = made.device else { return }
    if made.time != render.committedAt {
      fail(
        statement, "frames",
        "commit \(commit) made at \(made.time), rendered as \(render.committedAt)")
    }
    let deadline = device.vsyncIndex(after: made.time - 1)
    let interval = device.frameInterval
    let earliest = device.vsyncTime(deadline) + interval * Int64(render.buffers - 1)
    if frame.time < earliest {
      fail(
        statement, "frames",
        "vsync \(frame.index) at \(frame.time)us shows commit \(commit) made at "
          + "\(made.time)us (deadline \(device.vsyncTime(deadline))us, \(render.buffers) "
          + "buffers, \(device.refreshRate) Hz): earliest \(earliest)us")
    }
    // And no later than its render allows: its slot, the first vsync after the GPU is done
    // (after the slot past it when prepare overran its interval), or the vsync of the frame
    // before it, which a display never goes back from (`FramePipeline.render`).
    let deadlineTime = device.vsyncTime(render.deadline)
    var latest = max(
      device.vsyncTime(render.deadline + Int64(render.buffers) - 1),
      device.vsyncTime(device.vsyncIndex(after: render.executeEnd - 1)), lastAppeared)
    if render.prepareEnd > deadlineTime + interval {
      latest = max(latest, device.vsyncTime(render.deadline + Int64(render.buffers)))
    }
    if frame.time > latest {
      fail(
        statement, "frames",
        "commit \(commit) (deadline \(deadlineTime)us, rendered by \(render.executeEnd)us, "
          + "previous frame at \(lastAppeared)us) shown only at \(frame.time)us; latest \(latest)us"
      )
    }
  }

  // MARK: - Cores

  func checkCores(_ engine: Engine, _ statement: String) {
    let now = engine.now
    capacity += Micros(engine.device.cpuCores.count) * max(0, now - lastNow)
    lastNow = now
    let slices = engine.recording
    let total = slices.slices.count + slices.droppedSlices
    if slicesChecked < total {
      let start = max(slicesChecked, slices.droppedSlices) - slices.droppedSlices
      for slice in slices.slices[start...] { take(slice, statement) }
      slicesChecked = total
    }
    // Open slices: each core and thread at most once, after what it last closed.
    var openCores: Set<String> = []
    var openTime: Micros = 0
    for open in engine.recording.cpuSliceLog.openSlices {
      if !openCores.insert(open.core).inserted {
        fail(statement, "cores", "core \(open.core) held by two threads at \(now)us")
      }
      if open.start < coreFree[open.core] ?? 0 {
        fail(
          statement, "cores",
          "core \(open.core) taken at \(open.start)us, busy until \(coreFree[open.core] ?? 0)us")
      }
      openTime += max(0, now - open.start)
    }
    if coreTime + openTime > capacity {
      fail(
        statement, "cores",
        "\(coreTime + openTime) core-us used in \(capacity) core-us of elapsed time")
    }
  }

  private func take(_ slice: CPUSlice, _ statement: String) {
    if slice.start < coreFree[slice.core] ?? 0 {
      fail(
        statement, "cores",
        "\(slice.thread) on \(slice.core) from \(slice.start)us, busy until "
          + "\(coreFree[slice.core] ?? 0)us")
    }
    if slice.start < threadFree[slice.thread] ?? 0 {
      fail(
        statement, "cores",
        "\(slice.thread) on two cores at \(slice.start)us (until \(threadFree[slice.thread] ?? 0)us)"
      )
    }
    coreFree[slice.core] = max(coreFree[slice.core] ?? 0, slice.end)
    threadFree[slice.thread] = max(threadFree[slice.thread] ?? 0, slice.end)
    coreTime += slice.duration
  }

  // MARK: - Counters

  func checkCounters(_ engine: Engine, _ statement: String) {
    guard !eventsLost else { return }
    let c = engine.recording.counters
    let pairs: [(String, Int, Int)] = [
      ("commits", engine.main.commits, counted.commits),
      ("layouts", c.layouts, counted.layouts),
      ("transactions committed", c.transactionsCommitted, counted.transactionsCommitted),
      ("transactions coalesced", c.transactionsCoalesced, counted.transactionsCoalesced),
      ("transactions performed", c.transactionsPerformed, counted.transactionsPerformed),
      ("inputs", c.inputs, counted.inputs),
      ("layout cache hits", c.layoutCacheHits, counted.layoutCacheHits),
      ("layout cache misses", c.layoutCacheMisses, counted.layoutCacheMisses),
      ("rows skipped", engine.tally.rowsSkipped, counted.skipped),
    ]
    for (name, counter, events) in pairs where counter != events {
      fail(statement, "counters", "\(name): counter \(counter), events \(events)")
    }
    let turns = engine.main.turn
    let began = counted.turns
    if turns != began, turns != began + 1 {
      fail(statement, "counters", "turns: counter \(turns), BeforeTimers events \(began)")
    }
    if c.coalesced > c.setNeedsDisplay {
      fail(statement, "counters", "\(c.coalesced) coalesced of \(c.setNeedsDisplay) marks")
    }
    let server = engine.server
    if engine.recording.droppedRenders == 0 {
      let rendered = engine.recording.renders.filter { !$0.animation }.count
      if rendered + server.coalesced != engine.main.commits {
        fail(
          statement, "counters",
          "\(engine.main.commits) commits but \(rendered) rendered and \(server.coalesced) folded")
      }
    }
  }
}
