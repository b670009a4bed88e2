import LayerLab

/// `stats` for another program: in `.mode csv` or `.mode json`, one `name,value,unit` row per
/// figure instead of the table's sentences.
///
/// Why separate rows: the table mode's values are phrases ("62 of 301", "mean 4.1 % · peak
/// 100 %") that a reader would have to parse; here every value is one plain number (or empty
/// where the table says "n/a"), so a CSV reader or `jq` gets numbers, and JSON mode writes
/// them as JSON numbers. Names are stable snake_case identifiers — `StatsFiguresTests` pins
/// them — and units are `ms`, `fps`, `ms_per_s`, `pct`, `bytes`, `px` or `count`. Settings
/// that are words (device, clock, pool) stay with `device` and `stats` in table mode.
enum StatsFigures {
  static let header = ["name", "value", "unit"]

  static func rows(_ engine: Engine, window: StatsWindow) -> [[String]] {
    let frames = window.frames
    let draws = window.draws
    let drawTally = DrawTally(draws)
    let tally = window.tally
    let counters = tally.counters
    let readout = engine.readout
    let renders = window.renders
    func count(_ test: (DrawRecord) -> Bool) -> Int { draws.filter(test).count }
    func mean(_ values: [Micros]) -> Micros? {
      values.isEmpty ? nil : values.reduce(0, +) / Micros(values.count)
    }
    // Every figure covers the window [window_from_ms, window_to_ms] unless its name starts
    // with `session_` (the whole session) or `now_` (the state at the end).
    var rows: [[String]] = [
      ms("virtual_time_ms", engine.now),
      ms("window_from_ms", window.from),
      ms("window_to_ms", window.to),
    ]
    // Only once the trace has dropped records: what each store dropped.
    if let since = window.clampedAt {
      rows.append(ms("records_kept_since_ms", since))
      rows += window.dropped.map { int(identifier($0.name) + "_dropped", $0.dropped) }
    }
    rows += [
      decimal("frame_rate", frames.frameRate, "fps"),
      // One definition (FrameSummary): a hitch's dropped frames are the vsyncs it slipped;
      // expected = presented + dropped; the share is empty when no frame was due.
      decimal("dropped_frame_pct", frames.droppedPercent, "pct"),
      int("dropped_frames", frames.dropped),
      int("expected_frames", frames.expected),
      int("frames_presented", frames.presented),
      decimal("label_fps_last", frames.labelFPSLast, "fps"),
      decimal("label_fps_min", frames.labelFPSMin, "fps"),
      int("run_loop_turns", tally.turns),
      int("ca_commits", tally.commits),
      int("vsyncs", window.frameRows.count),
      int("display_link_ticks", window.ticks.count),
      int("display_link_ticks_late", window.ticks.filter { $0.late > 0 }.count),
      int("display_link_ticks_missed", frames.ticksMissed),
      decimal("fps_worst_second", frames.worstSecondFPS, "fps"),
      decimal("fps_one_percent_low", frames.intervals.onePercentLowFPS, "fps"),
      int("frames", frames.frames),
      decimal("hitch_ratio", frames.hitches.ratio, "ms_per_s"),
      decimal("hitch_ratio_commit", frames.hitches.commitRatio, "ms_per_s"),
      decimal("hitch_ratio_render", frames.hitches.renderRatio, "ms_per_s"),
      int("commit_hitches", frames.hitches.commit),
      int("render_hitches", frames.hitches.render),
      // XCTest's and MetricKit's names for the same figures (hitch_ratio stays for scripts
      // that read it).
      int("hitches", frames.hitches.count),
      ms("hitch_time_ms", frames.hitches.time),
      decimal("hitch_time_ratio", frames.hitches.ratio, "ms_per_s"),
      int("frames_rendered", renders.count),
      int("frames_for_animations", renders.filter(\.animation).count),
      int("commits_folded", tally.commitsFolded),
      int("frames_triple_buffered", renders.filter { $0.buffers == 3 }.count),
      ms("render_prepare_mean_ms", mean(renders.map(\.cost.prepare))),
      ms("render_prepare_max_ms", renders.map(\.cost.prepare).max()),
      ms("render_execute_mean_ms", mean(renders.map(\.cost.execute))),
      ms("render_execute_max_ms", renders.map(\.cost.execute).max()),
      int(
        "blended_px_per_frame",
        renders.isEmpty ? nil : renders.reduce(0) { $0 + $1.cost.blendedPixels } / renders.count,
        "px"),
      int("offscreen_passes", renders.reduce(0) { $0 + $1.cost.offscreenPasses }),
      ms("frame_time_p50_ms", frames.intervals.p50),
      ms("frame_time_p95_ms", frames.intervals.p95),
      ms("frame_time_p99_ms", frames.intervals.p99),
      decimal("cpu_mean_pct", frames.cpuMean, "pct"),
      decimal("cpu_peak_pct", frames.cpuPeak, "pct"),
      int("memory_bytes", frames.memoryLast, "bytes"),
      int("memory_peak_bytes", frames.memoryPeak, "bytes"),
      int("set_needs_display_calls", counters.setNeedsDisplay),
      int("coalesced_marks", counters.coalesced),
      int("display_calls", counters.directDisplays),
      int("displays_by_commit", counters.commitDisplays),
      int("draws_requested", draws.count),
      int("draws_executed", drawTally.executed),
      int("draws_committed", count { $0.outcome == .committed }),
      int("draws_cleared", count { $0.outcome == .cleared }),
      int("draws_in_flight", count { $0.isInFlight }),
      int("draws_cancelled", count { $0.outcome == .cancelled }),
      int("stale_contents", drawTally.stale),
      ms("render_time_committed_ms", drawTally.committedCost),
      ms("render_time_wasted_ms", drawTally.wasted),
      int("yytransaction_commits", counters.transactionsCommitted),
      int("layout_cache_hits", counters.layoutCacheHits),
      int("layout_cache_misses", counters.layoutCacheMisses),
      int("now_live_bitmap_bytes", Stats.liveBytes(engine), "bytes"),
      int("session_peak_contents_bytes", readout.peakContentsBytes, "bytes"),
      int("session_peak_drawing_cores", readout.peakDrawingCores),
      int("session_peak_blocked_threads", readout.peakBlockedThreads),
    ]
    // Macrobenchmark's FrameTimingMetric: `frameOverrunMs_p50` … as frame_overrun_p50_ms ….
    let timing = FrameTimingSummary(window.frameTimings)
    for (name, values) in [("frame_overrun", timing.overrun), ("frame_duration_cpu", timing.cpu)] {
      for (index, p) in FrameTimingSummary.percentiles.enumerated() {
        let value = values.isEmpty ? nil : Micros(values[index].rounded())
        rows.append(ms("\(name)_p\(Int(p))_ms", value))
      }
    }
    // Content latency: FlashList's blank area (max, cumulative) and time to content.
    let content = window.content
    rows += [
      int("blank_frames", content.blankFrames),
      int("blank_area_max_px", content.maxBlankPixels, "px"),
      decimal("blank_area_max_pct", content.maxBlankPercent, "pct"),
      int("blank_area_cumulative_px", content.cumulativeBlankPixels, "px"),
      decimal("blank_area_cumulative_pct", content.cumulativeBlankPercent, "pct"),
      int("content_waits", content.waits),
      ms("time_to_content_p50_ms", content.timeToContentP50.map { Micros($0.rounded()) }),
      ms("time_to_content_p95_ms", content.timeToContentP95.map { Micros($0.rounded()) }),
      ms("time_to_content_max_ms", content.timeToContentMax),
    ]
    var points: [String: Int] = [:]
    for draw in draws where draw.outcome == .cancelled {
      points[draw.cancelledAt ?? "unknown", default: 0] += 1
    }
    for (point, n) in points.sorted(by: { $0.key < $1.key }) {
      rows.append(int("cancelled_at_" + identifier(point), n))
    }
    return rows
  }

  /// A checkpoint name as an identifier: `draw:text` → `draw_text`, `C1` → `c1`.
  static func identifier(_ text: String) -> String {
    String(text.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }

  static func int(_ name: String, _ value: Int?, _ unit: String = "count") -> [String] {
    [name, value.map(String.init) ?? "", unit]
  }

  /// Microseconds as milliseconds with three decimals (exact: 1 µs = 0.001 ms).
  static func ms(_ name: String, _ micros: Micros?) -> [String] {
    // Format.ms writes "16.666 ms": the number without its unit.
    [name, micros.map { String(Format.ms($0).dropLast(3)) } ?? "", "ms"]
  }

  static func decimal(_ name: String, _ value: Double?, _ unit: String) -> [String] {
    guard let value, value.isFinite else { return [name, "", unit] }
    return [name, Stats.tenths(value), unit]
  }
}
