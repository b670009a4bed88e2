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
      summary: "one row per vsync (frame, vsync_ms, tick on-time/late/dropped/pending, "
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
      try session.printFrames(from: bounds.from, to: bounds.to)
    case .late: ExplainStatement.explainFrames(in: session)
    }
    return .ok
  }
}
