import Foundation
import Testing

@testable import LayerLab

/// Events and spans keep interned names and 32-bit numbers (issue 13), and read back what was
/// stored.
@Suite struct CompactRecordTests {
  @Test func anEventReadsBackWhatItWasGiven() {
    var event = EventRecord(
      seq: 7, time: 1_234, turn: 42, thread: "yy.user-initiated.1", mode: .tracking,
      payload: .layoutSubviews, layer: "feed.cell3.text", draw: 9)
    #expect(event.thread == "yy.user-initiated.1")
    #expect(event.layer == "feed.cell3.text")
    #expect(event.turn == 42 && event.draw == 9 && event.seq == 7 && event.time == 1_234)
    event.layer = ""
    event.draw = nil
    event.thread = "main"
    #expect(event.layer.isEmpty && event.draw == nil && event.thread == "main")
    let plain = EventRecord(
      seq: 1, time: 0, turn: 0, thread: "main", mode: .default, payload: .layoutSubviews)
    #expect(plain.draw == nil && plain.layer.isEmpty)
  }

  /// Names made separately (different string storage) are the same name.
  @Test func equalNamesMakeEqualRecords() {
    let parts = ["feed", "cell", "7"]
    let a = SpanRecord(
      thread: "main", name: "display", category: "display", start: 1, end: 2, turn: 3,
      layer: parts.joined(separator: "."), draw: 4)
    let b = SpanRecord(
      thread: String("mai") + "n", name: "display", category: "display", start: 1, end: 2,
      turn: 3, layer: "feed.cell.7", draw: 4)
    #expect(a == b)
    var c = b
    c.layer = "feed.cell.8"
    #expect(a != c)
    #expect(c.category == "display" && c.draw == 4 && c.turn == 3)
  }

  /// The records stay as small as the notes say: a test fails if a field widens them.
  @Test func recordsStayCompact() {
    #expect(MemoryLayout<EventRecord>.stride <= 72)
    #expect(MemoryLayout<SpanRecord>.stride <= 56)
  }

  /// Threads of a parallel `compare` name things at once: every name comes back intact.
  @Test func namesMadeOnManyThreadsComeBack() {
    let ok = FailureFlag()
    DispatchQueue.concurrentPerform(iterations: 8) { worker in
      for index in 0..<500 {
        let name = "w\(worker % 4).layer\(index)"
        let span = SpanRecord(
          thread: "t\(worker)", name: "n", category: "turn", start: 0, end: 1, turn: 0,
          layer: name)
        if span.layer != name || span.thread != "t\(worker)" { ok.fail() }
      }
    }
    #expect(ok.isOK)
  }
}

/// A flag any thread may clear.
private final class FailureFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var failed = false
  func fail() { lock.withLock { failed = true } }
  var isOK: Bool { lock.withLock { !failed } }
}
