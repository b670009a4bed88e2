import LayerLab

/// What bare `images` prints: the pipeline's settings, caches and requests.
extension ImagesStatement {
  /// `images` alone: the settings, the folders and the caches' counts, as a table.
  static func printState(in session: Session) {
    let engine = session.engine
    let imageFiles = session.imageFiles
    let s = engine.images.settings
    let memory = engine.images.memoryCache
    let disk = engine.images.diskCache
    let rows: [[String]] = [
      ["dir", imageFiles.library.directory ?? "(none: only http(s) URLs, which are generated)"],
      ["size", "\(s.standInSide) px a side, the pictures generated for http(s) URLs"],
      [
        "network",
        "latency \(Format.ms(s.latency)), \(Format.bytes(s.bandwidth))/s, at most "
          + "\(s.maxDownloads) downloads at once",
      ],
      [
        "check",
        s.checksURL
          ? "url (a download the view no longer wants is dropped)"
          : "none (as ADImageView: a reused view can get the wrong image)",
      ],
      ["memory cache", Self.cache(memory)],
      [
        "disk cache",
        Self.cache(disk) + " (a read costs \(Format.ms(s.diskLatency)) "
          + "+ \(Format.bytes(s.diskBandwidth))/s on main)",
      ],
      [
        "cache files",
        imageFiles.diskCache.directory.map { "in \($0)" } ?? "none (images cache=DIR)",
      ],
      ["requests", Self.requests(engine.recording.fetches)],
      ["outcomes", Self.outcomes(engine.recording.fetches)],
    ]
    session.printTable(header: ["images", "value"], rows: rows)
  }

  /// "12: 5 downloads, 3 joined, 4 memory, 0 disk" — downloads are the operations.
  static func requests(_ fetches: [ImageFetchRecord]) -> String {
    let sources: [ImageFetchRecord.Source] = [.download, .joined, .memory, .disk]
    let counts = sources.map { source in fetches.filter { $0.source == source }.count }
    return "\(fetches.count): \(counts[0]) downloads, \(counts[1]) joined, \(counts[2]) memory, "
      + "\(counts[3]) disk"
  }

  /// How requests ended, most common first, ties by name; in flight ones last.
  static func outcomes(_ fetches: [ImageFetchRecord]) -> String {
    var tally: [String: Int] = [:]
    for fetch in fetches {
      tally[fetch.outcome.isEmpty ? "in flight" : fetch.outcome, default: 0] += 1
    }
    guard !tally.isEmpty else { return "none yet" }
    return tally.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
      .map { "\($0.value) \($0.key)" }.joined(separator: ", ")
  }

  private static func cache(_ lru: ByteLRU) -> String {
    "\(lru.count) images, \(Format.bytes(lru.totalBytes)) of \(Format.bytes(lru.limit)); "
      + "\(lru.hits) hits, \(lru.misses) misses, \(lru.evictions) evicted"
  }
}
