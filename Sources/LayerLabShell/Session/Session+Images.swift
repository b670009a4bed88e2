import LayerLab

/// `images …` (the pipeline's settings and state) and `trace images`.
extension Session {
  /// The keys `images` takes, for messages and completion.
  static let imageKeys = ["dir", "cache", "latency", "bandwidth", "check", "memory", "disk"]

  /// `images` alone prints the settings and the caches; `images key=value …` changes them
  /// (all checked before any is applied).
  func images(_ pairs: [(key: String, value: Word)]) throws(ShellError) {
    guard !pairs.isEmpty else {
      printImageState()
      return
    }
    var settings = engine.images.settings
    var directory = imageLibrary.directory
    var cache = imageDiskCache.directory
    for (key, word) in pairs {
      let text = word.text
      switch key {
      case "dir":
        if text.isEmpty {
          directory = nil
        } else {
          let path = try confine(resolve(text, from: currentLocation), for: "use the image folder")
          try ImageLibrary.checkFolder(path)
          directory = path
        }
      case "cache":
        if text.isEmpty {
          cache = nil
        } else {
          let path = try confine(resolve(text, from: currentLocation), for: "use the cache folder")
          try ImageDiskCache.check(path)
          cache = path
        }
      case "latency":
        settings.latency = try VirtualDuration.parse(text)
        guard settings.latency <= 60_000_000 else {
          throw ShellError("latency at most 60s")
        }
      case "bandwidth":
        settings.bandwidth = try IntValue.parse(text, name: "bandwidth", range: 1...1_000_000_000)
      case "check":
        guard text == "url" || text == "none" else {
          throw ShellError(
            "bad value '\(text)' for 'check' (url: drop a download the view no "
              + "longer wants; none: set it anyway, as ADImageView does)")
        }
        settings.checksURL = text == "url"
      case "memory":
        settings.memoryLimit = try IntValue.parse(text, name: "memory", range: 0...(1 << 30))
      case "disk":
        settings.diskLimit = try IntValue.parse(text, name: "disk", range: 0...(1 << 32))
      default:
        let hint = Suggest.closest(to: key, among: Session.imageKeys).map {
          "did you mean '\($0)'? "
        }
        throw ShellError(
          "'images' has no setting '\(key)'; \(hint ?? "")(one of: "
            + Session.imageKeys.joined(separator: ", ") + ")")
      }
    }
    imageLibrary.directory = directory
    imageDiskCache.directory = cache
    engine.images.apply(settings)
    // One narration line, as `pool` and `device` say what they set: the settings table in the
    // middle of a script's CSV output (and under -q) was noise; bare `images` prints it.
    narrate(
      "  images: "
        + pairs.map { "\($0.key)=\($0.value.text.isEmpty ? "''" : $0.value.text)" }
        .joined(separator: " ") + " ('images' shows every setting and the caches)")
  }

  func printImageState() {
    let s = engine.images.settings
    let memory = engine.images.memoryCache
    let disk = engine.images.diskCache
    let rows: [[String]] = [
      ["dir", imageLibrary.directory ?? "(none: only http(s) URLs, which are generated)"],
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
      ["memory cache", Session.cache(memory)],
      [
        "disk cache",
        Session.cache(disk) + " (a read costs \(Format.ms(s.diskLatency)) "
          + "+ \(Format.bytes(s.diskBandwidth))/s on main)",
      ],
      ["cache files", imageDiskCache.directory.map { "in \($0)" } ?? "none (images cache=DIR)"],
      ["requests", Session.requests(engine.recording.fetches)],
      ["outcomes", Session.outcomes(engine.recording.fetches)],
    ]
    printTable(header: ["images", "value"], rows: rows)
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

  /// `trace images`: one row per image request.
  func printImageTrace() {
    let rows = engine.recording.fetches.map(\.fields)
    guard !rows.isEmpty || settings.mode != .table else {
      out("no image fetches yet")
      return
    }
    printTable(header: ImageFetchRecord.columns, rows: rows)
  }
}
