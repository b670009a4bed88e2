/// One pending event on the kernel's agenda: a process's next event time, stamped so that
/// events at the same time run in rank order and then in the order they were scheduled.
struct AgendaEntry: Comparable {
  var time: Micros
  /// The process's `EventRank.rawValue` (a bare integer: entries are moved often in the heap).
  var rank: Int
  /// Insertion order: the last tie-break.
  var seq: UInt64
  /// The process, by its registration index.
  var process: Int
  /// The process's alarm generation when this entry was made; an entry whose generation is
  /// no longer current was superseded and is skipped.
  var generation: UInt64

  /// The one ordering rule of the simulation: time, then rank, then insertion order.
  static func < (a: AgendaEntry, b: AgendaEntry) -> Bool {
    if a.time != b.time { return a.time < b.time }
    if a.rank != b.rank { return a.rank < b.rank }
    return a.seq < b.seq
  }

  static func == (a: AgendaEntry, b: AgendaEntry) -> Bool { a.seq == b.seq }
}
