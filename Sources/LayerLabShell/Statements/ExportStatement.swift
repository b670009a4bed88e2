import LayerLab

/// `export KIND FILE [--from DURATION] [--to DURATION]`: the trace as CSV, a Chrome trace or
/// a timeline picture (the window is for timelines).
struct ExportStatement: StatementFamily {
  var kind: String
  var path: String
  var from: Micros?
  var to: Micros?

  static let keywords = ["export"]

  static let help = [
    StatementHelp(
      name: "export", group: .looking,
      usage: "export " + ExportKind.alternatives.joined(separator: " | "),
      summary: "write the draw records, the event log or one row per vsync (frame, vsync_us, "
        + "tick, fired_us, late_us, main_busy_us, commit_us, commit, new_commit) as CSV "
        + "(RFC 4180 quoting, LF line ends), a Chrome trace for Perfetto, a Perfetto-native "
        + "protobuf trace (open at ui.perfetto.dev: the same tracks plus cpu, memory and blank-area "
        + "counters and an Expected and an Actual frame timeline per frame, jank typed: commit "
        + "hitch = App Deadline Missed, render hitch = SurfaceFlinger CPU (render prepare late) "
        + "or GPU (render execute late) Deadline Missed, triple buffering = Buffer Stuffing, a "
        + "frame replaced at its vsync = Dropped Frame, else None), or a swimlane picture "
        + "(--from/--to DURATION for a window); atomically",
      example: "export draws draws.csv",
      // `help events` and `help images` are about those statements.
      aliases: ExportKind.allCases.map(\.rawValue))
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> ExportStatement {
    let rest = words.rest
    let usage =
      "usage: " + ExportKind.alternatives.map { "export " + $0 }.joined(separator: ", ")
      + " [--from DURATION] [--to DURATION]"
    guard rest.count >= 2, rest.count % 2 == 0 else { throw ShellError(usage) }
    var from: Micros?
    var to: Micros?
    var index = 2
    while index + 1 < rest.count {
      let value = try VirtualDuration.parseMoment(rest[index + 1].text)
      switch rest[index].text {
      case "--from": from = value
      case "--to": to = value
      default: throw ShellError(usage)
      }
      index += 2
    }
    return ExportStatement(kind: rest[0].text, path: rest[1].text, from: from, to: to)
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    switch words.count {
    case 1: return ExportKind.allCases.map(\.rawValue)
    case 2: return completer.paths(word)
    default:
      let kind = words.dropFirst().first.flatMap(ExportKind.init(rawValue:))
      return kind == .timeline ? ["--from", "--to"] : []
    }
  }

  /// `export draws|events FILE.csv`: CSV with RFC 4180's quoting and LF line ends (see
  /// `CSVWriter`), one header line, written atomically.
  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    let engine = session.engine
    let given = self.path
    let until = to
    guard let known = ExportKind(rawValue: kind) else { throw Self.unknownExport(kind) }
    if kind != "timeline", from != nil || until != nil {
      throw ShellError("--from and --to only apply to 'export timeline'")
    }
    try Self.checkExtension(kind, given)
    let path = try session.paths.outputPath(given)
    let header: [String]
    let rows: [[String]]
    switch known {
    case .chrome:
      try Self.exportChrome(to: path, in: session)
      return .ok
    case .perfetto:
      try Self.exportPerfetto(to: path, in: session)
      return .ok
    case .timeline:
      try Self.exportTimeline(to: path, from: from, until: until, in: session)
      return .ok
    case .draws:
      header = DrawRecord.columns
      rows = engine.recording.draws.map(\.fields)
    case .events:
      header = EventRecord.columns
      rows = engine.recording.events.map(\.fields)
    case .frames:
      header = FrameRow.columns
      rows = engine.frameRows.map(\.fields)
    case .images:
      header = ImageFetchRecord.columns
      rows = engine.recording.fetches.map(\.fields)
    }
    try AtomicFile.write(
      CSVWriter.document(header: header, rows: rows), to: path, within: session.paths.safeRoots)
    session.narrate("wrote \(Format.count(rows.count, known.noun)) to \(path)")
    return .ok
  }

  /// The error for an `export` of no known kind: a suggestion when one is close, and every
  /// kind with the file it writes, from ``ExportKind`` itself so a new kind is listed too.
  static func unknownExport(_ kind: String) -> ShellError {
    let kinds = ExportKind.allCases.map(\.rawValue)
    let hint = Suggest.closest(to: kind, among: kinds).map { "; did you mean '\($0)'?" } ?? ""
    let all = ExportKind.alternatives.map { "export " + $0 }.joined(separator: ", ")
    return ShellError("unknown export '\(kind)'\(hint) (one of: \(all))")
  }
}
