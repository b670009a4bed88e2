import LayerLab

/// `frames [from T] [to T]` and `frames late`: one row per vsync, or the late frames by cause.
struct FramesStatement: StatementFamily {
  enum Form: Equatable {
    case window(TimeWindow)
    /// `frames late`, another name for `explain frames`.
    case late
  }

  var form: Form

  static let keywords = ["frames"]

  static let usage = "frames [from DURATION] [to DURATION] | frames in SIGNPOST | frames late"

  static let help = [
    StatementHelp(
      name: "frames", group: .looking, usage: usage,
      summary: "one row per vsync (frame, vsync_ms, tick on-time/late/missed/pending, "
        + "main_busy_ms, on_screen commit, new frame, hitch_ms and kind none/commit/render, "
        + "buffers, blank_pct: the share of the screen showing layers without their contents), "
        + "at most \(FrameTable.maxRows) in a table; 'frames late' is 'explain frames'",
      example: "frames in scroll")
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> FramesStatement {
    let rest = words.rest.map(\.text)
    if rest == ["late"] { return FramesStatement(form: .late) }
    return FramesStatement(form: .window(try TimeWindow.parse(rest, statement: "frames")))
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    switch words.count {
    case 1: return ["from", "to", "in", "late"]
    case 3: return words.contains("to") ? ["from"] : ["to"]
    default: return []
    }
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    switch form {
    case .window(let window):
      let bounds = try window.resolve(in: session.engine)
      try Self.printFrames(from: bounds.from, to: bounds.to, in: session)
    case .late: ExplainStatement.explainFrames(in: session)
    }
    return .ok
  }

  /// `frames [from T] [to T]`: one row per vsync in the window, at most
  /// `FrameTable.maxRows` of them in table mode.
  private static func printFrames(from: Micros?, to: Micros?, in session: Session)
    throws(ShellError)
  {
    let engine = session.engine
    let rows = try FrameTable.rows(engine.frameRows, from: from, to: to, now: engine.now)
    guard session.settings.mode == .table else {
      session.printTable(header: FrameTable.header, rows: rows.map(FrameTable.cells))
      return
    }
    guard !rows.isEmpty else {
      session.out(
        engine.recording.frames.isEmpty
          ? "no frames yet; run something first (e.g. 'run until idle')"
          : "no vsync in that window; 'frames' with no window lists them all")
      return
    }
    let shown = rows.prefix(FrameTable.maxRows)
    if shown.count < rows.count {
      let next = rows[shown.count]
      session.out(
        "(the first \(shown.count) of \(rows.count) frames; \(rows.count - shown.count) left "
          + "out: narrow the window, e.g. 'frames from \(VirtualDuration.format(next.vsync))')")
    }
    session.printTable(header: FrameTable.header, rows: shown.map(FrameTable.cells))
  }
}
