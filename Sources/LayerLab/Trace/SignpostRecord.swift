/// A signpost, like os_signpost's points of interest: a named interval's begin or end, or a
/// named instant, at main's time when it was typed.
public struct SignpostRecord: Sendable, Equatable {
  public enum Phase: String, Sendable {
    case begin
    case end
    case event
  }

  public var name: String
  public var phase: Phase
  public var time: Micros
}

/// A named interval of the session, from its begin to its end (`end` nil while open).
public struct SignpostInterval: Sendable, Equatable {
  public var name: String
  public var start: Micros
  public var end: Micros?
}

extension [SignpostRecord] {
  /// Every interval, in order of their begins; an interval still open has no end.
  public var intervals: [SignpostInterval] {
    var open: [String: Int] = [:]
    var result: [SignpostInterval] = []
    for record in self {
      switch record.phase {
      case .begin:
        open[record.name] = result.count
        result.append(SignpostInterval(name: record.name, start: record.time, end: nil))
      case .end:
        if let index = open.removeValue(forKey: record.name) { result[index].end = record.time }
      case .event:
        break
      }
    }
    return result
  }

  /// The names of the intervals still open.
  public var openNames: Set<String> { Set(intervals.filter { $0.end == nil }.map(\.name)) }

  /// The rule a new signpost meets: an interval's end needs its begin, a begin may not reopen
  /// an interval that is still open, and at most ``Recording/maxSignposts`` are kept. `open`
  /// (the open intervals' names) and `kept` (the signposts before it) are the session's now,
  /// or as a `repeat`'s earlier iterations will have left them; `open` is updated.
  public static func check(
    _ name: String, phase: SignpostRecord.Phase, open: inout Set<String>, kept: Int
  ) throws(ModelError) {
    switch phase {
    case .begin where !open.insert(name).inserted:
      throw ModelError("signpost '\(name)' is already open; 'signpost end \(name)' first")
    case .end where open.remove(name) == nil:
      throw ModelError("no open signpost '\(name)'; begin it with 'signpost begin \(name)'")
    default:
      break
    }
    guard kept < Recording.maxSignposts else {
      throw ModelError(
        "too many signposts (at most \(Recording.maxSignposts), the signposts limit); 'reset' first"
      )
    }
  }
}
