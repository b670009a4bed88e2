/// What the bounded record stores still hold, so a long session's figures cover only time
/// every store still describes, and say so.
extension Engine {
  /// One store's count of records kept and dropped.
  public struct StoreTally: Sendable, Equatable {
    public var name: String
    public var kept: Int
    public var dropped: Int
  }

  /// Every bounded store, in the order `stats` lists them.
  public var storeTallies: [StoreTally] {
    [
      StoreTally(name: "events", kept: trace.events.count, dropped: trace.droppedEvents),
      StoreTally(name: "spans", kept: trace.spans.count, dropped: trace.droppedSpans),
      StoreTally(name: "draws", kept: trace.draws.count, dropped: trace.droppedDraws),
      StoreTally(
        name: "CPU slices", kept: drawing.slices.count, dropped: drawing.droppedSlices),
      StoreTally(name: "frames", kept: server.frames.count, dropped: server.droppedFrames),
      StoreTally(name: "renders", kept: server.renders.count, dropped: server.droppedRenders),
      StoreTally(name: "ticks", kept: main.ticks.count, dropped: main.droppedTicks),
    ]
  }

  /// The earliest time from which every store the frame figures read is complete (spans,
  /// draws, CPU slices, frames, renders, ticks — not the event log, which `stats` does not
  /// read): 0 until one of them has dropped its oldest records, then the first vsync at or
  /// after the latest of the times each such store's oldest kept record begins its coverage.
  /// Frames whose vsync is after it cover a whole interval of complete records.
  ///
  /// Why one time for all: a frame's row joins the frame, main's spans, the CPU slices and
  /// the display-link ticks of its interval. Were each store cut at its own point, the frames
  /// of the minutes whose spans are gone would read as idle and dilute every mean.
  public var completeSince: Micros {
    var since: Micros = 0
    func cut(_ dropped: Int, _ first: Micros?) {
      if dropped > 0, let first { since = max(since, first) }
    }
    // Spans and slices are stored as they end: the oldest kept one's end is where the store
    // becomes complete.
    cut(trace.droppedSpans, trace.spans.first?.end)
    cut(trace.droppedDraws, trace.draws.first?.requested)
    cut(drawing.droppedSlices, drawing.slices.first?.end)
    // A frame's row covers the interval before its vsync.
    cut(server.droppedFrames, server.frames.first.map { device.vsyncTime($0.index) })
    cut(server.droppedRenders, server.renders.first?.committedAt)
    cut(main.droppedTicks, main.ticks.first?.due)
    guard since > 0 else { return 0 }
    let index = device.vsyncIndex(after: since - 1)
    return device.vsyncTime(index)
  }
}
