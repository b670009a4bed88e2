import LayerLab

/// `save NAME|screen FILE.png` and `save screen OVERLAY FILE.png`: a layer's contents, or
/// the screen (optionally under a debug overlay), as PNG.
struct SaveStatement: StatementFamily {
  var name: String
  var path: String
  var overlay: ScreenOverlay?

  static let keywords = ["save"]

  static let help = [
    StatementHelp(
      name: "save", group: .looking, usage: "save NAME|screen FILE.png",
      summary: "write a layer's contents, or the screen as the last vsync showed it (blank "
        + "layers show the page), as PNG at device scale (atomically)",
      example: "save title title.png"),
    StatementHelp(
      name: "screen", group: .looking,
      usage: "save screen [blended|offscreen|misaligned|blank] FILE.png",
      summary: "the screen with a debug overlay, as the Core Animation instrument colours it: "
        + "blended (green opaque, red blended, deeper red for deeper stacks), offscreen "
        + "(yellow per offscreen pass, darker where they stack), misaligned (yellow scaled "
        + "contents, magenta off the pixel grid); blank (blue over layers that should show "
        + "content and show none or a placeholder: what 'stats' counts as blank area)",
      example: "save screen blended blended.png",
      aliases: ["blended", "offscreen", "misaligned", "blank", "overlay"]),
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> SaveStatement {
    let rest = words.rest.map(\.text)
    if rest.count == 3, rest[0] == "screen" {
      guard let overlay = ScreenOverlay(rawValue: rest[1]) else {
        let names = ScreenOverlay.allCases.map(\.rawValue)
        let fix =
          Suggest.closest(to: rest[1], among: names).map { "did you mean '\($0)'?" }
          ?? "use blended, offscreen, misaligned or blank"
        throw ShellError("unknown overlay '\(rest[1])'; \(fix)")
      }
      return SaveStatement(name: "screen", path: rest[2], overlay: overlay)
    }
    if rest.count == 2, rest[0] == "screen", let overlay = ScreenOverlay(rawValue: rest[1]) {
      throw ShellError("usage: save screen \(overlay.rawValue) FILE.png (name the file to write)")
    }
    guard rest.count == 2 else {
      throw ShellError(
        "usage: save NAME FILE.png (or save screen [blended|offscreen|misaligned|blank] FILE.png)")
    }
    return SaveStatement(name: rest[0], path: rest[1])
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    switch words.count {
    case 1: completer.viewNames + ["screen"]
    case 2 where words.last == "screen":
      ScreenOverlay.allCases.map(\.rawValue) + completer.paths(word)
    case 2: completer.paths(word)
    case 3 where words.dropFirst().first == "screen": completer.paths(word)
    default: []
    }
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    let given = self.path
    guard given.lowercased().hasSuffix(".png") else {
      throw ShellError("save writes PNG; name the file with .png, e.g. save \(name) \(name).png")
    }
    let path = try session.paths.outputPath(given)
    if name == "screen" {
      try Self.saveScreen(to: path, overlay: overlay, in: session)
      return .ok
    }
    let view = try session.lookUp(name)
    guard let contents = view.layer.contents else {
      throw ShellError(
        "'\(name)' has no contents yet; run until idle first (or its draw was cleared)")
    }
    let bitmap = contents.bitmap
    guard try Self.writePNG(bitmap, to: path, in: session) else {
      throw ShellError("'\(name)' contents were not drawn by Pango/Cairo; nothing to save")
    }
    session.narrate(
      "saved \(name) (draw \(contents.draw), \(bitmap.pixelWidth)x\(bitmap.pixelHeight) px) to \(path)"
    )
    return .ok
  }

  /// Writes a bitmap the renderer drew as a PNG file; false (nothing written) when the
  /// renderer did not draw it (a test double's), so the caller can say whose it is.
  static func writePNG(_ bitmap: any Bitmap, to path: String, in session: Session)
    throws(ShellError) -> Bool
  {
    let bytes: [UInt8]?
    do {
      bytes = try session.engine.renderer.pngData(of: bitmap)
    } catch {
      throw ShellError(error.message)
    }
    guard let bytes else { return false }
    try AtomicFile.write(bytes, to: path, within: session.paths.safeRoots)
    return true
  }
}
