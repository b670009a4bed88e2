import LayerLab

/// `images [DIR] [key=value …]`: the image pipeline's settings, or (bare) its state.
struct ImagesStatement: StatementFamily {
  var pairs: [(key: String, value: Word)]

  static let keywords = ["images"]

  static let help = [
    StatementHelp(
      name: "images", group: .settings,
      usage:
        "images [DIR|dir=DIR] [cache=DIR] [latency=D] [bandwidth=B/S] [check=url|none] [memory=N] "
        + "[disk=N]",
      summary: "the image pipeline (AsyncDraw's): the folder file URLs are found in (it must "
        + "exist; http(s) URLs are generated), where the disk cache's files go, the modelled network (at most 6 "
        + "downloads), the memory and disk caches' bytes, and whether a finished download checks "
        + "its view still wants it; alone, the settings and cache hit rates",
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
    return words.last?.hasSuffix("=") == true ? [] : Session.imageKeys.map { $0 + "=" }
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    try session.images(pairs)
    return .ok
  }
}
