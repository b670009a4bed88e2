import LayerLab
import LayerLabRender

/// Writing files (`export`) and reading scripts (`.read`).
extension Session {
  /// `export draws|events FILE.csv`: CSV with RFC 4180's quoting and LF line ends (see
  /// `CSVWriter`), one header line, written atomically.
  func export(_ kind: String, to given: String, from: Micros?, until: Micros?)
    throws(ShellError)
  {
    guard let known = ExportKind(rawValue: kind) else { throw Session.unknownExport(kind) }
    if kind != "timeline", from != nil || until != nil {
      throw ShellError("--from and --to only apply to 'export timeline'")
    }
    try checkExportExtension(kind, given)
    let path = try outputPath(given)
    let header: [String]
    let rows: [[String]]
    switch known {
    case .chrome:
      try exportChrome(to: path)
      return
    case .perfetto:
      try exportPerfetto(to: path)
      return
    case .timeline:
      try exportTimeline(to: path, from: from, until: until)
      return
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
    try AtomicFile.write(CSVWriter.document(header: header, rows: rows), to: path)
    narrate("wrote \(Format.count(rows.count, known.noun)) to \(path)")
  }

  /// The error for an `export` of no known kind: a suggestion when one is close, and every
  /// kind with the file it writes, from ``ExportKind`` itself so a new kind is listed too.
  static func unknownExport(_ kind: String) -> ShellError {
    let kinds = ExportKind.allCases.map(\.rawValue)
    let hint = Suggest.closest(to: kind, among: kinds).map { "; did you mean '\($0)'?" } ?? ""
    let all = ExportKind.alternatives.map { "export " + $0 }.joined(separator: ", ")
    return ShellError("unknown export '\(kind)'\(hint) (one of: \(all))")
  }

  /// Writes `image` (a plot, a timeline) as a PNG file: the renderer encodes the bytes, ``AtomicFile`` owns the
  /// file (its checks, its temporary file, fsync and rename), as for every other output.
  static func writePNG(_ image: RenderedImage, to path: String) throws(ShellError) {
    let bytes: [UInt8]
    do {
      bytes = try image.pngData()
    } catch {
      throw ShellError(error.message)
    }
    try AtomicFile.write(bytes, to: path)
  }

  /// A path named in a script: relative to the including file's folder, as psql's `\ir`.
  func resolve(_ path: String, from location: Location) -> String {
    guard !path.hasPrefix("/"), case .file(let including, _) = location,
      let slash = including.lastIndex(of: "/")
    else { return path }
    return String(including[...slash]) + path
  }

  /// Runs a whole script, line by line; errors name the file and line. With `bail` on, the
  /// first error stops the script.
  public func runScript(_ text: String, name: String) -> Outcome {
    var result = Outcome.ok
    ScriptFile.forEachLine(text) { line, number in
      let outcome = run(line: line, at: .file(name, line: number))
      switch outcome {
      case .ok: return true
      case .failed:
        result = .failed
        return !settings.bail
      case .exit, .interrupted:
        result = outcome
        return false
      }
    }
    return result
  }
}
