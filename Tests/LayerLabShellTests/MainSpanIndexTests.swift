import LayerLab
import Testing

@testable import LayerLabShell

/// The window query `explain frame` relies on: a long span that began well before the window
/// is still found, a span ending at the window's start is not, other threads are ignored.
struct MainSpanIndexTests {
  func span(_ name: String, _ start: Micros, _ end: Micros, thread: String = "main")
    -> SpanRecord
  {
    SpanRecord(thread: thread, name: name, category: "turn", start: start, end: end, turn: 1)
  }

  @Test func findsEverySpanOverlappingTheWindowAndNoOther() {
    let index = MainSpanIndex([
      span("long", 0, 1000), span("before", 10, 100), span("touching", 50, 200),
      span("inside", 300, 400), span("after", 500, 600), span("gpu", 250, 350, thread: "gpu"),
      span("instant", 250, 250),
    ])
    let names = index.overlapping(from: 200, to: 450).map(\.name)
    #expect(names == ["long", "instant", "inside"])
    #expect(MainSpanIndex.overlap(index.spans[0], from: 200, to: 450) == 250)
    #expect(index.overlapping(from: 2000, to: 3000).isEmpty)
  }
}
