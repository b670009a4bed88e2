import LayerLab

/// `.read`, `.echo`, `.quiet`, `.bail` and `.show`: running scripts and the shell's settings.
enum ScriptCommands: StatementFamily {
  case read(String)
  case echo(Bool)
  case quiet(Bool)
  case bail(Bool)
  case showSettings

  static let keywords = [".read", ".echo", ".quiet", ".bail", ".show"]

  static let help = [
    StatementHelp(
      name: ".read", group: .shell, usage: ".read FILE",
      summary: "run a script (relative to the including file)",
      example: ".read Sessions/sentinel.lab", aliases: ["read"]),
    StatementHelp(
      name: ".echo", group: .shell, usage: ".echo on|off",
      summary: "print each line before its output", example: ".echo on"),
    StatementHelp(
      name: ".quiet", group: .shell, usage: ".quiet on|off",
      summary: "results only on stdout (tables, CSV, JSON, values): no event transcript, no "
        + "'ran …', 'wrote …' or 'saved …' lines, like sqlite3 -batch; '-q' sets it",
      example: ".quiet on"),
    StatementHelp(
      name: ".bail", group: .shell, usage: ".bail on|off",
      summary: "stop a script at its first error (on by default)", example: ".bail off"),
    StatementHelp(
      name: ".show", group: .shell, usage: ".show", summary: "every setting",
      example: ".show"),
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> ScriptCommands {
    switch words.head {
    case ".read": return .read(try words.single(".read FILE"))
    case ".echo": return .echo(try words.onOff(".echo on|off"))
    case ".quiet": return .quiet(try words.onOff(".quiet on|off"))
    case ".bail": return .bail(try words.onOff(".bail on|off"))
    default:
      try words.none(".show")
      return .showSettings
    }
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    guard words.count == 1 else { return [] }
    switch words.first {
    case ".read": return completer.paths(word)
    case ".show": return []
    default: return ["on", "off"]
    }
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    switch self {
    case .read(let path): return try Self.read(path, from: location, in: session)
    case .echo(let on): session.settings.echo = on
    case .quiet(let on): session.settings.quiet = on
    case .bail(let on): session.settings.bail = on
    case .showSettings: Self.printSettings(in: session)
    }
    return .ok
  }

  /// `.read FILE`: runs a script; a relative path is relative to the including file.
  static func read(_ path: String, from location: Location, in session: Session)
    throws(ShellError) -> Session.Outcome
  {
    let resolved = try session.paths.confine(FilePaths.resolve(path, from: location), for: "read")
    try session.nesting.checkNesting(".read")
    let text = try ScriptFile.read(resolved, within: session.paths.safeRoots)
    session.nesting.readDepth += 1
    defer { session.nesting.readDepth -= 1 }
    return session.runScript(text, name: resolved)
  }

  /// `.show`: every setting, one per line.
  static func printSettings(in session: Session) {
    let engine = session.engine
    let settings = session.settings
    let rows = [
      ["clock", engine.clock.rawValue],
      ["device", engine.device.name],
      ["promotion", engine.device.promotionOptIn ? "on" : "off"],
      ["pool", engine.pool.rawValue],
      ["cpuclock", engine.cpuClock.rawValue],
      ["seed", String(settings.seed)],
      ["echo", settings.echo ? "on" : "off"],
      ["quiet", settings.quiet ? "on" : "off"],
      ["bail", settings.bail ? "on" : "off"],
      ["mode", settings.mode.rawValue],
      ["headers", settings.headers ? "on" : "off"],
      ["timer", settings.timer ? "on" : "off"],
      ["output", session.outputDescription],
    ]
    session.printTable(header: ["setting", "value"], rows: rows)
  }
}
