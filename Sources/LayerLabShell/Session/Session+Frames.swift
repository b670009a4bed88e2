import LayerLab

/// `frames`: the frame view.
extension Session {
  /// `frames [from T] [to T]`: one row per vsync in the window, at most
  /// `FrameTable.maxRows` of them in table mode.
  func printFrames(from: Micros?, to: Micros?) throws(ShellError) {
    let rows = try FrameTable.rows(engine.frameRows, from: from, to: to, now: engine.now)
    guard settings.mode == .table else {
      printTable(header: FrameTable.header, rows: rows.map(FrameTable.cells))
      return
    }
    guard !rows.isEmpty else {
      out(
        engine.recording.frames.isEmpty
          ? "no frames yet; run something first (e.g. 'run until idle')"
          : "no vsync in that window; 'frames' with no window lists them all")
      return
    }
    let shown = rows.prefix(FrameTable.maxRows)
    if shown.count < rows.count {
      let next = rows[shown.count]
      out(
        "(the first \(shown.count) of \(rows.count) frames; \(rows.count - shown.count) left "
          + "out: narrow the window, e.g. 'frames from \(VirtualDuration.format(next.vsync))')")
    }
    printTable(header: FrameTable.header, rows: shown.map(FrameTable.cells))
  }
}
