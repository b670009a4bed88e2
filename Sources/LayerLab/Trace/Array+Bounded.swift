/// The one way a record store grows: up to a limit, then by dropping its oldest tenth.
extension Array {
  /// Appends `element` to a store kept to at most `limit` records and returns how many of the
  /// oldest went to make room (0 until the limit is reached).
  ///
  /// Why a tenth at a time: dropping one record per append would move the whole store on every
  /// append; a tenth moves it once per `limit / 10` appends.
  ///
  /// Why the first append reserves the whole limit: a store that grows by doubling copies
  /// itself about twenty times on the way to 100 000 records and leaves every outgrown buffer
  /// in the allocator's free lists, where it stays resident. Measured on the ten-minute fling
  /// session (`layerlab-bench --long`): glibc held 223 MB for 149 MB in use. A reservation is
  /// address space only until records are written into it, so a short session's memory does
  /// not grow.
  @discardableResult
  mutating func appendKeeping(_ element: Element, limit: Int) -> Int {
    var cut = 0
    if count >= limit {
      cut = Swift.max(1, count / 10)
      removeFirst(cut)
    } else if capacity == 0 {
      reserveCapacity(limit)
    }
    append(element)
    return cut
  }
}
