/// The event log: every event in sequence-number order, bounded like every store, with when
/// the first scroll gesture came kept apart from it.
public struct EventLog: Sendable {
  var store = RecordStore<EventRecord>(limit: Recording.maxEvents)
  /// When the first scroll gesture (a drag, fling or scroll to the top) was logged: kept
  /// apart from the bounded event log, so a long session still knows where its scroll began.
  public private(set) var firstGesture: Micros?
  private var nextSeq = 1

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
    store.append(event)
    return seq
  }

  /// The sequence number the next event will get (for "events since" queries).
  public var nextEventSeq: Int { nextSeq }

  /// Events with a sequence number at or after `seq`.
  ///
  /// Every statement asks for the events it caused, so this must not scan the whole log
  /// (a scan made a 100 000-statement file quadratic): see ``startIndex(of:in:)``.
  public func events(since seq: Int) -> ArraySlice<EventRecord> {
    store.records[EventLog.startIndex(of: seq, in: store.records)...]
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
