import LayerLab

/// `explain frame N` and `explain frames`: why a frame was late, and the late frames by cause.
struct ExplainStatement: StatementFamily {
  enum Form: Equatable {
    case frame(Int64)
    /// `explain frame worst`: the latest-appearing frame of the session.
    case worst
    case frames
  }

  var form: Form

  static let keywords = ["explain"]

  static let usage = "explain frame N | explain frame worst | explain frames"

  static let help = [
    StatementHelp(
      name: "explain", group: .looking, usage: usage,
      summary: "'explain frame N': the causal chain behind vsync N's frame (which commit it "
        + "showed, its begin and deadline, the main-thread work of a commit hitch or the render "
        + "figures of a render hitch, and a fix; when main's or the workers' work between the "
        + "frame's begin and its commit ran below 90 % of peak CPU clock (DVFS, 'cpuclock'), "
        + "how much and how low; a frame that showed layers without their "
        + "contents says so, on time or not, with the blank area and the layers); "
        + "'explain frames': the late frames grouped by "
        + "cause, the most hitch time first",
      example: "explain frames")
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> ExplainStatement {
    let rest = words.rest.map(\.text)
    switch rest.first {
    case "frames" where rest.count == 1:
      return ExplainStatement(form: .frames)
    case "frame" where rest == ["frame", "worst"]:
      return ExplainStatement(form: .worst)
    case "frame" where rest.count == 2:
      let index = try IntValue.parse(rest[1], name: "frame", range: 1...Int(Int32.max))
      return ExplainStatement(form: .frame(Int64(index)))
    case "frame":
      throw ShellError(
        "usage: explain frame N (a vsync number, as 'frames' lists them) or explain frame worst")
    default:
      throw ShellError("usage: " + usage)
    }
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    words.count == 1 ? ["frame", "frames"] : []
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    switch form {
    case .frame(let index): try Self.explainFrame(index, in: session)
    case .worst:
      guard let worst = FrameExplanation(engine: session.engine).worstFrame() else {
        session.out("no late frames: every frame on time")
        return .ok
      }
      try Self.explainFrame(worst, in: session)
    case .frames: Self.explainFrames(in: session)
    }
    return .ok
  }

  /// `explain frame N`: the causal chain behind one vsync's frame.
  private static func explainFrame(_ index: Int64, in session: Session) throws(ShellError) {
    session.out(lines: try FrameExplanation(engine: session.engine).lines(for: index))
  }

  /// `explain frames` (and `frames late`): the late frames grouped by cause, the most hitch
  /// time first.
  static func explainFrames(in session: Session) {
    let engine = session.engine
    let groups = FrameExplanation(engine: engine).groups()
    guard !groups.isEmpty || session.settings.mode != .table else {
      session.out(
        engine.recording.frames.isEmpty ? "no frames yet" : "no late frames: every frame on time")
      return
    }
    session.printTable(
      header: ["cause", "frames", "hitch_ms", "worst_frame", "fix"],
      rows: groups.map { group in
        [
          group.cause.label, String(group.frames), FrameTable.number(group.hitch),
          String(group.worst), group.cause.hint ?? "",
        ]
      })
  }
}
