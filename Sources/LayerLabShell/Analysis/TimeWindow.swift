import LayerLab

/// A stretch of the session that `stats` and `frames` read: `from T`, `to T`, both, or
/// `in NAME` for a signpost interval (the latest one of that name; an open one runs to now).
struct TimeWindow: Equatable {
  var from: Micros?
  var to: Micros?
  var signpost: String?

  static let usage = "[from DURATION] [to DURATION] | in SIGNPOST"

  var isWhole: Bool { from == nil && to == nil && signpost == nil }

  /// Reads the window words; `statement` names the statement in errors.
  static func parse(_ words: [String], statement: String) throws(ShellError) -> TimeWindow {
    let usage =
      statement == "frames"
      ? "usage: " + FramesStatement.usage : "usage: \(statement) \(TimeWindow.usage)"
    if words.count == 2, words[0] == "in" {
      return TimeWindow(signpost: words[1])
    }
    guard words.count % 2 == 0 else { throw ShellError(usage) }
    var window = TimeWindow()
    var index = 0
    while index + 1 < words.count {
      let value = try VirtualDuration.parseMoment(words[index + 1])
      switch words[index] {
      case "from" where window.from == nil: window.from = value
      case "to" where window.to == nil: window.to = value
      default: throw ShellError(usage)
      }
      index += 2
    }
    if let from = window.from, let to = window.to, from > to {
      throw ShellError(
        "\(statement) window is empty: from \(VirtualDuration.format(from)) is after to "
          + "\(VirtualDuration.format(to)); pass from earlier than to")
    }
    return window
  }

  /// The window's bounds in `engine`'s session, and how to say which it is.
  func resolve(in engine: Engine) throws(ShellError) -> (from: Micros?, to: Micros?, label: String)
  {
    guard let signpost else {
      let label = [
        from.map { "from " + Format.ms($0) }, to.map { "to " + Format.ms($0) },
      ].compactMap { $0 }.joined(separator: " ")
      return (from, to, label.isEmpty ? "the whole session" : label)
    }
    guard let interval = engine.recording.signposts.intervals.last(where: { $0.name == signpost })
    else {
      throw ShellError(
        "no signpost interval '\(signpost)'; mark one with 'signpost begin \(signpost)' and "
          + "'signpost end \(signpost)'")
    }
    let end = interval.end ?? engine.now
    let open = interval.end == nil ? " (still open)" : ""
    return (
      interval.start, end,
      "in \(signpost): \(Format.ms(interval.start)) → \(Format.ms(end))\(open)"
    )
  }
}
