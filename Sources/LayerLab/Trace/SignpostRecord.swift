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
}
