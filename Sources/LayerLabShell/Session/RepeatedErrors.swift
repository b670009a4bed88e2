/// One error line and a count in place of a screenful of lines that say the same thing.
///
/// Why: one statement could print thousands of errors that differ only in a number (a
/// `repeat 9000 every 1ms new label z$i` whose later iterations meet the views limit), or
/// the same line once per level (a file that compares itself failed at every one of 16
/// levels). The first line says what went wrong; the count says how often.
enum RepeatedErrors {
  /// The line that stands for `count` more errors like the one before it.
  static func countLine(_ count: Int) -> String {
    "… and \(count) more like it"
  }

  /// When the last of `lines` (written error lines, each ending in a newline), or the last
  /// but its count line, is `message` as an error, the lines to write without that count
  /// line and how many more the count must now say (this `message` included); else nil.
  ///
  /// A `compare` whose run failed because the run's own nested compare failed with the same
  /// words uses it to add to that line's count instead of repeating the line.
  static func absorb(_ message: String, into lines: [String]) -> (lines: [String], more: Int)? {
    var kept = lines
    var more = 1
    if let last = kept.last, let count = count(in: last) {
      more += count
      kept.removeLast()
    }
    let spelled = "error: " + Location.printable(Excerpt.shorteningQuotes(in: message)) + "\n"
    guard let last = kept.last, last.hasSuffix(spelled) else { return nil }
    return (kept, more)
  }

  /// The N of a written "… and N more like it" error line.
  private static func count(in line: String) -> Int? {
    guard line.hasSuffix(" more like it\n"), let marker = line.range(of: "error: … and ")
    else { return nil }
    return Int(line[marker.upperBound...].dropLast(" more like it\n".count))
  }
}
