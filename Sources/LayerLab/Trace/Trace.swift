/// Everything recorded in a session: the event log and the draw records.
///
/// Both are bounded, so no statement can exhaust memory: past the limit the oldest entries
/// are dropped and `droppedEvents` says how many.
public struct Trace: Sendable {
  /// The limits are a memory budget, not a fact about iOS: with the render server's frames
  /// (`RenderServer.maxFrames`) and the CPU slices (`CPUSlice.limit`) a full trace holds
  /// about 22 MiB whatever the session's length. Measured on ten virtual minutes of flings on
  /// a 100 000-row table (`layerlab-bench --long`): peak RSS 258 MB with the earlier limits
  /// (500 000 events and spans, 200 000 draws, 1 000 000 slices, 200 000 frames), 114–116 MB
  /// with these; the per-vsync counts every frame keeps since (`FrameRecord.tally`, so `stats`
  /// counts any window exactly) add about 7 MB (a release build, 600 virtual seconds of
  /// flings on 100 000 async rows, `/usr/bin/time`: 119 → 126 MB peak RSS). A busy feed logs ~1 900 events and ~800 spans a virtual second, so the last
  /// half minute or so of events is kept; exports of a window within it still work.
  public static let maxEvents = 50_000
  public static let maxSpans = 50_000
  /// Draw records: ~40 a second while a feed scrolls, so about four minutes.
  public static let maxDraws = 10_000

  public private(set) var events: [EventRecord] = []
  public private(set) var draws: [DrawRecord] = []
  /// Main-thread spans, in the order they ended (nested spans end before their parents).
  public private(set) var spans: [SpanRecord] = []
  /// Signposts, in the order they were made.
  public internal(set) var signposts: [SignpostRecord] = []
  public private(set) var droppedEvents = 0
  public private(set) var droppedDraws = 0
  public private(set) var droppedSpans = 0
  /// Every draw that has ended, by outcome, dropped records included.
  public private(set) var outcomes = DrawOutcomes()
  /// When the first scroll gesture (a drag, fling or scroll to the top) was logged: kept
  /// apart from the bounded event log, so a long session still knows where its scroll began.
  public private(set) var firstGesture: Micros?
  private var nextSeq = 1
  private var nextDraw = 1

  public init() {}

  /// Appends an event, giving it the next sequence number.
  @discardableResult
  mutating func append(_ make: (Int) -> EventRecord) -> Int {
    let seq = nextSeq
    nextSeq += 1
    let event = make(seq)
    if firstGesture == nil {
      switch event.payload {
      case .drag, .fling, .scrollToTop: firstGesture = event.time
      default: break
      }
    }
    droppedEvents += events.appendKeeping(event, limit: Trace.maxEvents)
    return seq
  }

  /// Records a finished span; past the limit the oldest tenth is dropped.
  mutating func appendSpan(_ span: SpanRecord) {
    droppedSpans += spans.appendKeeping(span, limit: Trace.maxSpans)
  }

  /// Starts a draw record and returns its number.
  mutating func beginDraw(_ make: (Int) -> DrawRecord) -> Int {
    let number = nextDraw
    nextDraw += 1
    droppedDraws += draws.appendKeeping(make(number), limit: Trace.maxDraws)
    return number
  }

  /// Updates a draw record in place, if it is still kept.
  /// A change that ends the draw (gives it an outcome) is counted in ``outcomes`` whether or
  /// not the record is still kept: a dropped record's change is applied to a stand-in.
  mutating func updateDraw(_ number: Int, _ change: (inout DrawRecord) -> Void) {
    let index = number - 1 - droppedDraws
    guard draws.indices.contains(index), draws[index].draw == number else {
      var standIn = DrawRecord(
        draw: number, layer: "", mode: .async, queue: "", qos: "", sentinel: 0, requested: 0,
        width: 0, height: 0, scale: 1)
      change(&standIn)
      outcomes.count(standIn)
      return
    }
    let ended = draws[index].outcome != nil
    change(&draws[index])
    if !ended { outcomes.count(draws[index]) }
  }

  /// The draw record with this number, if still kept.
  public func draw(_ number: Int) -> DrawRecord? {
    let index = number - 1 - droppedDraws
    guard draws.indices.contains(index), draws[index].draw == number else { return nil }
    return draws[index]
  }

  /// The sequence number the next event will get (for "events since" queries).
  public var nextEventSeq: Int { nextSeq }

  /// Events with a sequence number at or after `seq`.
  ///
  /// Every statement asks for the events it caused, so this must not scan the whole log
  /// (a scan made a 100 000-statement file quadratic): see ``startIndex(of:in:)``.
  public func events(since seq: Int) -> ArraySlice<EventRecord> {
    events[Trace.startIndex(of: seq, in: events)...]
  }

  /// The index of the first event whose `seq` is at or after `seq`, looking at O(1) events.
  ///
  /// Events get consecutive sequence numbers and trimming only drops from the front, so the
  /// kept log is a run `first.seq, first.seq + 1, …` and the index is a subtraction. The run
  /// is checked at the index found; should it ever not hold, a binary search (O(log n)) still
  /// answers, since `seq` only increases. Generic so a test can count the events visited.
  static func startIndex<Log: RandomAccessCollection>(of seq: Int, in log: Log) -> Log.Index
  where Log.Element == EventRecord {
    guard let first = log.first else { return log.endIndex }
    guard seq > first.seq else { return log.startIndex }
    let offset = seq - first.seq
    if offset < log.count {
      let guess = log.index(log.startIndex, offsetBy: offset)
      if log[guess].seq == seq { return guess }
    } else if let last = log.last, last.seq < seq {
      return log.endIndex
    }
    var low = log.startIndex
    var high = log.endIndex
    while low != high {
      let middle = log.index(low, offsetBy: log.distance(from: low, to: high) / 2)
      if log[middle].seq < seq {
        low = log.index(after: middle)
      } else {
        high = middle
      }
    }
    return low
  }
}
