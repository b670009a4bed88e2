import Testing

@testable import LayerLab

/// "Events since" is asked once per statement, so it must cost O(new events), not O(log):
/// a linear scan made a 100 000-statement session quadratic.
@Suite struct TraceIndexTests {
  /// A log that counts how many events were read through it.
  final class CountingLog: RandomAccessCollection {
    let events: [EventRecord]
    var visited = 0
    init(_ events: [EventRecord]) { self.events = events }
    var startIndex: Int { events.startIndex }
    var endIndex: Int { events.endIndex }
    subscript(position: Int) -> EventRecord {
      visited += 1
      return events[position]
    }
  }

  static func record(_ seq: Int) -> EventRecord {
    EventRecord(
      seq: seq, time: 0, turn: 0, thread: "main", mode: .default,
      payload: .input(text: "", source: .typed), layer: "")
  }

  @Test(arguments: [1_000, 100_000])
  func findingTheStartVisitsAConstantNumberOfEvents(_ size: Int) {
    let log = CountingLog((1...size).map { Self.record($0 + 40) })
    for seq in [1, 41, 42, size / 2, size + 40, size + 41, size + 500] {
      log.visited = 0
      let index = EventLog.startIndex(of: seq, in: log)
      let expected = log.events.firstIndex { $0.seq >= seq } ?? log.events.count
      #expect(index == expected)
      #expect(log.visited <= 3, "seq \(seq) visited \(log.visited) events")
    }
  }

  @Test func aGapInTheLogFallsBackToABinarySearch() {
    let log = CountingLog([1, 2, 5, 6, 9].map(Self.record))
    #expect(EventLog.startIndex(of: 4, in: log) == 2)
    #expect(EventLog.startIndex(of: 7, in: log) == 4)
    #expect(EventLog.startIndex(of: 9, in: log) == 4)
  }

  @Test func eventsSinceStaysRightAfterTheLogIsTrimmed() {
    var trace = Recording()
    let total = Recording.maxEvents + 10
    for _ in 0..<total { trace.append(Self.record) }
    #expect(trace.droppedEvents > 0)
    let first = trace.events[0].seq
    #expect(first == trace.droppedEvents + 1)
    #expect(trace.events(since: 1).count == trace.events.count)
    #expect(trace.events(since: first + 3).first?.seq == first + 3)
    #expect(trace.events(since: total).map(\.seq) == [total])
    #expect(trace.events(since: total + 1).isEmpty)
  }
}
