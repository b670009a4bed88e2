import LayerLab

/// The one stretch that every figure of a `stats` table, a `compare` row or a plot's subtitle
/// covers: its frame rows, display-link ticks, renders and draws, and the session's counts
/// (turns, commits, marks, draw outcomes) over exactly the same vsyncs.
///
/// Why one type: four filters had grown, each with its own edge (`>` here, `>=` there, a
/// `+ 1` elsewhere), and `stats` printed whole-session counters beside figures of the records
/// kept — 2183 vsyncs beside 14111 commits — while plots and the compare table counted
/// different drops for the same run.
///
/// The rule: a frame row at vsync V covers the interval before V, so the window
/// (`from`, `to`] holds the rows with `from < V ≤ to`; ticks go by the vsync they are due for,
/// renders by when they were committed, draws by when they were requested. `from` is moved
/// back to the vsync at or before it (a frame is the unit), and never before the records every
/// store still holds (`Engine.completeSince`). Counts are two ``SessionTally`` snapshots
/// apart: the one taken at the vsync `from`, and the one at `to` (the live counts when `to` is
/// now).
struct StatsWindow {
  /// Records after this vsync (0: from the session's start).
  let from: Micros
  /// Records at or before this time (a vsync, or now).
  let to: Micros
  /// How the window was asked for ("in fling: …", "from 5000.000 ms"); nil for the session.
  let label: String?
  /// Where the window had to start later than asked: the records before were dropped.
  let clampedAt: Micros?
  let ticks: [TickRecord]
  let frameRows: [FrameRow]
  let draws: [DrawRecord]
  let renders: [RenderRecord]
  /// The app frames committed in the window, in Macrobenchmark's terms (`FrameTiming`).
  let frameTimings: [FrameTiming]
  /// The waits for contents that ended in the window (by the vsync the contents appeared at).
  let contentLatencies: [ContentLatency]
  /// What the session counted inside the window.
  let tally: SessionTally
  /// The stores that dropped records, with how many.
  let dropped: [Recording.StoreTally]

  var duration: Micros { max(0, to - from) }

  /// The window's one rule: a record at `time` is in (`from`, `to`] — from the session's
  /// start inclusive when `from` is 0. A frame row at vsync V covers the interval before V.
  static func covers(_ time: Micros, from: Micros, to: Micros) -> Bool {
    (from == 0 ? time >= 0 : time > from) && time <= to
  }

  /// The whole session, or what is left of it once the stores have dropped records.
  init(_ engine: Engine) {
    self.init(engine, from: nil, to: nil, label: nil)
  }

  init(_ engine: Engine, from asked: Micros?, to askedEnd: Micros?, label: String?) {
    let kept = engine.completeSince
    let frames = engine.recording.frames
    /// The last vsync at or before `time`, with the counts taken there.
    func vsync(atOrBefore time: Micros) -> FrameRecord? {
      var low = 0
      var high = frames.count
      while low < high {
        let middle = (low + high) / 2
        if frames[middle].time <= time { low = middle + 1 } else { high = middle }
      }
      return low > 0 ? frames[low - 1] : nil
    }
    var start = asked ?? 0
    clampedAt = start < kept ? kept : nil
    start = max(start, kept)
    let startFrame = start > 0 ? vsync(atOrBefore: start) : nil
    start = startFrame?.time ?? start
    var end = min(askedEnd ?? engine.now, engine.now)
    let endTally: SessionTally
    if end >= engine.now {
      end = engine.now
      endTally = engine.tally
    } else {
      let endFrame = vsync(atOrBefore: end)
      end = endFrame?.time ?? end
      endTally = endFrame?.tally ?? SessionTally()
    }
    end = max(end, start)
    from = start
    to = end
    self.label = label
    let first = start
    let last = end
    func inside(_ time: Micros) -> Bool { Self.covers(time, from: first, to: last) }
    ticks = engine.recording.ticks.filter { inside($0.due) }
    frameRows = engine.frameRows.filter { inside($0.vsync) }
    draws = engine.recording.draws.filter { inside($0.times.requested) }
    renders = engine.recording.renders.filter { inside($0.committedAt) }
    frameTimings = engine.frameTimings.filter { inside($0.committedAt) }
    contentLatencies = engine.recording.contentLatencies.filter { inside($0.shown) }
    tally = endTally.since(startFrame?.tally ?? SessionTally())
    dropped = engine.recording.storeTallies.filter { $0.dropped > 0 }
  }

  /// Whether the window is the whole session with every record kept.
  var isWholeSession: Bool { label == nil && clampedAt == nil && from == 0 }

  /// The frame figures of the window.
  var frames: FrameSummary {
    FrameSummary(ticks: ticks, rows: frameRows, duration: duration)
  }

  /// The content figures of the window: blank area and time to content.
  var content: ContentSummary {
    ContentSummary(rows: frameRows, latencies: contentLatencies)
  }

  /// The rows that say which stretch the figures cover: none for a whole session with every
  /// record kept.
  var rows: [[String]] {
    var rows: [[String]] = []
    if let label {
      let cut =
        clampedAt.map {
          " (after \(Format.ms($0)): older records were dropped past the trace limits)"
        } ?? ""
      rows.append([
        "window",
        "\(label)\(cut); counted after the vsync at \(Format.ms(from)) up to \(Format.ms(to))",
      ])
    } else if let clampedAt {
      let counts = dropped.map { "\($0.name) \($0.dropped)" }.joined(separator: ", ")
      rows.append([
        "records kept",
        "from \(Format.ms(clampedAt)): older ones dropped past the trace limits (\(counts); "
          + "'help limits'); every figure below without '(session)' or '(now)' covers the "
          + "records kept",
      ])
    }
    return rows
  }
}
