/// One kind of record, kept to a limit: past it the oldest tenth is dropped and counted
/// (`Array.appendKeeping`), so no statement can exhaust memory and every figure can say what
/// it no longer covers.
///
/// Why one generic store: the seven bounded stores each kept an array, a limit and a drop
/// count by hand, in four processes; one type keeps them alike, and `Recording` lists them.
public struct RecordStore<Record: Sendable>: Sendable {
  /// The records kept, oldest first.
  public private(set) var records: [Record] = []
  /// Records dropped past `limit`, oldest first.
  public private(set) var dropped = 0
  /// The most records kept.
  public let limit: Int

  public init(limit: Int) {
    self.limit = limit
  }

  /// Appends a record, dropping the oldest tenth first when the store is full.
  mutating func append(_ record: Record) {
    dropped += records.appendKeeping(record, limit: limit)
  }

  /// Takes back the newest record (a render replaced by a later commit for the same deadline).
  mutating func removeLast() {
    records.removeLast()
  }

  /// Changes the kept record at `index` in place (a draw's or a fetch's later stages).
  mutating func update(at index: Int, _ change: (inout Record) -> Void) {
    change(&records[index])
  }

  /// The store's count of records kept and dropped, named for `stats`.
  func tally(_ name: String) -> Recording.StoreTally {
    Recording.StoreTally(name: name, kept: records.count, dropped: dropped)
  }
}
