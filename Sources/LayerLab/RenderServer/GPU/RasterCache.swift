/// The render server's `shouldRasterize` cache: one bitmap per rasterized layer, reused while
/// the subtree is unchanged.
///
/// Rules from WWDC14 419: the cache holds at most 2.5 × the screen's pixels, and an entry
/// unused for more than 100 ms is evicted. When a new entry does not fit, the least recently
/// used ones go first (an assumption: the talk gives the limit, not the policy); one larger
/// than the whole cache is never kept, so it misses every frame.
struct RasterCache: Sendable {
  struct Entry: Sendable {
    var signature: Int
    var pixels: Int
    var lastUsed: Micros
  }

  private(set) var entries: [String: Entry] = [:]

  /// Drops entries unused for longer than `GPUCosts.rasterEvictAfter` before `time`.
  mutating func evict(before time: Micros) {
    entries = entries.filter { time - $0.value.lastUsed <= GPUCosts.rasterEvictAfter }
  }

  /// Whether layer `name` with subtree `signature` is cached; a miss stores it (if it fits
  /// in `budget` pixels). Either way the entry counts as used at `time`.
  mutating func lookUp(
    _ name: String, signature: Int, pixels: Int, at time: Micros, budget: Int
  ) -> Bool {
    if var entry = entries[name], entry.signature == signature {
      entry.lastUsed = time
      entries[name] = entry
      return true
    }
    entries[name] = nil
    guard pixels <= budget else { return false }
    var used = entries.values.reduce(0) { $0 + $1.pixels }
    while used + pixels > budget,
      let oldest = entries.min(by: { ($0.value.lastUsed, $0.key) < ($1.value.lastUsed, $1.key) })
    {
      used -= oldest.value.pixels
      entries[oldest.key] = nil
    }
    entries[name] = Entry(signature: signature, pixels: pixels, lastUsed: time)
    return false
  }
}
