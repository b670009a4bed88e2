import LayerLab

/// `stats` over a window: the frame, CPU, memory and draw figures of that stretch only, so
/// a scroll is not read together with the table's creation before it.
struct WindowStats {
  var rows: [[String]] = []

  init(engine: Engine, from: Micros?, to: Micros?, label: String) {
    // Not before the records every store still holds (see `Engine.completeSince`): frames
    // after that vsync, as `stats` counts them.
    let kept = engine.completeSince
    let start = max(from ?? 0, kept == 0 ? 0 : kept + 1)
    let end = to ?? engine.now
    func inside(_ time: Micros) -> Bool { time >= start && time <= end }
    let frameRows = engine.server.frameRows.filter { inside($0.vsync) }
    let ticks = engine.main.ticks.filter { inside($0.due) }
    let frames = FrameSummary(ticks: ticks, rows: frameRows, duration: max(0, end - start))
    let draws = engine.trace.draws.filter { inside($0.requested) }
    let cancelled = draws.filter { $0.outcome == .cancelled }.count
    let committed = draws.filter { $0.outcome == .committed }.count
    rows =
      [
        ["window", label + (start > (from ?? 0) ? Self.clamped(kept) : "")],
        ["virtual time", Format.ms(max(0, end - start))],
        ["vsyncs", String(frameRows.count)],
        ["fps (YYFPSLabel)", frames.fps.map(Stats.tenths) ?? "n/a (under 1 s of ticks)"],
        ["lowest fps reading", frames.minFPS.map(Stats.tenths) ?? "n/a"],
        [
          "worst second · 1% low",
          (frames.worstSecondFPS.map(Stats.tenths) ?? "n/a") + " fps · "
            + (frames.onePercentLowFPS.map(Stats.tenths) ?? "n/a") + " fps",
        ],
        ["dropped frames", "\(frames.dropped) of \(frames.frames)"],
      ] + Stats.hitches(frames) + [
        ["CPU per frame", Stats.cpu(frames, cores: engine.device.cores)],
        ["memory (tracked)", Stats.memory(frames)],
        ["draws requested", "\(draws.count) (\(committed) committed, \(cancelled) cancelled)"],
      ]
  }

  /// Said after the window's name when it began before the records still kept.
  static func clamped(_ kept: Micros) -> String {
    " (after \(Format.ms(kept)): older records were dropped past the trace limits)"
  }
}
