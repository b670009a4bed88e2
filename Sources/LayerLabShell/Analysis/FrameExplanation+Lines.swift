import LayerLab

/// `explain frame N`: a few lines, from what the frame showed to what made it late and what
/// would fix it.
extension FrameExplanation {
  /// The most spans one explanation lists as the heaviest work.
  static let maxListed = 4

  /// The explanation of vsync `index`'s frame; a one-line error for a vsync not kept.
  func lines(for index: Int64) throws(ShellError) -> [String] {
    let lines = try timingLines(for: index)
    guard let frame = engine.recording.frames.first(where: { $0.index == index }) else {
      return lines
    }
    return lines + blankLines(frame)
  }

  /// When and why the frame appeared (or none did).
  private func timingLines(for index: Int64) throws(ShellError) -> [String] {
    // Only frames every record store still covers (`Engine.completeSince`).
    let since = engine.completeSince
    let frames =
      since == 0 ? engine.recording.frames : engine.recording.frames.filter { $0.time > since }
    guard let first = frames.first, let last = frames.last else {
      throw ShellError("no frames yet; run something first (e.g. 'run until idle')")
    }
    guard index >= first.index, index <= last.index,
      let frame = frames.first(where: { $0.index == index })
    else {
      throw ShellError(
        "no frame \(index): the frames kept are \(first.index) to \(last.index)"
          + (since > 0 ? " (older ones were dropped past the trace limits)" : "")
          + "; 'frames' lists them")
    }
    let head = "frame \(index) at \(Format.ms(frame.time))"
    guard frame.appeared != nil, let record = shown[index] else {
      let row = engine.frameRows.first { $0.frame == index }
      return [head + ": no new frame; " + stillShows(frame)] + idle(frame, row: row)
    }
    let late = "commit \(record.commit) expected at vsync \(record.expected), presented at \(index)"
    switch record.hitch {
    case .none:
      return [
        head + ": commit \(record.commit) appeared on time (begun at vsync \(record.begin), "
          + "committed at \(Format.ms(record.committedAt)), shown \(index - record.begin) "
          + "vsyncs later with \(record.buffers) buffers)"
      ]
    case .commit:
      return [head + ": commit hitch, \(Format.ms(record.hitchTime)) late (\(late))"]
        + commitLines(record)
    case .render:
      return [head + ": render hitch, \(Format.ms(record.hitchTime)) late (\(late))"]
        + renderLines(record)
    }
  }

  /// Main's part: the commit missed its deadline.
  private func commitLines(_ record: RenderRecord) -> [String] {
    let due = record.begin + 1
    var lines = [
      "  commit \(record.commit) was begun at vsync \(record.begin) "
        + "(\(Format.ms(vsync(record.begin)))) and committed at "
        + "\(Format.ms(record.committedAt)), after its deadline, vsync \(due) "
        + "(\(Format.ms(vsync(due)))); the render server took it at vsync \(record.deadline)"
    ]
    let work = work(for: record)
    lines += describe(work, across: "between begin and commit")
    lines += clockLines(record)
    let cause = groupCause(of: record)
    lines.append("  cause: " + cause.label)
    if let hint = cause.hint { lines.append("  fix: " + hint) }
    return lines
  }

  /// The render server's part: prepare or execute did not fit.
  private func renderLines(_ record: RenderRecord) -> [String] {
    let cost = record.cost
    var lines = [
      "  commit \(record.commit) was committed at \(Format.ms(record.committedAt)), in time "
        + "for vsync \(record.deadline); the render server and the GPU were late",
      "  render prepare \(Format.ms(cost.prepare)) from \(Format.ms(record.prepareStart)), "
        + "execute \(Format.ms(cost.execute)) from \(Format.ms(record.executeStart)), against "
        + "a \(Format.ms(interval)) interval; \(record.buffers) buffers",
      "  \(Format.count(cost.offscreenPasses, "offscreen pass")), "
        + "\(Format.grouped(cost.blendedPixels)) blended px of "
        + "\(Format.grouped(cost.pixelsWritten)) written, \(Format.count(cost.layers, "layer"))",
    ]
    let cause = groupCause(of: record)
    lines.append("  cause: " + cause.label)
    if let hint = cause.hint { lines.append("  fix: " + hint) }
    return lines
  }

  /// What the screen shows at a vsync with no new frame, and what is on its way.
  private func stillShows(_ frame: FrameRecord) -> String {
    let screen =
      frame.shows == 0 ? "nothing is on screen yet" : "the screen still shows commit \(frame.shows)"
    let coming = engine.recording.renders.first {
      $0.presented > frame.index && $0.committedAt < frame.time
    }
    guard let coming else { return screen }
    return screen + "; commit \(coming.commit) is in the render server, due at vsync "
      + "\(coming.presented)"
  }

  /// For a vsync with no new frame: the display link's tick, and main's work across it.
  private func idle(_ frame: FrameRecord, row: FrameRow?) -> [String] {
    let work = MainWorkReport(spans: spans, draws: draws, from: frame.time, to: frame.time + 1)
    switch row?.tick {
    case .onTime:
      return ["  the display link fired on time"]
    case .late:
      return ["  the display link fired \(Format.ms(row?.late ?? 0)) late; main was busy"]
        + describe(work, across: "across the vsync")
    case .pending:
      return ["  the display link is still due for this vsync"]
    case .missed:
      return ["  missed tick: no display-link callback for this vsync; main was busy"]
        + describe(work, across: "across the vsync")
    case nil:
      return []
    }
  }

  /// Main's turns and their heaviest work in a window, a line each.
  private func describe(_ work: MainWorkReport, across what: String) -> [String] {
    guard !work.turns.isEmpty || !work.heaviest.isEmpty else {
      return ["  main did no work \(what)"]
    }
    var lines: [String] = []
    for turn in work.turns {
      let starters = work.starters.filter { $0.turn == turn.turn }.map(\.name)
      let started = starters.isEmpty ? "" : ", started by " + starters.joined(separator: ", ")
      lines.append(
        "  \(turn.name): \(Format.ms(turn.start)) to \(Format.ms(turn.end))\(started)")
    }
    let listed = work.heaviest.prefix(FrameExplanation.maxListed).map { span in
      let time = span.end - span.start
      let sync = span.draw.flatMap { draws[$0] }.map { " (draw \($0.draw) on main)" } ?? ""
      return "\(span.name) \(Format.ms(time))\(sync)"
    }
    if !listed.isEmpty {
      lines.append("  heaviest \(what): " + listed.joined(separator: "; "))
    }
    return lines
  }
}
