import Foundation
import PropertyBased
import Testing

@testable import LayerLabShell

/// Characters that reach every branch of the byte-level fast paths: line ends, blanks,
/// quotes, `#`, `.` and non-ASCII scalars that could join the ASCII before them.
private let tricky: [Character] = [
  "\n", "\r", "\r\n", " ", "\t", ";", "'", "\"", "\\", "#", ".", "=", "(", "a", "3", "f",
  "\u{301}", "é", "字", "🙂", "\u{600}",
]

/// Strings mostly of `tricky`, sometimes of any scalar.
private let trickyStrings = Gen<Character>.frequency(
  (4, Gen<Character?>.element(of: tricky).map { $0 ?? "a" }),
  (1, Gen<UnicodeScalar>.unicodeScalar(in: "\u{0}"..."\u{D7FF}").map { Character($0) })
).string(of: 0...24)

/// The fast paths a million-statement script runs through (line splitting, spelling,
/// trimming, the view-statement test, time formatting) give exactly what the plain versions
/// they replaced gave. The plain versions are kept here as the reference.
@Suite("Fast paths agree with their plain versions")
struct FastPathTests {
  /// `ScriptFile.lines` as it was: a split on scalars.
  static func referenceLines(_ text: String) -> [String] {
    var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
      var line = String(String.UnicodeScalarView($0))
      if line.unicodeScalars.last == "\r" { line.unicodeScalars.removeLast() }
      return line
    }
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  @Test(arguments: ["", "\n", "\r", "a", "a\n", "a\r\n", "a\n\r", "a\n\n", "\r\n\r\n", "\n\r\n"])
  func scriptLinesAtTheEdges(_ text: String) {
    #expect(ScriptFile.lines(text) == Self.referenceLines(text))
  }

  @Test func scriptLinesMatchASplitOnScalars() async {
    await propertyCheck(count: 500, input: trickyStrings) { text in
      let lines = ScriptFile.lines(text)
      let reference = Self.referenceLines(text)
      #expect(lines.map { Array($0.utf8) } == reference.map { Array($0.utf8) })
    }
  }

  @Test func forEachLineNumbersLinesAndStopsWhenAsked() {
    var seen: [String] = []
    ScriptFile.forEachLine("a\nb\r\nc\nd") { line, number in
      seen.append("\(number):\(line)")
      return number < 3
    }
    #expect(seen == ["1:a", "2:b", "3:c"])
  }

  @Test func spellingMatchesTheScalarByScalarSpelling() async {
    await propertyCheck(count: 300, input: trickyStrings) { line in
      guard let statements = try? Tokenizer.statements(in: line) else { return }
      for word in statements.flatMap(\.words) {
        #expect(Array(word.spelling.utf8) == Array(Self.referenceSpelling(word).utf8))
      }
    }
  }

  /// `Word.spelling` as it was: every piece copied scalar by scalar.
  static func referenceSpelling(_ word: Word) -> String {
    guard !word.text.isEmpty || word.isQuoted else { return "''" }
    var out = String.UnicodeScalarView()
    for part in word.parts {
      switch part.quote {
      case .none:
        for scalar in part.text.unicodeScalars {
          if " \t;'\"\\".unicodeScalars.contains(scalar) { out.append("\\") }
          out.append(scalar)
        }
      case .single:
        out.append("'")
        for scalar in part.text.unicodeScalars {
          if scalar == "'" {
            out.append(contentsOf: "'\\''".unicodeScalars)
          } else {
            out.append(scalar)
          }
        }
        out.append("'")
      case .double:
        out.append("\"")
        for scalar in part.text.unicodeScalars {
          if scalar == "\"" || scalar == "\\" { out.append("\\") }
          out.append(scalar)
        }
        out.append("\"")
      }
    }
    let scalars = Array(out)
    if scalars.first == "#", !Tokenizer.isColourLiteral(scalars, at: 0) {
      out.insert("\\", at: out.startIndex)
    }
    return String(out)
  }

  @Test func trimmingBlanksMatchesTheCharacterTrim() async {
    await propertyCheck(count: 500, input: trickyStrings) { text in
      let blanks: Set<Character> = [" ", "\t"]
      let start = text.firstIndex { !blanks.contains($0) } ?? text.endIndex
      let end = text.lastIndex { !blanks.contains($0) }.map { text.index(after: $0) } ?? start
      let reference = start < end ? String(text[start..<end]) : ""
      #expect(Array(text.trimmingBlanks.utf8) == Array(reference.utf8))
    }
  }

  @Test func aViewStatementIsClaimedAsFoundationsSearchWouldClaimIt() async {
    await propertyCheck(count: 500, input: trickyStrings) { text in
      let word = Word(unquoted: text)
      #expect(ViewStatement.claims(word) == text.contains("."), "\(Array(text.unicodeScalars))")
    }
  }

  @Test(arguments: [
    0, 1, 999, 1000, 16_666, -1, -999, -1000, -16_666, 99_999_999_999, Int64.max, Int64.min,
  ])
  func millisecondsPaddedMatchPaddingAfterwards(_ us: Int64) {
    let magnitude = us.magnitude
    let fraction = String(magnitude % 1000)
    let reference =
      (us < 0 ? "-" : "") + String(magnitude / 1000) + "."
      + String(repeating: "0", count: 3 - fraction.count) + fraction + " ms"
    #expect(Format.ms(us) == reference)
    for width in [0, 5, 12, 40] {
      #expect(Format.ms(us, padTo: width) == Format.pad(reference, width))
    }
  }
}

/// A script's lines are found in one pass over its bytes: the splitting of a script costs
/// the same per line however long the script is.
@Suite struct ScriptLineCountingTests {
  /// UTF-8 bytes that count how many times one was read.
  final class CountingBytes: BidirectionalCollection {
    let bytes: [UInt8]
    var reads = 0
    init(_ text: String) { bytes = Array(text.utf8) }
    var startIndex: Int { bytes.startIndex }
    var endIndex: Int { bytes.endIndex }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(position: Int) -> UInt8 {
      reads += 1
      return bytes[position]
    }
  }

  @Test(arguments: [1_000, 100_000])
  func eachByteIsReadAboutOnce(_ count: Int) {
    let text = (0..<count).map { "t.text = \"v\($0 % 97)\"\r\n" }.joined()
    let bytes = CountingBytes(text)
    var lines = 0
    ScriptFile.forEachLine(in: bytes) { line, number in
      lines += 1
      return number == lines && line.hasPrefix("t.text")
    }
    #expect(lines == count)
    // The search for `\n` reads each byte once, the `\r` test one more per line, and
    // decoding a line reads its bytes again: at most three reads a byte, at any size.
    #expect(bytes.reads <= 3 * bytes.bytes.count, "\(bytes.reads) reads of \(bytes.bytes.count)")
  }

  /// `Session.splitMember` as it was: the whole path joined, its dots found as characters.
  static func referenceSplit(_ name: String, _ property: String, isView: (String) -> Bool)
    -> (view: String, property: String)?
  {
    let full = name + "." + property
    var end = full.endIndex
    while let dot = full[..<end].lastIndex(of: ".") {
      let head = String(full[..<dot])
      if isView(head) { return (head, String(full[full.index(after: dot)...])) }
      end = dot
    }
    return nil
  }

  @Test func aMemberPathSplitsWhereTheCharacterSearchSplitIt() async {
    await propertyCheck(count: 500, input: trickyStrings) { text in
      for (name, property) in [("feed", text), ("feed." + text, "x"), (text, text + ".y")] {
        // Views: every other prefix that ends before a dot, as the character search sees them.
        let full = name + "." + property
        let prefixes = full.indices.filter { full[$0] == "." }.map { String(full[..<$0]) }
        for parity in 0..<2 {
          let views = Set(prefixes.enumerated().filter { $0.offset % 2 == parity }.map(\.element))
          let fast = MemberPath(name: name, property: property).split(isView: views.contains)
          let reference = Self.referenceSplit(name, property, isView: views.contains)
          #expect(
            fast.map { [Array($0.view.utf8), Array($0.property.utf8)] }
              == reference.map { [Array($0.view.utf8), Array($0.property.utf8)] },
            "\(Array(full.unicodeScalars))")
        }
      }
    }
  }

  @Test func oneBytePerCharacterMeansAsManyCharactersAsBytes() async {
    await propertyCheck(count: 500, input: trickyStrings) { text in
      if text.isOneBytePerCharacter { #expect(text.count == text.utf8.count) }
      #expect(
        text.isOneBytePerCharacter == text.unicodeScalars.allSatisfy { $0.isASCII && $0 != "\r" })
    }
  }

  /// `ViewStatement.parse` as it was: the name and the property cut by characters, and every
  /// second word split at its `=`.
  static func referenceViewStatement(_ statement: Statement) throws(ShellError) -> ViewStatement {
    let words = statement.words
    guard let lead = words.first?.parts.first, let dot = lead.text.firstIndex(of: ".") else {
      throw ShellError("empty statement")
    }
    let name = String(lead.text[..<dot])
    var source: String { words.map(\.text).joined(separator: " ") }
    let hasParen = words.contains { word in
      word.parts.contains { $0.text.utf8.contains(UInt8(ascii: "(")) }
    }
    if hasParen,
      case let afterDot = String(source.dropFirst(name.count + 1)),
      let paren = afterDot.firstIndex(of: "("), !afterDot.prefix(upTo: paren).contains("=")
    {
      guard afterDot.hasSuffix(")") else {
        throw ShellError("missing ')' in '\(source)'; write \(name).METHOD()")
      }
      let method = String(afterDot[..<paren]).trimmingBlanks
      let arguments = String(
        afterDot[afterDot.index(after: paren)..<afterDot.index(before: afterDot.endIndex)])
      return .call(view: name, method: method, arguments: arguments.trimmingBlanks)
    }
    guard let firstWord = words.first else { throw ShellError("empty statement") }
    var value: [Word] = []
    var property: String
    if let (left, right) = firstWord.splitAtFirstUnquoted("=") {
      property = String(left.text.dropFirst(name.count + 1))
      if !right.text.isEmpty || right.isQuoted { value.append(right) }
      value += words.dropFirst()
    } else if words.count >= 2, let (left, right) = words[1].splitAtFirstUnquoted("="),
      left.text.isEmpty
    {
      property = String(firstWord.text.dropFirst(name.count + 1))
      if !right.text.isEmpty || right.isQuoted { value.append(right) }
      value += words.dropFirst(2)
    } else if words.count == 1 {
      property = String(firstWord.text.dropFirst(name.count + 1))
      return .get(view: name, property: property.trimmingBlanks)
    } else {
      throw ShellError(
        "expected '=' after '\(firstWord.text)'; write \(firstWord.text) = VALUE")
    }
    property = property.trimmingBlanks
    guard value.count == 1, let only = value.first else {
      if value.isEmpty { throw ShellError("missing value after '\(name).\(property) ='") }
      throw ShellError(
        "too many words after '=' in '\(source)'; quote a value with spaces: \"…\"")
    }
    return .set(view: name, property: property, value: only)
  }

  @Test func aViewStatementParsesAsTheCharacterSearchesParsedIt() async {
    await propertyCheck(count: 500, input: trickyStrings) { text in
      for line in [text, "t." + text, "t.text = " + text, "t." + text + " = x", "a=b." + text] {
        guard let statements = try? Tokenizer.statements(in: line) else { continue }
        for statement in statements where ViewStatement.claims(statement.words[0]) {
          let fast = Result { () throws(ShellError) in try ViewStatement.parse(statement) }
          let reference = Result { () throws(ShellError) in
            try Self.referenceViewStatement(statement)
          }
          #expect(
            String(describing: fast) == String(describing: reference),
            "\(Array(line.unicodeScalars))")
        }
      }
    }
  }
}
