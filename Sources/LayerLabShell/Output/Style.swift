/// Whether one output stream may carry ANSI colour, and the few decorations the shell uses.
///
/// Colour is a terminal nicety and a hazard everywhere else: escape codes in a pipe, a file or
/// a golden transcript are noise that breaks `diff`, `grep` and CSV readers. So the decision is
/// made per stream by the executable, which alone knows whether stdout and stderr are terminals
/// (``detect(isTerminal:environment:)``), and everything else — tests, pipes, `.output`
/// files — sees ``plain``, under which every method returns its input unchanged.
public struct Style: Sendable, Equatable {
  /// Whether decorations are emitted at all.
  public var colors: Bool

  public init(colors: Bool) {
    self.colors = colors
  }

  /// No escape codes, ever: the default for a `Session`.
  public static let plain = Style(colors: false)

  /// The style for a stream: colour only on a terminal, never when `NO_COLOR` is set to a
  /// non-empty value (no-color.org), and never for `TERM=dumb` or an unset `TERM` (a terminal
  /// that did not say what it understands gets nothing it might print literally).
  public static func detect(isTerminal: Bool, environment: [String: String]) -> Style {
    guard isTerminal else { return .plain }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
    guard let term = environment["TERM"], !term.isEmpty, term != "dumb" else { return .plain }
    return Style(colors: true)
  }

  static let reset = "\u{1B}[0m"

  /// `text` in bold red, for the word `error:`.
  public func red(_ text: String) -> String {
    colors ? "\u{1B}[1;31m" + text + Style.reset : text
  }

  /// `text` dimmed, for what the eye should skip over (the time column of transcripts).
  public func dim(_ text: String) -> String {
    colors ? "\u{1B}[2m" + text + Style.reset : text
  }

  /// An error line with its `error:` word in red. `prefixLength` is where that word starts
  /// (in Characters): after `layerlab:FILE:LINE: `, which may itself contain `error:`, so the
  /// caller, which built the line, says where it is rather than this searching for it.
  func highlightingError(_ line: String, at prefixLength: Int) -> String {
    guard colors, prefixLength >= 0, line.count >= prefixLength + 6 else { return line }
    let start = line.index(line.startIndex, offsetBy: prefixLength)
    let end = line.index(start, offsetBy: 6)
    guard line[start..<end] == "error:" else { return line }
    return String(line[..<start]) + red("error:") + String(line[end...])
  }

  /// `text` with the time column of transcript lines dimmed. A transcript line starts with a
  /// virtual time right-aligned in 12 columns (wider past 100 s) and two blanks
  /// (`    0.262 ms  input: …`, see `Transcript`); other lines pass through untouched.
  func dimmingTimeColumns(_ text: String) -> String {
    guard colors else { return text }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for index in lines.indices {
      guard let width = Style.timeColumnWidth(lines[index]) else { continue }
      let line = lines[index]
      let split = line.index(line.startIndex, offsetBy: width)
      lines[index] = dim(String(line[..<split])) + String(line[split...])
    }
    return lines.joined(separator: "\n")
  }

  /// How many Characters the time column of `line` takes, if it starts with one:
  /// `Format.pad(Format.ms(t), 12) + "  "`, that is blanks, an optional `-`, digits, `.`,
  /// three digits and ` ms`, at least 12 Characters in all, then two blanks.
  static func timeColumnWidth(_ line: String) -> Int? {
    let scalars = Array(line.unicodeScalars.prefix(40))
    func isDigit(_ i: Int) -> Bool { i < scalars.count && ("0"..."9").contains(scalars[i]) }
    var i = 0
    while i < scalars.count, scalars[i] == " " { i += 1 }
    if i < scalars.count, scalars[i] == "-" { i += 1 }
    let digits = i
    while isDigit(i) { i += 1 }
    guard i > digits, i < scalars.count, scalars[i] == "." else { return nil }
    guard isDigit(i + 1), isDigit(i + 2), isDigit(i + 3) else { return nil }
    i += 4
    let rest = scalars[i...].prefix(5).map { Character($0) }
    guard i + 3 >= 12, String(rest) == " ms  " else { return nil }
    return i + 3
  }
}

/// The styles of a session's two streams, decided separately: `layerlab 2>errors.txt` on a
/// terminal still gets colour on stdout and none in the file.
public struct Styles: Sendable, Equatable {
  /// Results (`Session.Stream.out`) when they go to the terminal, not to a `.output` file.
  public var out: Style
  /// Errors (`Session.Stream.err`).
  public var err: Style

  public init(out: Style, err: Style) {
    self.out = out
    self.err = err
  }

  /// Both streams plain.
  public static let plain = Styles(out: .plain, err: .plain)
}
