/// The draw records, numbered from 1 in the order they began, each updated in place as its
/// draw moves on (checkpoints, the bitmap, its outcome), and the outcomes counted as draws end.
public struct DrawLog: Sendable {
  var store = RecordStore<DrawRecord>(limit: Recording.maxDraws)
  /// Every draw that has ended, by outcome, dropped records included.
  public private(set) var outcomes = DrawOutcomes()
  private var nextDraw = 1

  /// Starts a draw record and returns its number.
  mutating func begin(_ make: (Int) -> DrawRecord) -> Int {
    let number = nextDraw
    nextDraw += 1
    store.append(make(number))
    return number
  }

  /// Updates a draw record in place, if it is still kept.
  /// A change that ends the draw (gives it an outcome) is counted in ``outcomes`` whether or
  /// not the record is still kept: a dropped record's change is applied to a stand-in.
  mutating func update(_ number: Int, _ change: (inout DrawRecord) -> Void) {
    let index = number - 1 - store.dropped
    guard store.records.indices.contains(index), store.records[index].draw == number else {
      var standIn = DrawRecord(
        draw: number, layer: "", mode: .async, queue: "", qos: "", sentinel: 0,
        times: DrawTimes(requested: 0), size: DrawSize(width: 0, height: 0, scale: 1))
      change(&standIn)
      outcomes.count(standIn)
      return
    }
    let ended = store.records[index].outcome != nil
    store.update(at: index, change)
    if !ended { outcomes.count(store.records[index]) }
  }

  /// The number of the newest kept draw of `layer`, if any.
  func newest(of layer: String) -> Int? {
    store.records.last { $0.layer == layer }?.draw
  }

  /// The draw record with this number, if still kept.
  public func draw(_ number: Int) -> DrawRecord? {
    let index = number - 1 - store.dropped
    guard store.records.indices.contains(index), store.records[index].draw == number else {
      return nil
    }
    return store.records[index]
  }
}
