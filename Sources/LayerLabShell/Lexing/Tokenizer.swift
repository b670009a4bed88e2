/// One statement of a line: its words in order.
public struct Statement: Equatable, Sendable {
  /// The words; never empty when produced by ``Tokenizer``.
  public var words: [Word]
  /// The 1-based column of the statement's first word.
  public var column: Int

  /// Makes a statement from words.
  public init(words: [Word], column: Int) {
    self.words = words
    self.column = column
  }

  /// The statement written back in the statement language (see ``Word/spelling``).
  public var spelling: String {
    // Appended in place: every typed view statement is spelled for the event log.
    var out = ""
    for (index, word) in words.enumerated() {
      if index > 0 { out += " " }
      out += word.spelling
    }
    return out
  }
}

/// Splits a line of the statement language into statements and words.
///
/// The rules follow a POSIX shell closely enough that users' habits carry over, with one
/// addition for this language: colour literals such as `#333333` look like comments, so a `#`
/// only starts a comment when it is not one. Columns count Unicode scalars from 1, which equals
/// characters for ASCII and keeps a quote followed by a combining mark a quote.
public enum Tokenizer {
  /// Splits one line into statements at unquoted `;` and into words at unquoted blanks.
  ///
  /// - `"…"` and `'…'` quote; pieces written next to each other form one word (`a"b c"'d'`).
  /// - Outside single quotes a backslash escapes the next character; inside double quotes only
  ///   `\"`, `\\` and `\$` are escapes and any other backslash stays as written.
  /// - A `#` that begins a word starts a comment to the end of the line, unless the word is a
  ///   colour literal: `#` and exactly 6 or 8 hex digits, then a blank, `;`, `,`, `)` or the end,
  ///   or it follows a word ending in a bare `=` and is not followed by a blank (`x = #12` is the
  ///   bad colour `#12`, `x = #tag` the text `#tag`).
  /// - Empty statements (`;;`, blank lines, comment-only lines) are dropped.
  public static func statements(in line: String) throws(ShellError) -> [Statement] {
    var scanner = LineScanner(Array(line.unicodeScalars))
    return try scanner.run()
  }

  /// Space and tab: the characters that separate words.
  static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t"
  }

  /// Whether the `#` at `index` begins a colour literal rather than a comment.
  static func isColourLiteral(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    guard index < scalars.count, scalars[index] == "#" else { return false }
    var end = index + 1
    while end < scalars.count, scalars[end].properties.isASCIIHexDigit {
      end += 1
    }
    let digits = end - index - 1
    guard digits == 6 || digits == 8 else { return false }
    guard end < scalars.count else { return true }
    let next = scalars[end]
    return isBlank(next) || next == ";" || next == "," || next == ")"
  }
}

/// The state of one pass over a line; kept private so the rules live in one place.
private struct LineScanner {
  let scalars: [Unicode.Scalar]
  var index = 0
  var statements: [Statement] = []
  var words: [Word] = []
  /// The word being read, or nil between words.
  var current: Word?

  init(_ scalars: [Unicode.Scalar]) {
    self.scalars = scalars
  }

  /// Whether the `#` at `index` is a value: written right after a bare `=` (`x.textColor =
  /// #12`, `textColor= #GGGGGG`) and followed by more than a blank. Read as a comment it would
  /// leave the value missing; read as a value the parser can say it is a bad colour.
  func startsValue(at index: Int) -> Bool {
    guard index + 1 < scalars.count, !Tokenizer.isBlank(scalars[index + 1]),
      let part = words.last?.parts.last, part.quote == .none
    else { return false }
    return part.text.hasSuffix("=")
  }

  /// The column of the scalar at `position`.
  func column(_ position: Int) -> Int { position + 1 }

  mutating func run() throws(ShellError) -> [Statement] {
    while index < scalars.count {
      let scalar = scalars[index]
      if current == nil {
        if Tokenizer.isBlank(scalar) {
          index += 1
          continue
        }
        if scalar == "#", !Tokenizer.isColourLiteral(scalars, at: index), !startsValue(at: index) {
          break
        }
        if scalar != ";" {
          current = Word(parts: [], column: column(index))
        }
      }
      switch scalar {
      case " ", "\t":
        finishWord()
        index += 1
      case ";":
        finishStatement()
        index += 1
      case "'":
        try readSingleQuoted()
      case "\"":
        try readDoubleQuoted()
      case "\\":
        guard index + 1 < scalars.count else {
          throw ShellError("backslash at end of line; write \\\\ for a literal backslash")
        }
        append(scalars[index + 1], quote: .single, column: column(index))
        index += 2
      default:
        readBare()
      }
    }
    finishStatement()
    return statements
  }

  /// Reads a run of bare scalars, up to the next blank, `;`, quote or backslash, as one piece:
  /// appending them one by one would build a string per scalar. (A `#` is special only where
  /// a word starts, which ``run()`` has decided before it gets here.)
  mutating func readBare() {
    let start = index
    while index < scalars.count, !Self.endsBare(scalars[index]) { index += 1 }
    appendPiece(
      Self.text(of: scalars[start..<index]), quote: .none, column: column(start), keepEmpty: false)
  }

  /// The scalars as a string, written as UTF-8 in one go: appending scalar by scalar to a
  /// `String.UnicodeScalarView` cost ~270 instructions a scalar, a fifth of a statement that
  /// reads a property (callgrind, 100 000 `t.numberOfLines`).
  static func text(of scalars: ArraySlice<Unicode.Scalar>) -> String {
    let ascii = scalars.allSatisfy(\.isASCII)
    return String(unsafeUninitializedCapacity: ascii ? scalars.count : scalars.count * 4) {
      buffer in
      var at = 0
      // A Unicode.Scalar always encodes; the optional is UTF8.encode's general signature.
      for scalar in scalars {
        guard let encoded = UTF8.encode(scalar) else { continue }
        for byte in encoded {
          buffer[at] = byte
          at += 1
        }
      }
      return at
    }
  }

  /// The scalars that end a run of bare text: blanks, `;`, quotes and the backslash.
  static func endsBare(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case " ", "\t", ";", "'", "\"", "\\": true
    default: false
    }
  }

  /// Reads `'…'` starting at the opening quote; nothing inside is special.
  mutating func readSingleQuoted() throws(ShellError) {
    let start = index
    index += 1
    while index < scalars.count, scalars[index] != "'" { index += 1 }
    guard index < scalars.count else { throw unterminated("'", at: start) }
    let text = Self.text(of: scalars[(start + 1)..<index])
    index += 1
    appendPiece(text, quote: .single, column: column(start), keepEmpty: true)
  }

  /// Reads `"…"` starting at the opening quote; `\$` becomes a literal (single) piece so that
  /// substitution skips it while the rest of the quoted text is still substituted.
  mutating func readDoubleQuoted() throws(ShellError) {
    let start = index
    // Most quoted values hold no backslash: then the piece is one slice, read at once.
    var end = start + 1
    while end < scalars.count, scalars[end] != "\"", scalars[end] != "\\" { end += 1 }
    if end < scalars.count, scalars[end] == "\"" {
      appendPiece(
        Self.text(of: scalars[(start + 1)..<end]), quote: .double, column: column(start),
        keepEmpty: true)
      index = end + 1
      return
    }
    index += 1
    var text = String.UnicodeScalarView()
    var pieceColumn = column(start)
    var emitted = false
    while true {
      guard index < scalars.count else { throw unterminated("\"", at: start) }
      let scalar = scalars[index]
      if scalar == "\"" {
        index += 1
        break
      }
      if scalar == "\\", index + 1 < scalars.count,
        "\"\\$".unicodeScalars.contains(scalars[index + 1])
      {
        let escaped = scalars[index + 1]
        if escaped == "$" {
          if !text.isEmpty {
            appendPiece(String(text), quote: .double, column: pieceColumn, keepEmpty: false)
            text = String.UnicodeScalarView()
          }
          appendPiece("$", quote: .single, column: column(index), keepEmpty: false)
          emitted = true
          pieceColumn = column(index + 2)
        } else {
          text.append(escaped)
        }
        index += 2
        continue
      }
      text.append(scalar)
      index += 1
    }
    appendPiece(String(text), quote: .double, column: pieceColumn, keepEmpty: !emitted)
  }

  func unterminated(_ quote: String, at position: Int) -> ShellError {
    ShellError(
      "unterminated \(quote) quote starting at column \(column(position)); close it with \(quote)")
  }

  mutating func append(_ scalar: Unicode.Scalar, quote: WordPart.Quote, column: Int) {
    appendPiece(String(scalar), quote: quote, column: column, keepEmpty: false)
  }

  /// Adds text to the current word, merging with the previous piece when quoted the same way so
  /// that each word has one canonical shape.
  mutating func appendPiece(_ text: String, quote: WordPart.Quote, column: Int, keepEmpty: Bool) {
    guard !text.isEmpty || keepEmpty else { return }
    if current == nil {
      current = Word(parts: [], column: column)
    }
    // Mutate through optional chaining so the word's storage is not copied for every scalar.
    if let last = current?.parts.indices.last, current?.parts[last].quote == quote {
      current?.parts[last].text += text
    } else {
      current?.parts.append(WordPart(text: text, quote: quote, column: column))
    }
  }

  mutating func finishWord() {
    if let word = current {
      words.append(word)
    }
    current = nil
  }

  mutating func finishStatement() {
    finishWord()
    if let first = words.first {
      statements.append(Statement(words: words, column: first.column))
    }
    words = []
  }
}
