import Testing

@testable import LayerLabShell

/// The only word of a line that must hold exactly one.
private func word(_ line: String) throws -> Word {
  let statements = try Tokenizer.statements(in: line)
  try #require(statements.count == 1 && statements[0].words.count == 1)
  return statements[0].words[0]
}

@Suite("Word: splitting, substitution, spelling")
struct LexingTestsWord {
  @Test func splitsAtFirstUnquotedEquals() throws {
    let (name, value) = try #require(try word(#"text="a=b""#).splitAtFirstUnquoted("="))
    #expect(name.text == "text")
    #expect(!name.isQuoted)
    #expect(value.text == "a=b")
    #expect(value.isQuoted)
  }

  @Test func splitKeepsEverythingAfterTheFirstEquals() throws {
    let (name, value) = try #require(try word("a=b=c").splitAtFirstUnquoted("="))
    #expect(name.text == "a")
    #expect(value.text == "b=c")
  }

  @Test func splitIgnoresQuotedAndEscapedSeparators() throws {
    #expect(try word(#""a=b""#).splitAtFirstUnquoted("=") == nil)
    #expect(try word("'a=b'").splitAtFirstUnquoted("=") == nil)
    #expect(try word(#"a\=b"#).splitAtFirstUnquoted("=") == nil)
    let (left, right) = try #require(try word(#""x=y"=z"#).splitAtFirstUnquoted("="))
    #expect(left.text == "x=y")
    #expect(right.text == "z")
  }

  @Test func splitColumnsPointIntoTheLine() throws {
    let statement = try #require(
      try Tokenizer.statements(in: "new label t text=\"Hello world\" frame=0,0,10,10").first)
    #expect(
      statement.words.map(\.text) == [
        "new", "label", "t", "text=Hello world", "frame=0,0,10,10",
      ])
    let (key, value) = try #require(statement.words[3].splitAtFirstUnquoted("="))
    #expect(key.column == 13)
    #expect(value.column == 18)
    let (frameKey, frame) = try #require(statement.words[4].splitAtFirstUnquoted("="))
    #expect(frameKey.text == "frame")
    #expect(frame.text == "0,0,10,10")
    #expect(frame.column == 38)
  }

  @Test func splitDistinguishesNoValueFromEmptyValue() throws {
    let (_, none) = try #require(try word("text=").splitAtFirstUnquoted("="))
    #expect(none.parts.isEmpty)
    #expect(!none.isQuoted)
    let (_, empty) = try #require(try word(#"text="""#).splitAtFirstUnquoted("="))
    #expect(empty.text == "")
    #expect(empty.isQuoted)
  }

  @Test func splitOnHandMadeWordEstimatesColumns() throws {
    let (left, right) = try #require(Word(unquoted: "a.b", column: 5).splitAtFirstUnquoted("."))
    #expect(left == Word(unquoted: "a", column: 5))
    #expect(right.text == "b")
    #expect(right.column == 7)
  }

  @Test func substitutesInBareAndDoubleQuotedParts() throws {
    #expect(try word("row$i").substituting("i", with: "3").text == "row3")
    #expect(try word(#""row $i""#).substituting("i", with: "3").text == "row 3")
    #expect(try word(#""${i}th""#).substituting("i", with: "4").text == "4th")
    #expect(try word("$i,$i").substituting("i", with: "0").text == "0,0")
  }

  @Test func neverSubstitutesInSingleQuotesOrEscapes() throws {
    #expect(try word("'$i'").substituting("i", with: "3").text == "$i")
    #expect(try word(#"\$i"#).substituting("i", with: "3").text == "$i")
    #expect(try word(#""\$i $i""#).substituting("i", with: "3").text == "$i 3")
  }

  @Test func substitutionRespectsNameBoundaries() throws {
    #expect(try word("$items").substituting("i", with: "3").text == "$items")
    #expect(try word("$i_x").substituting("i", with: "3").text == "$i_x")
    #expect(try word("$i.text").substituting("i", with: "3").text == "3.text")
    #expect(try word("${ix}").substituting("i", with: "3").text == "${ix}")
    #expect(try word("$").substituting("i", with: "3").text == "$")
    #expect(try word("${i").substituting("i", with: "3").text == "${i")
  }

  @Test func substitutionDoesNotRescanTheValue() throws {
    #expect(try word("$i").substituting("i", with: "$i$i").text == "$i$i")
  }

  @Test func substitutionKeepsQuotingAndColumn() throws {
    let original = try word(#"  "a $i""#)
    let replaced = original.substituting("i", with: "x y")
    #expect(replaced.column == 3)
    #expect(replaced.parts == [WordPart(text: "a x y", quote: .double)])
  }

  @Test func spellingRoundTripsThroughTheTokenizer() throws {
    let lines = [
      #"text="a b""#, "'it'\\''s'", #"a\ b\;c"#, "#333333", ##"\#tag"##, #""\$i $i""#, "''",
    ]
    for line in lines {
      let original = try word(line)
      let again = try word(original.spelling)
      #expect(again.text == original.text, "\(line) spelled \(original.spelling)")
      #expect(again.isQuoted == original.isQuoted)
    }
    #expect(try word("#333333").spelling == "#333333")
    #expect(try word(#""a \"b\"""#).spelling == #""a \"b\"""#)
  }

  @Test func statementSpellingJoinsWords() throws {
    let statement = try #require(try Tokenizer.statements(in: #"title.text   =  "Hi there""#).first)
    #expect(statement.spelling == #"title.text = "Hi there""#)
  }
}
