import OrderedCollections

/// A least-recently-used set of keys weighed in bytes: what the memory and disk caches keep.
///
/// Inserting past the limit evicts the least recently used entries first; an entry larger
/// than the whole limit is not kept at all.
public struct ByteLRU: Sendable, Equatable {
  public let limit: Int
  private var entries: OrderedDictionary<String, Int> = [:]
  public private(set) var totalBytes = 0
  public private(set) var hits = 0
  public private(set) var misses = 0
  public private(set) var evictions = 0

  public init(limit: Int) {
    self.limit = max(0, limit)
  }

  public var count: Int { entries.count }

  /// The cached keys, least recently used first.
  public var keys: [String] { Array(entries.keys) }

  /// True if `key` is cached; a hit makes it the most recently used.
  public mutating func lookup(_ key: String) -> Bool {
    guard let bytes = entries.removeValue(forKey: key) else {
      misses += 1
      return false
    }
    entries[key] = bytes
    hits += 1
    return true
  }

  /// Whether `key` is cached, without counting or touching it.
  public func contains(_ key: String) -> Bool { entries[key] != nil }

  /// Adds or refreshes `key`; returns the keys evicted to make room.
  @discardableResult
  public mutating func insert(_ key: String, bytes: Int) -> [String] {
    if let old = entries.removeValue(forKey: key) { totalBytes -= old }
    guard bytes <= limit else { return [] }
    var evicted: [String] = []
    while totalBytes + bytes > limit, let first = entries.keys.first {
      totalBytes -= entries.removeValue(forKey: first) ?? 0
      evicted.append(first)
    }
    evictions += evicted.count
    entries[key] = bytes
    totalBytes += bytes
    return evicted
  }
}
