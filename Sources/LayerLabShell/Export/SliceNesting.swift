import LayerLab

/// A duration slice on one track, before it becomes an `X` event.
struct ChromeSlice: Equatable, Sendable {
  var tid: Int
  var start: Micros
  var end: Micros
  var name: String
  var category: String
  var args: [String: ChromeValue] = [:]
  /// Where the slice came from in the model's records; breaks ties so that, of two slices
  /// with the same extent, the one recorded later (the parent: spans are recorded as they
  /// end, children first) is the outer one.
  var order: Int = 0

  var duration: Micros { end - start }

  /// The `X` event.
  var event: ChromeEvent {
    ChromeEvent(
      phase: .complete, name: name, category: category, tid: tid, ts: start, dur: duration,
      args: args)
  }
}

/// Keeps the slices of one track perfectly nested, as Perfetto requires.
///
/// Perfetto moves slices that overlap without nesting to an overflow track, which breaks the
/// picture of what main was doing. The model records main's spans so that they nest by
/// construction; this is the guard that makes the export hold even if a later change to the
/// model breaks that: a slice that would partially overlap one already kept is dropped (and
/// counted), never clipped, because a clipped slice would show a duration that never
/// happened.
enum SliceNesting {
  /// The order a trace reader nests slices in: by start, outer (longer) first, and at the
  /// same extent the later-recorded one first.
  static func sorted(_ slices: [ChromeSlice]) -> [ChromeSlice] {
    slices.sorted { a, b in
      if a.start != b.start { return a.start < b.start }
      if a.end != b.end { return a.end > b.end }
      return a.order > b.order
    }
  }

  /// The slices that nest, in `sorted` order, and how many were dropped. Every slice must be
  /// on the same track.
  static func nest(_ slices: [ChromeSlice]) -> (kept: [ChromeSlice], dropped: Int) {
    var kept: [ChromeSlice] = []
    var open: [Micros] = []
    var dropped = 0
    for slice in sorted(slices) {
      while let end = open.last, end <= slice.start { open.removeLast() }
      if let end = open.last, slice.end > end {
        dropped += 1
        continue
      }
      open.append(slice.end)
      kept.append(slice)
    }
    return (kept, dropped)
  }

  /// The index of the first slice that breaks nesting on its track, or nil when all nest.
  /// The slices must come sorted by start, outer first, as `sorted` returns them; a slice out
  /// of that order or with a negative duration counts as a break.
  static func firstViolation(_ slices: [(start: Micros, duration: Micros)]) -> Int? {
    var open: [Micros] = []
    var previousStart = Micros.min
    for (index, slice) in slices.enumerated() {
      guard slice.duration >= 0, slice.start >= previousStart else { return index }
      previousStart = slice.start
      let end = slice.start + slice.duration
      while let top = open.last, top <= slice.start { open.removeLast() }
      if let top = open.last, end > top { return index }
      open.append(end)
    }
    return nil
  }
}
