import LayerLab

/// The figures `stats` prints, computed from the engine's counters and trace.
struct Stats {
  var rows: [[String]] = []

  init(engine: Engine) {
    let draws = engine.trace.draws
    let counters = engine.counters
    func count(_ test: (DrawRecord) -> Bool) -> Int { draws.filter(test).count }
    let tally = DrawTally(draws)
    let cancelled = draws.filter { $0.outcome == .cancelled }
    let late = engine.main.ticks.filter { $0.late > 0 }
    rows = [
      ["virtual time", Format.ms(engine.now)],
      [
        "device",
        "\(engine.device.name) (\(engine.device.cores) cores, \(engine.device.refreshRate) Hz)",
      ],
      ["clock / pool", "\(engine.clock.rawValue) / \(engine.pool.rawValue)"],
      ["run-loop turns", String(engine.main.turn)],
      ["CA commits", String(engine.main.commits)],
      ["vsyncs", String(engine.server.frames.count)],
      ["display-link ticks", "\(engine.main.ticks.count) (\(late.count) late)"],
    ]
    let frames = FrameSummary(
      ticks: engine.main.ticks, rows: engine.server.frameRows, duration: engine.now)
    rows += [
      ["fps (YYFPSLabel)", frames.fps.map(Stats.tenths) ?? "n/a (under 1 s of ticks)"],
      ["lowest fps reading", frames.minFPS.map(Stats.tenths) ?? "n/a"],
      ["dropped frames", "\(frames.dropped) of \(frames.frames)"],
      [
        "hitch ratio",
        frames.hitchRatio.map { "\(Stats.tenths($0)) ms/s (\(frames.hitchRating ?? ""))" } ?? "n/a",
      ],
      [
        "frame time p50/p95/p99",
        [frames.p50, frames.p95, frames.p99].map { $0.map(Format.ms) ?? "n/a" }
          .joined(separator: " / "),
      ],
      ["setNeedsDisplay calls", String(counters.setNeedsDisplay)],
      ["coalesced marks", String(counters.coalesced)],
      ["display() calls", String(counters.directDisplays)],
      ["displays by CA commit", String(counters.commitDisplays)],
      ["draws recorded", String(draws.count)],
      ["draws executed", String(tally.executed)],
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
        String(tally.stale)
          + " (committed after the layer was marked again)",
      ],
      ["render queues", Stats.queues(engine)],
      ["render time committed", Format.ms(tally.committedCost)],
      ["render time wasted", Format.ms(tally.wasted)],
      [
        "YYTransaction commits",
        "\(counters.transactionsCommitted) (+\(counters.transactionsCoalesced) coalesced)",
      ],
      ["layout cache", Stats.cache(counters)],
      ["live bitmap bytes", Format.bytes(Stats.liveBytes(engine))],
      ["peak contents bytes", Format.bytes(engine.drawing.peakContentsBytes)],
      [
        "bitmap budget",
        "\(Format.bytes(BitmapBudget.needed(in: engine))) of \(Format.bytes(BitmapBudget.maxBytes)) needed",
      ],
    ]
    for table in engine.scrolling.tables {
      rows.append(["table \(table.name)", Stats.table(table)])
    }
  }

  /// What a table did: its strategy, cells configured and reused, rows VVebo left blank.
  static func table(_ table: TableView) -> String {
    let tally = table.tally
    return "\(table.strategy.rawValue), \(table.posts.count) rows; "
      + "cellForRow \(tally.configured) (\(tally.reused) reused); "
      + "\(tally.skipped) left blank; offset \(Rect.format(table.contentOffset)) pt"
  }

  /// How many queues (or, for the global pool, threads) exist and how many ever ran at once.
  static func queues(_ engine: Engine) -> String {
    let noun = engine.pool == .global ? "threads" : "queues"
    return "\(engine.drawing.queueSummaries.count) \(noun) (pool \(engine.pool.rawValue)); "
      + "at most \(engine.drawing.peakBusyCores) drawing at once on \(engine.device.cores) cores"
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
