import LayerLab

/// `images [DIR] [key=value …]`: the image pipeline's settings, or (bare) its state.
struct ImagesStatement: StatementFamily {
  var pairs: [(key: String, value: Word)]

  static let keywords = ["images"]

  static let help = [
    StatementHelp(
      name: "images", group: .settings,
      usage:
        "images [DIR|dir=DIR] [cache=DIR] [latency=D] [bandwidth=N] [check=url|none] [memory=N] "
        + "[disk=N] [size=PX]",
      summary: "the image pipeline (AsyncDraw's): the folder file URLs are found in (it must "
        + "exist; .png and .jpg files; http(s) URLs are generated, a JPEG for a .jpg or .jpeg "
        + "url, else a PNG), where the disk cache's files go, the modelled network (at most 6 "
        + "downloads; latency a duration, bandwidth N bytes a second), the memory and disk caches' bytes, whether a finished download checks "
        + "its view still wants it, and the side of generated pictures (160 px; 1080 for "
        + "Instagram's feed width, 2048 for Twitter's large photos; a new size empties the caches); alone, the settings and cache hit rates",
      example: "images dir=Sessions/images latency=200ms bandwidth=500000 check=none")
  ]

  /// `images [DIR] [dir=DIR] [latency=D] [bandwidth=N] [check=url|none] [memory=N] [disk=N]`;
  /// a first word without `=` is the directory.
  static func parse(_ words: StatementWords) throws(ShellError) -> ImagesStatement {
    var pairs: [(key: String, value: Word)] = []
    for (index, word) in words.rest.enumerated() {
      if index == 0, word.isQuoted || !word.text.contains("=") {
        pairs.append(("dir", word))
        continue
      }
      guard let (key, value) = word.splitAtFirstUnquoted("=") else {
        throw ShellError(
          "expected key=value after 'images', got '\(word.text)' (e.g. images latency=200ms)")
      }
      pairs.append((key.text, value))
    }
    return ImagesStatement(pairs: pairs)
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    if words.last == "check=" { return ["url", "none"] }
    return words.last?.hasSuffix("=") == true ? [] : Self.imageKeys.map { $0 + "=" }
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    try apply(in: session)
    return .ok
  }

  /// The keys `images` takes, for messages and completion.
  static let imageKeys = [
    "dir", "cache", "latency", "bandwidth", "check", "memory", "disk", "size",
  ]

  /// `images` alone prints the settings and the caches; `images key=value …` changes them
  /// (all checked before any is applied).
  func apply(in session: Session) throws(ShellError) {
    let engine = session.engine
    let imageFiles = session.imageFiles
    guard !pairs.isEmpty else {
      Self.printState(in: session)
      return
    }
    var settings = engine.images.settings
    var directory = imageFiles.library.directory
    var cache = imageFiles.diskCache.directory
    for (key, word) in pairs {
      let text = word.text
      switch key {
      case "dir":
        if text.isEmpty {
          directory = nil
        } else {
          let path = try session.paths.confine(
            FilePaths.resolve(text, from: session.currentLocation), for: "use the image folder")
          try ImageLibrary.checkFolder(path)
          directory = path
        }
      case "cache":
        if text.isEmpty {
          cache = nil
        } else {
          let path = try session.paths.confine(
            FilePaths.resolve(text, from: session.currentLocation), for: "use the cache folder")
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
      case "size":
        settings.standInSide = try IntValue.parse(
          text, name: "size", range: 16...ImageAsset.maxGeneratedSide)
      default:
        let hint = Suggest.closest(to: key, among: Self.imageKeys).map {
          "did you mean '\($0)'? "
        }
        throw ShellError(
          "'images' has no setting '\(key)'; \(hint ?? "")(one of: "
            + Self.imageKeys.joined(separator: ", ") + ")")
      }
    }
    imageFiles.library.directory = directory
    imageFiles.diskCache.use(cache, within: session.paths.safeRoots)
    engine.images.apply(settings)
    // One narration line, as `pool` and `device` say what they set: the settings table in the
    // middle of a script's CSV output (and under -q) was noise; bare `images` prints it.
    session.narrate(
      "  images: "
        + pairs.map { "\($0.key)=\($0.value.text.isEmpty ? "''" : $0.value.text)" }
        .joined(separator: " ") + " ('images' shows every setting and the caches)")
  }
}
