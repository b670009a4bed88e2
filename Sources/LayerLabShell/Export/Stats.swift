import LayerLab

/// The figures `stats` prints, computed from the engine's counters and trace.
struct Stats {
  var rows: [[String]] = []

  /// XCTest's hitch count and total hitch time, the hitch time ratio with its two causes and
  /// both of Apple's scales for reading it, then Macrobenchmark's per-frame percentiles.
  static func hitches(_ frames: FrameSummary, timings: [FrameTiming]) -> [[String]] {
    let count = [
      "hitches",
      "\(frames.hitches.count) (commit \(frames.hitches.commit) · render "
        + "\(frames.hitches.render)), \(Format.ms(frames.hitches.time)) late in all (XCTest's number of hitches and hitch "
        + "total time)",
    ]
    return [count] + ratio(frames) + percentiles(FrameTimingSummary(timings))
  }

  /// `frameOverrunMs` and `frameDurationCpuMs` at p50/p90/p95/p99, Macrobenchmark's names.
  static func percentiles(_ summary: FrameTimingSummary) -> [[String]] {
    guard summary.count > 0 else {
      return [["frameOverrunMs", "n/a (no commit)"], ["frameDurationCpuMs", "n/a (no commit)"]]
    }
    func ms(_ values: [Double]) -> String {
      zip(FrameTimingSummary.percentiles, values).map { p, value in
        "p\(Int(p)) " + Format.ms(Micros(value.rounded()))
      }.joined(separator: " · ")
    }
    let frames = "\(summary.count) frame\(summary.count == 1 ? "" : "s")"
    return [
      [
        "frameOverrunMs",
        "\(ms(summary.overrun)) (\(frames); commit − its deadline, negative = early)",
      ],
      [
        "frameDurationCpuMs",
        "\(ms(summary.cpu)) (main-thread work for the frame + render prepare)",
      ],
    ]
  }

  /// The hitch time ratio, its two causes, and both of Apple's scales for reading it.
  static func ratio(_ frames: FrameSummary) -> [[String]] {
    guard let total = frames.hitches.ratio else { return [["hitch time ratio", "n/a"]] }
    let split = [
      ("commit", frames.hitches.commitRatio, frames.hitches.commit),
      ("render", frames.hitches.renderRatio, frames.hitches.render),
    ].map { "\($0) \(tenths($1 ?? 0)) (\($2) frame\($2 == 1 ? "" : "s"))" }
    return [
      [
        "hitch time ratio",
        "\(tenths(total)) ms/s: \(frames.hitches.rating ?? "") by the 2020 talks (<5, 5–10, >10), "
          + "\(frames.hitches.organizerRating ?? "") by Xcode Organizer (≤10, ≤25, ≤50)",
      ],
      ["hitch ratio by cause", split.joined(separator: " · ") + " ms/s"],
    ]
  }

  /// Render server and GPU figures over the window's renders; `folded` is the commits the
  /// server folded into a later one in the same window.
  static func render(_ renders: [RenderRecord], folded: Int) -> [[String]] {
    guard !renders.isEmpty else { return [["frames rendered", "0"]] }
    let n = renders.count
    let prepare = renders.map(\.cost.prepare)
    let execute = renders.map(\.cost.execute)
    let triple = renders.filter { $0.buffers == 3 }.count
    let animation = renders.filter(\.animation).count
    func mean(_ values: [Micros]) -> Micros { values.reduce(0, +) / Micros(values.count) }
    let blended = renders.reduce(0) { $0 + $1.cost.blendedPixels } / n
    let passes = renders.reduce(0) { $0 + $1.cost.offscreenPasses }
    return [
      [
        "frames rendered",
        "\(n) (\(animation) for animations, without a commit; \(folded) commits folded "
          + "into a later one; \(triple) with triple buffering)",
      ],
      [
        "render prepare mean/max",
        "\(Format.ms(mean(prepare))) / \(Format.ms(prepare.max() ?? 0)) (render server CPU)",
      ],
      [
        "render execute mean/max",
        "\(Format.ms(mean(execute))) / \(Format.ms(execute.max() ?? 0)) (GPU)",
      ],
      ["blended px per frame", String(blended)],
      ["offscreen passes", "\(passes) (\(tenths(Double(passes) / Double(n))) per frame)"],
    ]
  }

  /// The frame rate and the label's readings, with where each comes from.
  static func frameRate(_ frames: FrameSummary, duration: Micros) -> [[String]] {
    let rate =
      frames.frameRate.map {
        "\(tenths($0)) fps (\(frames.presented) frames presented in \(Format.seconds(duration)); "
          + "XCTest's frame rate)"
      } ?? "n/a (an empty window)"
    let label =
      frames.labelFPSLast.map { last in
        "last \(tenths(last)) · lowest \(frames.labelFPSMin.map(tenths) ?? "n/a") "
          + "(its readings over windows of ≥ 1 s)"
      } ?? "n/a (under 1 s of ticks)"
    return [["frame rate", rate], ["dropped frames", dropped(frames)], ["YYFPSLabel", label]]
  }

  /// "2 of 118 expected (1.7 %; the vsyncs late frames slipped)", or why there is no share.
  static func dropped(_ frames: FrameSummary) -> String {
    guard let percent = frames.droppedPercent else {
      return "0 (n/a: no frame was due; nothing changed on screen)"
    }
    return "\(frames.dropped) of \(frames.expected) expected (\(tenths(percent)) %; the vsyncs "
      + "late frames slipped)"
  }

  /// The worst second and the 1 % low, each saying why it is missing when it is.
  static func lows(_ frames: FrameSummary) -> String {
    let worst = frames.worstSecondFPS.map { tenths($0) + " fps" } ?? "n/a (under 1 s of vsyncs)"
    let low =
      frames.intervals.onePercentLowFPS.map { tenths($0) + " fps" }
      ?? "n/a (\(frames.intervals.count) intervals; needs 100)"
    return "\(worst) · \(low) (display-link ticks in the worst 1 s of vsyncs · rate at the p99 "
      + "tick interval)"
  }

  init(engine: Engine, window: StatsWindow) {
    let draws = window.draws
    let tally = window.tally
    let counters = tally.counters
    func count(_ test: (DrawRecord) -> Bool) -> Int { draws.filter(test).count }
    let drawTally = DrawTally(draws)
    let cancelled = draws.filter { $0.outcome == .cancelled }
    let late = window.ticks.filter { $0.late > 0 }
    let frames = window.frames
    // The window's frame rate leads: what a reader of a scroll asks first.
    rows =
      [["virtual time (now)", Format.ms(engine.now)]] + window.rows
      + Stats.frameRate(frames, duration: window.duration) + [
        [
          "device",
          "\(engine.device.name) (\(Stats.cores(engine.device)), \(Stats.rate(engine.device)))",
        ],
        ["clock / pool", "\(engine.clock.rawValue) / \(engine.pool.rawValue)"],
        ["calibration", DeviceStatement.calibration(engine)],
        ["conditions", RunConditions.line([RunConditions(engine)])],
        ["run-loop turns", String(tally.turns)],
        ["CA commits", String(tally.commits)],
        ["vsyncs", String(window.frameRows.count)],
        [
          "display-link ticks",
          "\(window.ticks.count) (\(late.count) late, \(frames.ticksMissed) missed: main busy)",
        ],
      ]
    rows +=
      [
        ["worst second · 1% low", Stats.lows(frames)]
      ] + Stats.hitches(frames, timings: window.frameTimings) + Stats.content(window)
      + Stats.render(window.renders, folded: tally.commitsFolded) + [
        [
          "frame time p50/p95/p99",
          [frames.intervals.p50, frames.intervals.p95, frames.intervals.p99].map {
            $0.map(Format.ms) ?? "n/a"
          }
          .joined(separator: " / "),
        ],
        ["CPU per frame", Stats.cpu(frames, cores: engine.device.cores)],
        ["cpu clock", Stats.cpuClock(engine, from: window.from, to: window.to)],
        ["memory (tracked)", Stats.memory(frames)],
        ["setNeedsDisplay calls", String(counters.setNeedsDisplay)],
        ["coalesced marks", String(counters.coalesced)],
        ["display() calls", String(counters.directDisplays)],
        ["displays by CA commit", String(counters.commitDisplays)],
        ["draws requested", String(draws.count)],
        ["draws executed", String(drawTally.executed)],
        ["draws committed", String(count { $0.outcome == .committed })],
        ["draws cleared (size < 1)", String(count { $0.outcome == .cleared })],
        ["draws in flight", String(count { $0.isInFlight })],
      ]
    var points: [String: Int] = [:]
    for draw in cancelled { points[draw.cancelledAt ?? "?", default: 0] += 1 }
    for (point, n) in points.sorted(by: { $0.key < $1.key }) {
      rows.append(["cancelled at \(point)", String(n)])
    }
    rows += [
      [
        "stale contents",
        String(drawTally.stale)
          + " (committed after the layer was marked again)",
      ],
      ["render time committed", Format.ms(drawTally.committedCost)],
      ["render time wasted", Format.ms(drawTally.wasted)],
      [
        "YYTransaction commits",
        "\(counters.transactionsCommitted) (+\(counters.transactionsCoalesced) coalesced)",
      ],
      ["layout cache", Stats.cache(counters)],
      ["render queues (session)", Stats.queues(engine)],
      ["live bitmap bytes (now)", Format.bytes(Stats.liveBytes(engine))],
      ["peak contents bytes (session)", Format.bytes(engine.readout.peakContentsBytes)],
      [
        "bitmap budget (now)",
        "\(Format.bytes(BitmapBudget.needed(in: engine))) of "
          + "\(Format.bytes(BitmapBudget.maxBytes)) needed (each layer twice: its bitmap and "
          + "its replacement's)",
      ],
    ]
    for table in engine.readout.tables {
      rows.append(["table \(table.name) (session)", Stats.table(table)])
    }
  }

  /// What a table did: its strategy, cells configured and reused, rows VVebo left blank.
  static func table(_ table: TableView) -> String {
    "\(table.strategy.rawValue), \(table.rowCount) rows; \(table.tallySummary(separator: "; ")); "
      + "offset \(Rect.format(table.contentOffset)) pt"
  }

  /// How many queues (or, for the global pool, threads) exist and how many ever ran at once.
  static func queues(_ engine: Engine) -> String {
    let noun = engine.pool == .global ? "threads" : "queues"
    let readout = engine.readout
    let blocked = readout.peakBlockedThreads
    let global = readout.globalThreads
    let layout = readout.nodeLayoutThreads
    let drawing = readout.queues.count - layout
    return "\(drawing) \(noun) (pool \(engine.pool.rawValue)); "
      + (layout == 0 ? "" : "\(layout) node-layout threads (Texture); ")
      + "at most \(readout.peakDrawingCores) drawing at once on \(engine.device.cores) cores"
      + (blocked == 0 ? "" : "; up to \(blocked) GCD threads asleep in image downloads")
      + (global == 0 || engine.pool == .global ? "" : "; global queue \(global) threads")
  }

  /// `6 cores: 2P+4E`, or `2 cores` for a chip of one kind.
  static func cores(_ device: DeviceProfile) -> String {
    let kinds = device.cpuCores
    let e = kinds.filter { $0.kind == .efficiency }.count
    guard e > 0 else { return "\(device.cores) cores" }
    return "\(device.cores) cores: \(kinds.count - e)P+\(e)E"
  }

  /// `60 Hz`, or `60 Hz of a 120 Hz panel` when the app runs below its ProMotion panel (an
  /// iPhone app without `CADisableMinimumFrameDurationOnPhone`).
  static func rate(_ device: DeviceProfile) -> String {
    guard device.refreshRate < device.panel.maxRate else { return "\(device.refreshRate) Hz" }
    return "\(device.refreshRate) Hz of a \(device.panel.maxRate) Hz panel"
  }

  /// Xcode's CPU gauge read per frame: 100 % is one core busy the whole frame; in brackets
  /// the same as a share of all the device's cores.
  static func cpu(_ frames: FrameSummary, cores: Int) -> String {
    guard let mean = frames.cpuMean, let peak = frames.cpuPeak else { return "n/a" }
    let all = Double(max(1, cores))
    return "mean \(tenths(mean)) % · peak \(tenths(peak)) % (100 % = one core; "
      + "of all \(cores) cores \(tenths(mean / all)) % · \(tenths(peak / all)) %)"
  }

  /// Tracked memory at the last vsync and its peak.
  static func memory(_ frames: FrameSummary) -> String {
    guard let last = frames.memoryLast, let peak = frames.memoryPeak else { return "n/a" }
    return "\(Format.bytes(last)) now · \(Format.bytes(peak)) peak "
      + "(layer bitmaps, draws not yet set, image cache)"
  }

  /// One decimal place, deterministic.
  static func tenths(_ value: Double) -> String {
    let scaled = Int((value * 10).rounded())
    return "\(scaled / 10).\(abs(scaled % 10))"
  }

  /// Hits over lookups, as YYText's layout cache would report it.
  static func cache(_ counters: Counters) -> String {
    let lookups = counters.layoutCacheHits + counters.layoutCacheMisses
    guard lookups > 0 else { return "no lookups yet" }
    let percent = (counters.layoutCacheHits * 100 + lookups / 2) / lookups
    return "\(counters.layoutCacheHits) hits of \(lookups) lookups (\(percent)%)"
  }

  /// Bytes of every distinct bitmap still referenced: the model's contents, the last commit's
  /// and the last vsync's (a replaced bitmap stays alive until the screen stops showing it).
  static func liveBytes(_ engine: Engine) -> Int {
    var seen = Set<ObjectIdentifier>()
    var total = 0
    for view in engine.views.values {
      let layer = view.layer
      for contents in [layer.contents, layer.committed, layer.presented].compactMap({ $0 }) {
        if seen.insert(ObjectIdentifier(contents.bitmap)).inserted {
          total += contents.bitmap.byteCount
        }
      }
    }
    return total
  }
}
