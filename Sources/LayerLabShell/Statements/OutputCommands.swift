import LayerLab

/// `.timer`, `.mode`, `.headers`, `.output` and `.once`: how and where results are printed.
enum OutputCommands: StatementFamily {
  case timer(Bool)
  case mode(String)
  case headers(Bool)
  case output(String?)
  case once(String)

  static let keywords = [".timer", ".mode", ".headers", ".output", ".once"]
  static let modes = OutputMode.allCases.map(\.rawValue)

  static let help = [
    StatementHelp(
      name: ".timer", group: .shell, usage: ".timer on|off",
      summary: "after each statement, print host time and virtual time, both labelled (to the "
        + "terminal, never into an .output file)",
      example: ".timer on"),
    StatementHelp(
      name: ".mode", group: .shell, usage: ".mode " + modes.joined(separator: "|"),
      summary: "how tables (trace, events, stats, show, compare) are printed; csv (RFC 4180 "
        + "quoting, LF line ends) and json print every event and no headings, json writes "
        + "all-numeric columns as numbers; stats becomes name,value,unit rows of plain numbers",
      example: ".mode csv"),
    StatementHelp(
      name: ".headers", group: .shell, usage: ".headers on|off",
      summary: "print the header row in csv mode", example: ".headers off"),
    StatementHelp(
      name: ".output", group: .shell, usage: ".output [FILE|stdout]",
      summary: "send results to FILE until a bare .output (or .output stdout), which replaces "
        + "FILE then (a run that .bail stops at an error leaves FILE as it was); errors stay on "
        + "stderr", example: ".output trace.txt"),
    StatementHelp(
      name: ".once", group: .shell, usage: ".once FILE",
      summary: "send the next statement's results to FILE (if it fails, FILE is left as it "
        + "was)", example: ".once draws.csv"),
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> OutputCommands {
    switch words.head {
    case ".timer": return .timer(try words.onOff(".timer on|off"))
    case ".headers": return .headers(try words.onOff(".headers on|off"))
    case ".mode": return .mode(try words.single(help[1].usage))
    case ".output": return .output(try words.optional(".output [FILE]"))
    default: return .once(try words.single(".once FILE"))
    }
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    guard words.count == 1 else { return [] }
    switch words.first {
    case ".mode": return modes
    case ".output": return completer.paths(word) + ["stdout"]
    case ".once": return completer.paths(word)
    default: return ["on", "off"]
    }
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    switch self {
    case .timer(let on): session.settings.timer = on
    case .mode(let mode): try Self.setMode(mode, in: session)
    case .headers(let on): session.settings.headers = on
    case .output(let path): try Self.setOutput(path, in: session)
    case .once(let path): try Self.setOnce(path, in: session)
    }
    return .ok
  }

  /// `.mode MODE`.
  static func setMode(_ mode: String, in session: Session) throws(ShellError) {
    guard let parsed = OutputMode(rawValue: mode) else {
      let modes = OutputMode.allCases.map(\.rawValue)
      let list = modes.dropLast().joined(separator: ", ") + " or " + (modes.last ?? "")
      throw ShellError("unknown mode '\(mode)' (use \(list))")
    }
    session.settings.mode = parsed
  }

  /// `.output FILE` sends results to FILE until a bare `.output` (or `.output stdout`), as in
  /// sqlite3. The destination is checked now, so a bad path is reported at once and changes
  /// nothing; results are written to a temporary file that replaces FILE when the redirection
  /// ends (``AtomicFile``), so a failed write never leaves a half-written FILE or loses the
  /// old one; if `.bail on` stops the run at an error first, FILE is left as it was
  /// (``Session/finish(stoppedAtError:)``). Errors stay on stderr.
  static func setOutput(_ path: String?, in session: Session) throws(ShellError) {
    guard let path, path != "stdout" else {
      try session.router.setOutput(nil)
      return
    }
    try session.router.setOutput(
      try AtomicFile(
        replacing: try session.paths.outputPath(path), within: session.paths.safeRoots))
  }

  /// `.once FILE`: the next statement's results (all of them, including those of a `.read`)
  /// go to FILE, which they replace when that statement ends — if it succeeded; a failed one
  /// leaves FILE as it was. Then results go back where they went before. A second `.once`
  /// before any statement replaces the first, unused.
  static func setOnce(_ path: String, in session: Session) throws(ShellError) {
    session.router.setOnce(
      try AtomicFile(
        replacing: try session.paths.outputPath(path), within: session.paths.safeRoots))
  }
}
