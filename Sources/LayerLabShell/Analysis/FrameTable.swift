import LayerLab

/// `frames [from T] [to T]`: one row per vsync, a readable subset of `export frames`.
///
/// Milliseconds with three decimals and no unit in the cells, so the table right-aligns them
/// and csv/json modes stay numbers; the unit is in the header.
struct FrameTable {
  /// The most rows printed in table mode: the terminal is for reading, `export frames` for
  /// everything.
  static let maxRows = 2000

  static let header = [
    "frame", "vsync_ms", "tick", "main_busy_ms", "on_screen", "new", "hitch_ms", "hitch",
    "buffers", "blank_pct",
  ]

  /// The rows whose vsync lies in (from, to]; refuses a window that is empty or starts past
  /// the session's end (`now`).
  static func rows(_ all: [FrameRow], from: Micros?, to: Micros?, now: Micros)
    throws(ShellError) -> [FrameRow]
  {
    if let from, let to, from > to {
      throw ShellError(
        "frames window is empty: from \(VirtualDuration.format(from)) is after to "
          + "\(VirtualDuration.format(to)); pass from earlier than to")
    }
    if let from, from > now {
      throw ShellError(
        "frames from \(VirtualDuration.format(from)) is beyond the session's end "
          + "(\(Format.ms(now))); pass an earlier from, or run further first")
    }
    // A row at vsync V covers the interval before V (`StatsWindow`'s rule): `from T` starts
    // after T, so a signpost begun at a vsync does not take that vsync's frame, made before it.
    return all.filter { row in
      StatsWindow.covers(row.vsync, from: from ?? 0, to: to ?? .max)
    }
  }

  /// A row's cells, in `header` order.
  static func cells(_ row: FrameRow) -> [String] {
    let hitch = row.appeared?.hitch ?? .none
    return [
      String(row.frame), number(row.vsync), row.tick.rawValue, number(row.mainBusy),
      String(row.shows), row.newCommit ? "yes" : "", number(row.appeared?.hitchTime ?? 0),
      hitch.rawValue, row.appeared.map { String($0.buffers) } ?? "",
      row.blank.blankPixels > 0 ? Stats.tenths(row.blank.percent) : "",
    ]
  }

  /// Microseconds as milliseconds with three decimals, no unit: `16666` → `16.666`.
  static func number(_ us: Micros) -> String {
    let text = Format.ms(us)
    return text.hasSuffix(" ms") ? String(text.dropLast(3)) : text
  }
}
