/// Per-frame figures: ticks, lateness, main-thread load, what each vsync showed.
extension Recording {
  /// One row per vsync kept in `frames` after `completeSince(on:)`: an older frame's spans,
  /// slices or ticks may be gone, and it would read as idle. `displayLinkDue` is when the
  /// display link is next due (a frame at or after it is `pending`, not dropped); `now` cuts
  /// the open CPU slices.
  ///
  /// Main-thread load per frame comes from the spans, merged once into disjoint intervals
  /// and swept alongside the frames, so a long session costs O(spans log spans + frames).
  func frameRows(on device: DeviceProfile, displayLinkDue: Micros, now: Micros) -> [FrameRow] {
    var ticksByDue: [Micros: TickRecord] = [:]
    for tick in ticks { ticksByDue[tick.due] = tick }
    let elsewhere: Set<String> = ["turn", "sleep", "render", "gpu"]
    var work = Coverage(spans.filter { !elsewhere.contains($0.category) })
    var commits = Coverage(spans.filter { $0.category == "commit" })
    var rows: [FrameRow] = []
    var previousShown = 0
    let frames = self.frames
    let cpu = CPUUse(cpuSlices(upTo: now), frames: frames, device: device)
    let since = completeSince(on: device)
    for frame in frames {
      if since > 0, frame.time <= since {
        previousShown = frame.shows
        continue
      }
      let start = device.vsyncTime(frame.index - 1)
      let end = frame.time
      let tick = ticksByDue[frame.time]
      let state: FrameRow.Tick
      if let tick {
        state = tick.late > 0 ? .late : .onTime
      } else {
        // The display link is still due for this vsync (the session stopped before main got
        // to it): not dropped, not yet known.
        state = frame.time >= displayLinkDue ? .pending : .missed
      }
      var row = FrameRow(
        frame: frame.index, vsync: frame.time, tick: state, fired: tick?.fired,
        late: tick?.late ?? 0, mainBusy: work.covered(from: start, to: end),
        commitTime: commits.covered(from: start, to: end), commit: frame.commit,
        newCommit: frame.shows != previousShown, shows: frame.shows, appeared: frame.appeared)
      row.cpu = CPUShare(busy: cpu.busy[frame.index] ?? 0, interval: end - start)
      row.memory = frame.memory
      row.tally = frame.tally
      row.blank = frame.blank
      rows.append(row)
      previousShown = frame.shows
    }
    return rows
  }

  /// How much of [start, end) the spans cover, counting overlaps (nesting) once.
  static func covered(_ spans: [SpanRecord], from start: Micros, to end: Micros) -> Micros {
    var coverage = Coverage(spans)
    return coverage.covered(from: start, to: end)
  }
}

/// Spans merged into sorted, disjoint intervals, queried with windows that move forward.
struct Coverage {
  private var intervals: [(start: Micros, end: Micros)] = []
  private var next = 0

  init(_ spans: [SpanRecord]) {
    for span in spans.sorted(by: { $0.start < $1.start }) where span.end > span.start {
      if let last = intervals.last, span.start <= last.end {
        intervals[intervals.count - 1].end = max(last.end, span.end)
      } else {
        intervals.append((span.start, span.end))
      }
    }
  }

  /// Time covered within [start, end). Windows must not move backwards between calls.
  mutating func covered(from start: Micros, to end: Micros) -> Micros {
    while next < intervals.count, intervals[next].end <= start { next += 1 }
    var total: Micros = 0
    var index = next
    while index < intervals.count, intervals[index].start < end {
      total += min(intervals[index].end, end) - max(intervals[index].start, start)
      index += 1
    }
    return total
  }
}
