import PropertyBased
import Testing

@testable import LayerLabShell

/// Characters that exercise every rule of the tokenizer, mixed with arbitrary scalars.
private let special: [Character] = [
  " ", "\t", ";", "#", "'", "\"", "\\", "$", "=", ",", ")", "(", "a", "3", "f", "{", "}",
  "\n", "\r", "\u{301}", "é", "字", "🙂",
]

/// A random character: often one of `special`, sometimes any scalar outside the surrogates.
private let anyCharacter = Gen<Character>.frequency(
  (3, Gen<Character?>.element(of: special).map { $0 ?? "a" }),
  (1, Gen<UnicodeScalar>.unicodeScalar(in: "\u{0}"..."\u{D7FF}").map { Character($0) }),
  (1, Gen<UnicodeScalar>.unicodeScalar(in: "\u{E000}"..."\u{10FFFF}").map { Character($0) })
)

/// Quotes `s` POSIX-style in single quotes, writing each `'` as `'\''` (close, escape, reopen).
private func singleQuoted(_ s: String) -> String {
  var out = "'"
  for scalar in s.unicodeScalars {
    out.unicodeScalars.append(contentsOf: scalar == "'" ? Array("'\\''".unicodeScalars) : [scalar])
  }
  return out + "'"
}

/// Quotes `s` in double quotes, escaping `"`, `\` and `$` with a backslash.
private func doubleQuoted(_ s: String) -> String {
  var out = "\""
  for scalar in s.unicodeScalars {
    if scalar == "\"" || scalar == "\\" || scalar == "$" { out.unicodeScalars.append("\\") }
    out.unicodeScalars.append(scalar)
  }
  return out + "\""
}

@Suite("Tokenizer properties")
struct LexingTestsProperties {
  @Test func singleQuotedStringIsOneWordWithThatText() async throws {
    await propertyCheck(count: 300, input: anyCharacter.string(of: 0...24)) { s in
      let statements = try Tokenizer.statements(in: singleQuoted(s))
      #expect(statements.count == 1)
      #expect(statements.first?.words.count == 1)
      #expect(
        statements.first?.words.first?.text.unicodeScalars.elementsEqual(s.unicodeScalars)
          == true)
    }
  }

  @Test func doubleQuotedStringIsOneWordWithThatText() async throws {
    await propertyCheck(count: 300, input: anyCharacter.string(of: 0...24)) { s in
      let words = try Tokenizer.statements(in: doubleQuoted(s)).flatMap(\.words)
      #expect(words.count == 1)
      let word = try #require(words.first)
      #expect(word.text.unicodeScalars.elementsEqual(s.unicodeScalars))
      // Escaped `$` is literal, so substitution leaves the text alone.
      #expect(word.substituting("i", with: "X").text == word.text)
    }
  }

  @Test func quotedWordsSurviveJoiningWithBlanks() async throws {
    let lists = anyCharacter.string(of: 0...8).array(of: 1...5)
    await propertyCheck(count: 200, input: lists, Gen.bool) { strings, useDouble in
      let line = strings.map { useDouble ? doubleQuoted($0) : singleQuoted($0) }
        .joined(separator: " \t")
      let words = try Tokenizer.statements(in: line).flatMap(\.words)
      #expect(words.map(\.text) == strings)
    }
  }

  @Test func spellingOfAnyTokenizedWordRoundTrips() async throws {
    await propertyCheck(count: 300, input: anyCharacter.string(of: 0...30)) { line in
      guard let statements = try? Tokenizer.statements(in: line) else { return }
      for word in statements.flatMap(\.words) {
        let again = try Tokenizer.statements(in: word.spelling).flatMap(\.words)
        #expect(again.count == 1)
        #expect(again.first?.text == word.text)
      }
    }
  }

  @Test func neverCrashesOnRandomInput() async {
    await propertyCheck(count: 500, input: anyCharacter.string(of: 0...60)) { line in
      // Typed throws: anything thrown is a ShellError, which the catch below relies on.
      do throws(ShellError) {
        let statements = try Tokenizer.statements(in: line)
        for statement in statements {
          #expect(!statement.words.isEmpty)
          #expect(statement.column == statement.words.first?.column)
          #expect(statement.words.allSatisfy { $0.column >= 1 })
        }
      } catch {
        #expect(!error.message.isEmpty)
      }
    }
  }
}
