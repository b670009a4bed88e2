/// Where a session's output goes: the destination (the executable's stdout/stderr, or a
/// test's buffers), the `.output` and `.once` files that take results instead, and the colour
/// and escaping of what reaches a terminal.
///
/// Why its own type: every statement writes through it, and the rules for redirection (the
/// innermost `.once` wins, a file that fails is dropped and reported once, a failed statement's
/// `.once` file is discarded) are one job that no statement and no other part of the session
/// needs to see. The session owns one and reports the errors it hands back, since only the
/// session knows where the statement came from.
final class OutputRouter {
  /// Where output finally goes.
  var sink: (Session.Stream, String) -> Void
  /// Colour for each stream; the executable decides it (`Style.detect`), tests keep `plain`.
  var style = Styles.plain
  /// True when results go to a terminal: control characters in them are then escaped
  /// (``TerminalText``), as errors always are.
  var escapesControlCharacters = false
  /// Where a long compare's progress line goes (``RunProgress``): set by the executable when
  /// standard error is a terminal and the run is not quiet; nil (none) otherwise.
  var progress: ((String?) -> Void)?
  /// The sticky `.output FILE`, if any.
  private(set) var outputFile: AtomicFile?
  /// A `.once FILE` waiting for the next statement.
  private var pendingOnce: AtomicFile?
  /// `.once` files in use, innermost last: a `.read` run under `.once` may set its own.
  private var onceFiles: [AtomicFile] = []

  init(sink: @escaping (Session.Stream, String) -> Void) {
    self.sink = sink
  }

  /// Sends results to the innermost `.once` file, else the `.output` file, else the sink;
  /// errors always go to the sink. A file that cannot be written any more (disk full, say) is
  /// dropped, `failed` gets the error to report, and results go back to the terminal.
  func route(_ stream: Session.Stream, _ text: String, failed: (String) -> Void) {
    guard stream == .out else {
      sink(stream, text)
      return
    }
    guard let file = onceFiles.last ?? outputFile, file.isOpen else {
      let shown = escapesControlCharacters ? TerminalText.escaped(text) : text
      sink(.out, style.out.dimmingTimeColumns(shown))
      return
    }
    do {
      try file.append(text)
    } catch {
      if outputFile === file { outputFile = nil }
      failed(
        error.message + "; '\(file.path)' is left as it was and results go to the terminal again")
      sink(.out, text)
    }
  }

  /// `text` ending in a newline.
  static func terminated(_ text: String) -> String {
    endsWithNewline(text) ? text : text + "\n"
  }

  /// True when `text` ends in a newline Character (not in "\r\n", which is one Character).
  static func endsWithNewline(_ text: String) -> Bool {
    endsWithNewline(utf8: text.utf8)
  }

  /// ``endsWithNewline(_:)`` of text given as UTF-8 (a transcript's buffer). A line feed is a
  /// Character of its own unless a carriage return comes before it (Unicode's grapheme rules
  /// GB3–GB5: only CR joins LF), so the last two bytes decide.
  static func endsWithNewline<Bytes: BidirectionalCollection<UInt8>>(utf8 bytes: Bytes) -> Bool {
    guard let last = bytes.last, last == UInt8(ascii: "\n") else { return false }
    return bytes.dropLast().last != UInt8(ascii: "\r")
  }

  /// An error line, highlighted at the word `column` characters in.
  func error(_ line: String, at column: Int) {
    sink(.err, style.err.highlightingError(line, at: column) + "\n")
  }

  /// The `.once` file set before this statement, now taken by it (nil when there is none).
  func takeOnce() -> AtomicFile? {
    let once = pendingOnce
    pendingOnce = nil
    return once
  }

  /// Runs `body` with results going to `once`.
  func sending<T>(to once: AtomicFile, _ body: () -> T) -> T {
    onceFiles.append(once)
    defer { onceFiles.removeLast() }
    return body()
  }

  /// `.output FILE` (a checked destination) or, with nil, back to stdout; the file it
  /// replaces replaces its own destination now.
  func setOutput(_ file: AtomicFile?) throws(ShellError) {
    let previous = outputFile
    outputFile = file
    try previous?.commit()
  }

  /// `.once FILE`: a second `.once` before any statement replaces the first, unused.
  func setOnce(_ file: AtomicFile) {
    pendingOnce?.discard()
    pendingOnce = file
  }

  /// Where results go now, for `.show`.
  var description: String {
    if let once = onceFiles.last { return once.path + " (this statement only)" }
    return outputFile?.path ?? "stdout"
  }

  /// Ends the redirections (see ``Session/finish(stoppedAtError:)``); returns the error to
  /// report, if any.
  func finish(stoppedAtError: Bool) -> String? {
    pendingOnce?.discard()
    pendingOnce = nil
    guard let file = outputFile else { return nil }
    outputFile = nil
    guard !stoppedAtError else {
      guard file.isOpen else { return nil }
      file.discard()
      return "'\(file.path)' is left as it was: the run stopped at an error before .output "
        + "ended, so the results sent there were dropped; fix the error and run again"
    }
    do {
      try file.commit()
    } catch {
      return error.message
    }
    return nil
  }

  /// Drops every redirection's results (see ``Session/abandon()``).
  func abandon() {
    pendingOnce?.discard()
    pendingOnce = nil
    for file in onceFiles { file.discard() }
    onceFiles = []
    outputFile?.discard()
    outputFile = nil
  }

  deinit {
    try? outputFile?.commit()
    pendingOnce?.discard()
    for file in onceFiles { try? file.commit() }
  }
}
