/// The one way a record store grows: up to a limit, then by dropping its oldest tenth.
extension Array {
  /// Appends `element` to a store kept to at most `limit` records and returns how many of the
  /// oldest went to make room (0 until the limit is reached).
  ///
  /// Why a tenth at a time: dropping one record per append would move the whole store on every
  /// append; a tenth moves it once per `limit / 10` appends.
  ///
  /// Why a store that has grown to a thirty-second of its limit reserves the whole limit at once:
  /// a store that grows by doubling copies itself about twenty times on the way to 100 000
  /// records and leaves every outgrown buffer in the allocator's free lists, where it stays
  /// resident. Measured on the ten-minute fling session (`layerlab-bench --long`): glibc held
  /// 223 MB for 149 MB in use. Why not at the first append: a short-lived engine (a test, a
  /// fuzz input, a compare run) need not take megabytes of address space per store; below a
  /// thirty-second the outgrown buffers add up to at most a sixteenth of the limit (the long
  /// session: 115.6 MB peak, 113.7 reserving at the first append).
  @discardableResult
  mutating func appendKeeping(_ element: Element, limit: Int) -> Int {
    var cut = 0
    if count >= limit {
      cut = Swift.max(1, count / 10)
      removeFirst(cut)
    } else if count == capacity, count >= limit / 32 {
      reserveCapacity(limit)
    }
    append(element)
    return cut
  }
}
