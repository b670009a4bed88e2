import LayerLab

/// The main thread's spans, searchable by window: which spans overlap [from, to).
///
/// Sessions keep up to hundreds of thousands of spans and `explain frames` asks about every
/// late frame, so spans are sorted by start once, and a running maximum of their ends lets a
/// query walk back from the window's end only as far as a span can still reach into it.
struct MainSpanIndex {
  /// Main-thread spans, sorted by start (ties: the longer first, so an enclosing span comes
  /// before what it holds).
  let spans: [SpanRecord]
  /// The latest end among `spans[0...i]`.
  private let reach: [Micros]

  init(_ all: [SpanRecord]) {
    spans = all.filter(\.isOnMain).sorted {
      $0.start != $1.start ? $0.start < $1.start : $0.end > $1.end
    }
    var reach: [Micros] = []
    reach.reserveCapacity(spans.count)
    var latest = Micros.min
    for span in spans {
      latest = max(latest, span.end)
      reach.append(latest)
    }
    self.reach = reach
  }

  /// The spans overlapping [from, to), in start order; a span of no length counts when it
  /// lies inside the window.
  func overlapping(from: Micros, to: Micros) -> [SpanRecord] {
    // The first span starting at or after `to`.
    var low = 0
    var high = spans.count
    while low < high {
      let middle = (low + high) / 2
      if spans[middle].start < to { low = middle + 1 } else { high = middle }
    }
    var found: [SpanRecord] = []
    var index = low - 1
    while index >= 0, reach[index] > from || spans[index].start >= from {
      let span = spans[index]
      if span.end > from || (span.start >= from && span.end >= span.start) {
        found.append(span)
      }
      index -= 1
    }
    return found.reversed()
  }

  /// The time a span spends inside [from, to).
  static func overlap(_ span: SpanRecord, from: Micros, to: Micros) -> Micros {
    max(0, min(span.end, to) - max(span.start, from))
  }
}
