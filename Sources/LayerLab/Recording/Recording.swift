/// Everything a session records, in one place: the processes append to it as they work and
/// the shell reads every figure, table, plot and export from it (`Engine.recording`).
///
/// Kinds of record: the event log and main's spans, the draw records, signposts (the trace
/// the statements print); the render server's frames (one per vsync), renders (one per commit)
/// and content latencies; the display link's ticks; the CPU slices; the image fetches. Each is
/// a bounded ``RecordStore`` (beside them, `counters` keeps the running counts of what leaves
/// no record): past its limit the oldest tenth is dropped and counted, so no
/// statement can exhaust memory. ``storeTallies`` and ``completeSince(on:)`` say what the
/// stores still hold (`Recording+Kept`); a new kind of record is a store here and, when
/// `stats` reads it, a line there.
///
/// Why one type and not a store in each process: the figures join records of several kinds
/// (a frame's row is the frame, main's spans, the CPU slices and the display-link ticks of its
/// interval), so where each kind is kept and how much of it is left is one concern.
public struct Recording: Sendable {
  /// The limits are a memory budget, not a fact about iOS: a full recording holds about
  /// 22 MiB whatever the session's length. Measured on ten virtual minutes of flings on a
  /// 100 000-row table (`layerlab-bench --long`): peak RSS 258 MB with the earlier limits
  /// (500 000 events and spans, 200 000 draws, 1 000 000 slices, 200 000 frames), 114–116 MB
  /// with these; the per-vsync counts every frame keeps since (`FrameRecord.tally`, so `stats`
  /// counts any window exactly) add about 7 MB (a release build, 600 virtual seconds of
  /// flings on 100 000 async rows, `/usr/bin/time`: 119 → 126 MB peak RSS). A busy feed logs
  /// ~1 900 events and ~800 spans a virtual second, so the last half minute or so of events
  /// is kept; exports of a window within it still work.
  public static let maxEvents = 50_000
  public static let maxSpans = 50_000
  /// Draw records: ~40 a second while a feed scrolls, so about four minutes.
  public static let maxDraws = 10_000
  /// Frames, renders, content latencies and display-link ticks (one a vsync, like the
  /// frames): eleven minutes at 60 Hz, five and a half at 120 Hz. A frame and its render
  /// record take ~270 bytes.
  public static let maxFrames = 40_000
  /// CPU slices: a feed fling makes ~230 slices a virtual second, so about three and a half
  /// minutes.
  public static let maxSlices = 50_000
  /// Image fetch records: a feed asks ~20 images a virtual second while it scrolls.
  public static let maxFetches = 20_000
  /// The most signposts a session keeps: a signpost past it is refused ('too many
  /// signposts'), not dropped, so the store keeps no drop count.
  public static let maxSignposts = 100_000

  /// The event log.
  public internal(set) var eventLog = EventLog()
  /// Main-thread spans (and the render server's and GPU's), in the order they ended (nested
  /// spans end before their parents).
  var spanStore = RecordStore<SpanRecord>(limit: Recording.maxSpans)
  /// The draw records.
  public internal(set) var drawLog = DrawLog()
  /// Signposts, in the order they were made.
  public internal(set) var signposts: [SignpostRecord] = []
  /// One record per vsync: which commit it showed, and the frame that appeared at it.
  var frameStore = RecordStore<FrameRecord>(limit: Recording.maxFrames)
  /// One record per commit rendered, in commit order.
  var renderStore = RecordStore<RenderRecord>(limit: Recording.maxFrames)
  /// Each layer's wait from entering the viewport to its contents on screen, in the order
  /// the waits ended.
  var contentLatencyStore = RecordStore<ContentLatency>(limit: Recording.maxFrames)
  /// Display-link callbacks: due and fired times (YYFPSLabel counts them).
  var tickStore = RecordStore<TickRecord>(limit: Recording.maxFrames)
  /// Which thread held which core when.
  public internal(set) var cpuSliceLog = CPUSliceLog()
  /// One record per image request, in order.
  var fetchStore = RecordStore<ImageFetchRecord>(limit: Recording.maxFetches)
  /// Running counts of what leaves no record (`setNeedsDisplay` calls coalesced away, layout
  /// cache hits, …): unbounded, a few integers.
  public internal(set) var counters = Counters()

  public init() {}
}

// MARK: - Reading

extension Recording {
  public var events: [EventRecord] { eventLog.store.records }
  public var droppedEvents: Int { eventLog.store.dropped }
  public var nextEventSeq: Int { eventLog.nextEventSeq }
  public var firstGesture: Micros? { eventLog.firstGesture }
  /// Events with a sequence number at or after `seq` (`EventLog.events(since:)`).
  public func events(since seq: Int) -> ArraySlice<EventRecord> { eventLog.events(since: seq) }

  public var spans: [SpanRecord] { spanStore.records }
  public var droppedSpans: Int { spanStore.dropped }

  public var draws: [DrawRecord] { drawLog.store.records }
  public var droppedDraws: Int { drawLog.store.dropped }
  /// Every draw that has ended, by outcome, dropped records included.
  public var outcomes: DrawOutcomes { drawLog.outcomes }
  /// The draw record with this number, if still kept.
  public func draw(_ number: Int) -> DrawRecord? { drawLog.draw(number) }

  public var frames: [FrameRecord] { frameStore.records }
  public var droppedFrames: Int { frameStore.dropped }
  public var renders: [RenderRecord] { renderStore.records }
  public var droppedRenders: Int { renderStore.dropped }
  public var contentLatencies: [ContentLatency] { contentLatencyStore.records }
  public var droppedContentLatencies: Int { contentLatencyStore.dropped }

  public var ticks: [TickRecord] { tickStore.records }
  public var droppedTicks: Int { tickStore.dropped }

  /// The closed CPU slices kept.
  public var slices: [CPUSlice] { cpuSliceLog.store.records }
  public var droppedSlices: Int { cpuSliceLog.store.dropped }
  /// Every slice so far, the open ones cut at `time` (`CPUSliceLog.slices(upTo:)`).
  public func cpuSlices(upTo time: Micros) -> [CPUSlice] { cpuSliceLog.slices(upTo: time) }

  public var fetches: [ImageFetchRecord] { fetchStore.records }
  public var droppedFetches: Int { fetchStore.dropped }
}

// MARK: - Appending (the processes)

extension Recording {
  /// Appends an event, giving it the next sequence number.
  @discardableResult
  mutating func append(_ make: (Int) -> EventRecord) -> Int { eventLog.append(make) }

  /// Records a finished span.
  mutating func appendSpan(_ span: SpanRecord) { spanStore.append(span) }

  /// Starts a draw record and returns its number.
  mutating func beginDraw(_ make: (Int) -> DrawRecord) -> Int { drawLog.begin(make) }

  /// Updates a draw record in place (`DrawLog.update`).
  mutating func updateDraw(_ number: Int, _ change: (inout DrawRecord) -> Void) {
    drawLog.update(number, change)
  }

  mutating func appendFrame(_ record: FrameRecord) { frameStore.append(record) }
  mutating func appendRender(_ record: RenderRecord) { renderStore.append(record) }
  /// Takes back the last render record: its commit is folded into a later one for the same
  /// deadline, whose record replaces it (`RenderServer.submit`).
  mutating func withdrawLastRender() { renderStore.removeLast() }
  mutating func appendContentLatency(_ wait: ContentLatency) { contentLatencyStore.append(wait) }
  mutating func appendTick(_ tick: TickRecord) { tickStore.append(tick) }

  /// The number the next fetch record gets: numbers keep counting after old records are
  /// trimmed, so `updateFetch` finds its row.
  var nextFetchNumber: Int { (fetchStore.records.last?.fetch ?? 0) + 1 }
  mutating func appendFetch(_ record: ImageFetchRecord) { fetchStore.append(record) }

  /// Changes fetch record `number` in place, if it is still kept.
  mutating func updateFetch(_ number: Int, _ change: (inout ImageFetchRecord) -> Void) {
    guard let first = fetchStore.records.first, number >= first.fetch else { return }
    let index = number - first.fetch
    guard fetchStore.records.indices.contains(index) else { return }
    fetchStore.update(at: index, change)
  }
}
