import LayerLab

/// `frames [from T] [to T]` and `frames late`: one row per vsync, or the late frames by cause.
struct FramesStatement: StatementFamily {
  enum Form: Equatable {
    case window(from: Micros?, to: Micros?)
    /// `frames late`, another name for `explain frames`.
    case late
  }

  var form: Form

  static let keywords = ["frames"]

  static let usage = "frames [from DURATION] [to DURATION] | frames late"

  static let help = [
    StatementHelp(
      name: "frames", group: .looking, usage: usage,
      summary: "one row per vsync (frame, vsync_ms, tick on-time/late/dropped/pending, "
        + "main_busy_ms, on_screen commit, new frame, hitch_ms and kind none/commit/render, "
        + "buffers), at most \(FrameTable.maxRows) in a table; 'frames late' is 'explain frames'",
      example: "frames from 100ms to 250ms")
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> FramesStatement {
    let rest = words.rest.map(\.text)
    if rest == ["late"] { return FramesStatement(form: .late) }
    guard rest.count % 2 == 0 else { throw ShellError("usage: " + usage) }
    var from: Micros?
    var to: Micros?
    var index = 0
    while index + 1 < rest.count {
      let value = try VirtualDuration.parse(rest[index + 1])
      switch rest[index] {
      case "from" where from == nil: from = value
      case "to" where to == nil: to = value
      default: throw ShellError("usage: " + usage)
      }
      index += 2
    }
    return FramesStatement(form: .window(from: from, to: to))
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    switch words.count {
    case 1: return ["from", "to", "late"]
    case 3: return words.contains("to") ? ["from"] : ["to"]
    default: return []
    }
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    switch form {
    case .window(let from, let to): try session.printFrames(from: from, to: to)
    case .late: session.explainFrames()
    }
    return .ok
  }
}
