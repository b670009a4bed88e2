/// One piece of a word, remembering how it was quoted.
///
/// Quoting matters after tokenizing: `$i` is substituted in unquoted and double-quoted pieces but
/// never in single-quoted ones, and the parser splits `name=value` only at an unquoted `=`. A
/// character escaped with a backslash outside double quotes (and `\$` inside them) is stored as a
/// `.single` piece, because an escape means "take this character literally", which is exactly
/// what single quotes mean.
public struct WordPart: Equatable, Sendable {
  /// How the piece was written.
  public enum Quote: Sendable {
    /// Bare text: substituted, and splittable at `=` and the like.
    case none
    /// `'…'` or a backslash escape: literal, never substituted or split.
    case single
    /// `"…"`: substituted, never split.
    case double
  }

  /// The piece's text with quotes and escapes removed.
  public var text: String
  /// How the piece was quoted.
  public var quote: Quote
  /// The 1-based column (in Unicode scalars) where the piece starts in the line: its opening
  /// quote, its backslash, or its first bare character; 0 when the piece was made by hand.
  ///
  /// Only provenance: it lets ``Word/splitAtFirstUnquoted(_:)`` give the right half an exact
  /// column, and it is ignored by `==` so hand-made expected values compare equal.
  public var column: Int

  /// Makes a piece; `column` may be left out when the piece does not come from a line.
  public init(text: String, quote: Quote, column: Int = 0) {
    self.text = text
    self.quote = quote
    self.column = column
  }

  /// Whether the text has a `$` at all: without one nothing in it can be substituted.
  var mentionsDollar: Bool { text.utf8.contains(UInt8(ascii: "$")) }

  /// Two pieces are equal when they read the same and are quoted the same, wherever they stand.
  public static func == (lhs: WordPart, rhs: WordPart) -> Bool {
    lhs.text == rhs.text && lhs.quote == rhs.quote
  }
}

/// A word of a statement: the text between blanks, made of differently quoted pieces.
///
/// `text="a b"` is one word with the pieces `text=` (bare) and `a b` (double-quoted), so the
/// parser can split it at the bare `=` and still know the value was quoted.
public struct Word: Equatable, Sendable {
  /// The pieces in order; adjacent pieces of the same kind are merged by the tokenizer.
  public var parts: [WordPart]
  /// The 1-based column (in Unicode scalars) of the word's first character in the line.
  public var column: Int

  /// Makes a word from pieces.
  public init(parts: [WordPart], column: Int) {
    self.parts = parts
    self.column = column
  }

  /// Makes a word of one bare piece, handy for building statements in code and tests.
  public init(unquoted text: String, column: Int = 1) {
    self.init(parts: [WordPart(text: text, quote: .none, column: column)], column: column)
  }

  /// The word's text with quotes and escapes removed.
  public var text: String {
    // Most words are one piece; joining would copy it.
    parts.count == 1 ? parts[0].text : parts.map(\.text).joined()
  }

  /// Whether any piece was quoted or escaped, so a parser can tell `"step"` (a string) from
  /// `step` (a keyword).
  public var isQuoted: Bool { parts.contains { $0.quote != .none } }

  /// Splits at the first `ch` in a bare piece: `text="a=b"` gives `text` and `a=b`.
  ///
  /// Returns nil when there is no bare `ch`. Either half may have no pieces (`text=` gives an
  /// empty right half whose `text` is ""), while `text=""` gives a right half with one empty
  /// double-quoted piece, so "no value" and "empty value" stay distinguishable.
  public func splitAtFirstUnquoted(_ ch: Character) -> (Word, Word)? {
    for (index, part) in parts.enumerated() {
      guard part.quote == .none, let cut = Self.firstRange(of: ch, in: part.text) else {
        continue
      }
      let scalars = part.text.unicodeScalars
      let before = String(scalars[..<cut.start])
      let after = String(scalars[cut.end...])
      // Counted only on a hit: most words have no `=` to split at (every property read).
      let afterColumn =
        part.column > 0
        ? part.column + cut.endOffset
        : column + parts[..<index].reduce(0) { $0 + $1.text.unicodeScalars.count }
          + cut.endOffset

      var left = Array(parts[..<index])
      if !before.isEmpty {
        left.append(WordPart(text: before, quote: .none, column: part.column))
      }
      var right: [WordPart] = []
      if !after.isEmpty {
        right.append(WordPart(text: after, quote: .none, column: afterColumn))
      }
      right.append(contentsOf: parts[(index + 1)...])
      return (Word(parts: left, column: column), Word(parts: right, column: afterColumn))
    }
    return nil
  }

  /// Replaces `$name` and `${name}` with `value` in bare and double-quoted pieces only.
  ///
  /// `$name` must not run on into more identifier characters, so substituting `i` leaves
  /// `$items` alone. Single-quoted and escaped pieces (`'$i'`, `\$i`, `"\$i"`) stay literal.
  public func substituting(_ name: String, with value: String) -> Word {
    guard !name.isEmpty else { return self }
    var copy = self
    for index in copy.parts.indices where copy.parts[index].quote != .single {
      copy.parts[index].text = Substitution.apply(
        copy.parts[index].text, name: name, value: value)
    }
    return copy
  }

  /// The word for iteration `i` of a `repeat`: `$(EXPR)` replaced by its value, `$i` and
  /// `${i}` by `i`, in bare and double-quoted pieces only (see ``LoopExpression``). Throws for
  /// a bad expression; `repeat` checks its body with ``LoopExpression/check(_:count:)`` first,
  /// so during the iterations it does not.
  func substitutingLoopVariable(_ i: Int) throws(ShellError) -> Word {
    var copy = self
    for index in copy.parts.indices where copy.parts[index].quote != .single {
      copy.parts[index].text = try Substitution.applyLoop(copy.parts[index].text, i: i)
    }
    return copy
  }

  /// Whether the word holds what only a `repeat` gives a value: `$i`, `${i}` or `$(…)`, in a
  /// bare or double-quoted piece.
  var usesLoopVariable: Bool {
    refers(to: "i")
      || parts.contains { part in
        part.quote != .single && part.mentionsDollar
          && zip(part.text.utf8, part.text.utf8.dropFirst()).contains {
            $0 == UInt8(ascii: "$") && $1 == UInt8(ascii: "(")
          }
      }
  }

  /// Whether the word refers to `$name` (or `${name}`) where ``substituting(_:with:)`` would
  /// replace it: in a bare or double-quoted piece.
  public func refers(to name: String) -> Bool {
    // Most words have no `$` at all: one byte scan instead of a substitution per statement.
    parts.contains { part in
      part.quote != .single && part.mentionsDollar
        && Substitution.apply(part.text, name: name, value: "") != part.text
    }
  }

  /// The word written back in the statement language, keeping each piece's quoting, so that
  /// tokenizing it gives the same text; useful for echoing a statement after substitution.
  public var spelling: String {
    guard isQuoted || parts.contains(where: { !$0.text.isEmpty }) else { return "''" }
    return Substitution.spell(parts)
  }

  /// The scalar range of the first occurrence of `ch` in `text`, compared scalar by scalar so
  /// that a combining mark after `=` cannot hide it: as indices, and the end as a count of
  /// scalars from the start (for columns).
  private static func firstRange(of ch: Character, in text: String)
    -> (start: String.Index, end: String.Index, endOffset: Int)?
  {
    let hay = text.unicodeScalars
    let needleScalars = ch.unicodeScalars
    if needleScalars.count == 1, let only = needleScalars.first, only.isASCII {
      // One ASCII scalar (`=`, the usual case) is one byte, found without decoding the text.
      let bytes = text.utf8
      guard let start = bytes.firstIndex(of: UInt8(only.value)) else { return nil }
      let end = bytes.index(after: start)
      return (start, end, hay.distance(from: hay.startIndex, to: end))
    }
    let needle = Array(needleScalars)
    let scalars = Array(hay)
    guard !needle.isEmpty, scalars.count >= needle.count else { return nil }
    for offset in 0...(scalars.count - needle.count)
    where scalars[offset..<(offset + needle.count)].elementsEqual(needle) {
      let start = hay.index(hay.startIndex, offsetBy: offset)
      let end = hay.index(start, offsetBy: needle.count)
      return (start, end, offset + needle.count)
    }
    return nil
  }
}
