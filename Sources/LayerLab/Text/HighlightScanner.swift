import Synchronization

/// Finds what VVeboLabel highlights: @mentions, #topics# and URLs.
///
/// The patterns follow VVeboLabel's: a mention is `@` and 2–30 letters (CJK included),
/// digits, `_` or `-`; a topic is `#…#` with no `#` inside; VVebo only matched t.cn and
/// weibo.com links, here any `http://` or `https://` URL counts. As regexes:
/// `@[\p{Han}A-Za-z0-9_\-]{2,30}`, `#[^#]+#`, `https?://[A-Za-z0-9./?=_%&:~+#\-]+`, each
/// matched as Swift's `Regex` matches, character by character (grapheme clusters) — so `é`
/// written as `e` and a combining accent is one character, in no ASCII class. Matches are
/// returned in the order of their start, mentions before topics before URLs at equal starts.
///
/// Why not the regexes themselves: running them was 4 % of the main thread of a fling session
/// (perf; every post's body is scanned when its cell is configured). The patterns are a
/// literal and one class each, with no backtracking that could find another match, so each is
/// a walk over the text's characters; whether a non-ASCII character is in a class is still
/// asked of `Regex` (``Classes``), once per character. The tests check the walk against the
/// regexes on generated texts.
public enum HighlightScanner {
  public static func scan(_ text: String, color: Color) -> [Highlight] {
    let units = Units(text)
    guard units.markers != 0 else { return [] }
    var found: [Highlight] = []
    func add(_ kind: Highlight.Kind, _ range: Range<Int>) {
      found.append(units.highlight(kind, range, color: color))
    }
    if units.markers & Units.at != 0 { units.matches(of: units.mention) { add(.mention, $0) } }
    if units.markers & Units.hash != 0 { units.matches(of: units.topic) { add(.topic, $0) } }
    if units.markers & Units.http != 0 { units.matches(of: units.url) { add(.url, $0) } }
    return found.enumerated().sorted { a, b in
      a.element.utf8Start != b.element.utf8Start
        ? a.element.utf8Start < b.element.utf8Start : a.offset < b.offset
    }.map(\.element)
  }
}

/// A text as the patterns see it: its characters, each with its UTF-8 end, the classes it is
/// in and, for a one-byte character, that byte.
private struct Units {
  static let at: UInt8 = 1
  static let hash: UInt8 = 2
  static let http: UInt8 = 4

  let bytes: [UInt8]
  /// Per character: the UTF-8 offset where it ends.
  private var ends: [Int] = []
  /// Per character: its byte when it is one byte (ASCII, not CR LF), else 0.
  private var literals: [UInt8] = []
  /// Per character: ``Classes`` bits.
  private var classes: [UInt8] = []
  /// Which markers the text holds (`@`, `#`, `http`): a pattern without its marker cannot
  /// match, and most posts lack most of them.
  private(set) var markers: UInt8 = 0

  init(_ text: String) {
    var http = 0
    var ascii = true
    for unit in text.utf8 {
      if unit >= 0x80 { ascii = false }
      switch unit {
      case UInt8(ascii: "@"): markers |= Self.at
      case UInt8(ascii: "#"): markers |= Self.hash
      case UInt8(ascii: "h"):
        http = 1
        continue
      case UInt8(ascii: "t") where http == 1 || http == 2:
        http += 1
        continue
      case UInt8(ascii: "p") where http == 3: markers |= Self.http
      default: break
      }
      http = 0
    }
    guard markers != 0 else {
      bytes = []
      return
    }
    bytes = Array(text.utf8)
    if ascii {
      // A byte is a character here, but for CR LF, which is in no class but `[^#]`, as
      // its two bytes each are: the matches come out the same.
      ends = Array(1...bytes.count)
      literals = bytes
      classes = bytes.map(Classes.ascii)
      return
    }
    var offset = 0
    for character in text {
      let count = character.utf8.count
      offset += count
      ends.append(offset)
      if count == 1, let byte = character.utf8.first {
        literals.append(byte)
        classes.append(Classes.ascii(byte))
      } else {
        literals.append(0)
        classes.append(Classes.of(character))
      }
    }
  }

  /// Every match of `pattern` (given a character index, the end of the match starting
  /// there), leftmost first, each search going on where the last match ended.
  func matches(of pattern: (Int) -> Int?, add: (Range<Int>) -> Void) {
    var index = 0
    while index < literals.count {
      if let end = pattern(index) {
        add(index..<end)
        index = end
      } else {
        index += 1
      }
    }
  }

  /// `@[\p{Han}A-Za-z0-9_\-]{2,30}`.
  func mention(_ start: Int) -> Int? {
    guard literals[start] == UInt8(ascii: "@") else { return nil }
    let run = run(of: Classes.mention, from: start + 1, atMost: 30)
    return run >= 2 ? start + 1 + run : nil
  }

  /// `#[^#]+#`: the class takes every character up to the next `#`, and the match needs
  /// that `#` after at least one.
  func topic(_ start: Int) -> Int? {
    guard literals[start] == UInt8(ascii: "#") else { return nil }
    let run = run(of: Classes.notHash, from: start + 1, atMost: .max)
    let close = start + 1 + run
    guard run >= 1, close < literals.count, literals[close] == UInt8(ascii: "#") else {
      return nil
    }
    return close + 1
  }

  /// `https?://[A-Za-z0-9./?=_%&:~+#\-]+`: after `http`, an `s` that is not followed by
  /// `://` cannot be given back for a `:`, so the optional `s` is taken when present.
  func url(_ start: Int) -> Int? {
    guard literal("http", at: start) else { return nil }
    var next = start + 4
    if literal("s", at: next) { next += 1 }
    guard literal("://", at: next) else { return nil }
    let run = run(of: Classes.url, from: next + 3, atMost: .max)
    return run >= 1 ? next + 3 + run : nil
  }

  /// How many characters from `start` on are in `classBit`, at most `limit`.
  private func run(of classBit: UInt8, from start: Int, atMost limit: Int) -> Int {
    var index = start
    while index < classes.count, index - start < limit, classes[index] & classBit != 0 {
      index += 1
    }
    return index - start
  }

  /// Whether the characters from `start` on are `text`'s ASCII characters.
  private func literal(_ text: StaticString, at start: Int) -> Bool {
    guard start + text.utf8CodeUnitCount <= literals.count else { return false }
    for offset in 0..<text.utf8CodeUnitCount
    where literals[start + offset] != text.utf8Start[offset] {
      return false
    }
    return true
  }

  /// The highlight of the characters `range`.
  func highlight(_ kind: Highlight.Kind, _ range: Range<Int>, color: Color) -> Highlight {
    let start = range.lowerBound == 0 ? 0 : ends[range.lowerBound - 1]
    let end = ends[range.upperBound - 1]
    return Highlight(
      kind: kind, utf8Start: start, utf8End: end,
      text: String(decoding: bytes[start..<end], as: UTF8.self), color: color)
  }
}

/// Which of the patterns' classes a character is in, as bits.
private enum Classes {
  static let mention: UInt8 = 1
  static let notHash: UInt8 = 2
  static let url: UInt8 = 4

  /// An ASCII character's classes.
  static func ascii(_ byte: UInt8) -> UInt8 { asciiTable[Int(byte)] }

  /// The 128 ASCII characters' classes, from the patterns' ranges.
  private static let asciiTable: [UInt8] = (0..<128).map { value in
    let byte = UInt8(value)
    var bits: UInt8 = byte == UInt8(ascii: "#") ? 0 : notHash
    let alphanumeric =
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    if alphanumeric || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") { bits |= mention }
    if alphanumeric || "./?=_%&:~+#-".utf8.contains(byte) { bits |= url }
    return bits
  }

  /// The patterns' classes, for asking about one character; `Regex` is not `Sendable`, but
  /// its only mutable state is the compiled program, which the library publishes once with an
  /// atomic initialize (swift-experimental-string-processing, `Regex.Program`'s
  /// `loweredProgram`), so threads (parallel `compare` runs) can share these.
  nonisolated(unsafe) private static let mentionClass = /[\p{Han}A-Za-z0-9_\-]/
  nonisolated(unsafe) private static let notHashClass = /[^#]/
  nonisolated(unsafe) private static let urlClass = /[A-Za-z0-9.\/?=_%&:~+#\-]/

  /// Answers for the characters met so far; a feed's texts hold a few thousand distinct ones.
  private static let known = Mutex<[Character: UInt8]>([:])
  /// Answers kept at most: past it a character is asked again each time.
  private static let maxKnown = 65_536

  /// A character's classes, as `Regex` matches it against each class.
  static func of(_ character: Character) -> UInt8 {
    if let bits = known.withLock({ $0[character] }) { return bits }
    let text = String(character)
    var bits: UInt8 = 0
    if text.wholeMatch(of: mentionClass) != nil { bits |= mention }
    if text.wholeMatch(of: notHashClass) != nil { bits |= notHash }
    if text.wholeMatch(of: urlClass) != nil { bits |= url }
    known.withLock { known in
      if known.count < maxKnown { known[character] = bits }
    }
    return bits
  }
}
