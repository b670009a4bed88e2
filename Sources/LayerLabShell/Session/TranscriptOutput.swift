import LayerLab

/// Transcript lines written into one buffer of UTF-8, each ended by a newline unless its last
/// character is one (as `Session.out(lines:)` ends a line).
struct TranscriptOutput {
  private var bytes: [UInt8] = []
  /// Where the line being written begins in `bytes`.
  private var lineStart = 0

  /// The text, as one string.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Begins an event's line: its time right-aligned in twelve columns, two blanks, two more
  /// for each `level`, and a worker thread's name in brackets.
  mutating func start(_ event: EventRecord, level: Int) {
    lineStart = bytes.count
    append(Format.ms(event.time, padTo: 12))
    for _ in 0..<(2 + 2 * level) { bytes.append(UInt8(ascii: " ")) }
    // The thread's name is read back (a lock on the name table) only for worker lines.
    guard !event.isOnMain else { return }
    let thread = event.thread
    guard !thread.isEmpty else { return }
    bytes.append(UInt8(ascii: "["))
    append(thread)
    bytes.append(UInt8(ascii: "]"))
    bytes.append(UInt8(ascii: " "))
  }

  mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Ends the line begun: a newline unless its last character is one.
  mutating func end() {
    if !OutputRouter.endsWithNewline(utf8: bytes[lineStart...]) {
      bytes.append(UInt8(ascii: "\n"))
    }
  }

  /// An event's line of `text`.
  mutating func line(_ event: EventRecord, level: Int, _ text: String) {
    start(event, level: level)
    append(text)
    end()
  }

  /// A line of its own (a turn's header).
  mutating func line(_ text: String) {
    lineStart = bytes.count
    append(text)
    end()
  }
}
