import LayerLab

/// The records `stats` reads: all of them, or, once a long session's trace has dropped its
/// oldest records, those after `Engine.completeSince`, with a row that says so.
struct KeptWindow {
  let since: Micros
  let duration: Micros
  let ticks: [TickRecord]
  let frameRows: [FrameRow]
  let draws: [DrawRecord]
  let renders: [RenderRecord]
  /// The stores that dropped records, with how many.
  let dropped: [Engine.StoreTally]

  init(_ engine: Engine) {
    dropped = engine.storeTallies.filter { $0.dropped > 0 }
    since = engine.completeSince
    duration = engine.now - since
    let since = since
    func kept(_ time: Micros) -> Bool { since == 0 || time > since }
    ticks = engine.main.ticks.filter { kept($0.due) }
    // `frameRows` already starts after `completeSince`.
    frameRows = engine.server.frameRows
    draws = engine.trace.draws.filter { kept($0.requested) }
    renders = engine.server.renders.filter { kept($0.committedAt) }
  }

  /// Nothing while every record is kept; else one row naming the window and what went.
  var rows: [[String]] { since == 0 ? [] : [["records kept", summary]] }

  private var summary: String {
    let counts = dropped.map { "\($0.name) \($0.dropped)" }.joined(separator: ", ")
    return "from \(Format.ms(since)): older ones dropped past the trace limits (\(counts); "
      + "'help limits'); the frame, CPU and draw figures below cover the records kept"
  }
}
