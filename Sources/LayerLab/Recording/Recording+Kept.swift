/// What the bounded stores still hold, so a long session's figures cover only time every
/// store still describes, and say so.
extension Recording {
  /// One store's count of records kept and dropped.
  public struct StoreTally: Sendable, Equatable {
    public var name: String
    public var kept: Int
    public var dropped: Int
  }

  /// The stores `stats` reads, in the order it lists them. Content latencies and fetches are
  /// bounded and counted too, but `stats` does not list them: what it reports of them is
  /// filtered by the window, and an empty one says so.
  public var storeTallies: [StoreTally] {
    [
      eventLog.store.tally("events"), spanStore.tally("spans"), drawLog.store.tally("draws"),
      cpuSliceLog.store.tally("CPU slices"), frameStore.tally("frames"),
      renderStore.tally("renders"), tickStore.tally("ticks"),
    ]
  }

  /// The earliest time from which every store the frame figures read is complete (spans,
  /// draws, CPU slices, frames, renders, ticks — not the event log, which `stats` does not
  /// read), on `device`'s vsync grid: 0 until one of them has dropped its oldest records,
  /// then the first vsync at or after the latest of the times each such store's oldest kept
  /// record begins its coverage. Frames whose vsync is after it cover a whole interval of
  /// complete records.
  ///
  /// Why one time for all: a frame's row joins the frame, main's spans, the CPU slices and
  /// the display-link ticks of its interval. Were each store cut at its own point, the frames
  /// of the minutes whose spans are gone would read as idle and dilute every mean.
  public func completeSince(on device: DeviceProfile) -> Micros {
    var since: Micros = 0
    func cut<Record>(_ store: RecordStore<Record>, _ begins: (Record) -> Micros) {
      if store.dropped > 0, let first = store.records.first { since = max(since, begins(first)) }
    }
    // Spans and slices are stored as they end: the oldest kept one's end is where the store
    // becomes complete.
    cut(spanStore) { $0.end }
    cut(drawLog.store) { $0.times.requested }
    cut(cpuSliceLog.store) { $0.end }
    // A frame's row covers the interval before its vsync.
    cut(frameStore) { device.vsyncTime($0.index) }
    cut(renderStore) { $0.committedAt }
    cut(tickStore) { $0.due }
    guard since > 0 else { return 0 }
    let index = device.vsyncIndex(after: since - 1)
    return device.vsyncTime(index)
  }
}
