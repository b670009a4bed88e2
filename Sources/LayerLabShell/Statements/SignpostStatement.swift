import LayerLab

/// `signpost begin NAME`, `signpost end NAME`, `signpost NAME`: points of interest, like
/// os_signpost, that `stats`, `frames`, `events` and `trace` can take as a window (`in NAME`).
struct SignpostStatement: StatementFamily {
  var name: String
  var phase: SignpostRecord.Phase

  static let keywords = ["signpost"]

  static let usage = "signpost begin NAME | signpost end NAME | signpost NAME"

  static let help = [
    StatementHelp(
      name: "signpost", group: .time, usage: usage,
      summary: "mark main's current time, like os_signpost: an interval's begin or end, or an "
        + "instant; shown in the transcript, in 'export chrome' (Points of Interest), "
        + "in 'export timeline' (a signposts lane) and usable as a window: "
        + "'stats in NAME', 'frames in NAME'",
      example: "signpost begin scroll")
  ]

  /// The longest signpost name.
  static let maxName = 64

  static func parse(_ words: StatementWords) throws(ShellError) -> SignpostStatement {
    let rest = words.rest.map(\.text)
    let (phase, name): (SignpostRecord.Phase, String?)
    switch rest.count {
    case 1: (phase, name) = (.event, rest.first)
    case 2 where rest[0] == "begin": (phase, name) = (.begin, rest[1])
    case 2 where rest[0] == "end": (phase, name) = (.end, rest[1])
    default: throw ShellError("usage: " + usage)
    }
    guard let name, !name.isEmpty, name.count <= maxName,
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." })
    else {
      throw ShellError(
        "bad signpost name '\(Excerpt.of(rest.last ?? ""))'; use up to \(maxName) letters, "
          + "digits, '-', '_' or '.'")
    }
    if phase == .event, ["begin", "end"].contains(name) { throw ShellError("usage: " + usage) }
    return SignpostStatement(name: name, phase: phase)
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    words.count == 1 ? ["begin", "end"] : []
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    let since = session.engine.recording.nextEventSeq
    try session.model { () throws(ModelError) in
      try session.engine.signpost(name, phase: phase)
    }
    session.printEvents(since: since)
    return .ok
  }
}
