import Testing

@testable import LayerLabShell

/// The texts of every word of every statement, the shape most tests care about.
private func texts(_ line: String) throws -> [[String]] {
  try Tokenizer.statements(in: line).map { $0.words.map(\.text) }
}

/// The error message `line` produces, or nil if it tokenizes.
private func errorMessage(_ line: String) -> String? {
  do {
    _ = try Tokenizer.statements(in: line)
    return nil
  } catch {
    return error.message
  }
}

@Suite("Tokenizer: words, statements, quoting")
struct LexingTests {
  @Test func splitsWordsAtBlanksAndTabs() throws {
    #expect(
      try texts("new label title\tframe=20,40,300,60") == [
        ["new", "label", "title", "frame=20,40,300,60"]
      ])
    #expect(try texts("   step   turn   ") == [["step", "turn"]])
  }

  @Test func splitsStatementsAtSemicolons() throws {
    #expect(try texts("step; step turn;run 2s") == [["step"], ["step", "turn"], ["run", "2s"]])
  }

  @Test func dropsEmptyStatements() throws {
    #expect(try texts("") == [])
    #expect(try texts("   \t ") == [])
    #expect(try texts(";; ;") == [])
    #expect(try texts("step;;;step") == [["step"], ["step"]])
  }

  @Test func semicolonInsideQuotesDoesNotSplit() throws {
    #expect(try texts(#"title.text = "a; b"; step"#) == [["title.text", "=", "a; b"], ["step"]])
    #expect(try texts("title.text = 'x;y'") == [["title.text", "=", "x;y"]])
  }

  @Test func quotedBlanksStayInOneWord() throws {
    #expect(try texts(#"title.text = "Hello, world""#) == [["title.text", "=", "Hello, world"]])
    #expect(try texts(#"a"b c"'d e'f"#) == [["ab cd ef"]])
  }

  @Test func emptyQuotesMakeAnEmptyWord() throws {
    let words = try #require(try Tokenizer.statements(in: #"title.text = """#).first).words
    #expect(words.count == 3)
    #expect(words[2].text == "")
    #expect(words[2].isQuoted)
    #expect(try texts("x '' y") == [["x", "", "y"]])
  }

  @Test func backslashEscapesOutsideQuotes() throws {
    #expect(try texts(##"a\ b c\;d \#e \\ \""##) == [["a b", "c;d", "#e", "\\", "\""]])
  }

  @Test func backslashInsideDoubleQuotesEscapesOnlyQuoteBackslashDollar() throws {
    #expect(try texts(#""a\"b" "c\\d" "e\$f" "g\nh""#) == [["a\"b", "c\\d", "e$f", "g\\nh"]])
  }

  /// Pieces are read as slices of the line, ASCII or not, bare or quoted.
  @Test func nonASCIITextSurvivesEveryKindOfPiece() throws {
    #expect(
      try texts("café \"中文 😀 e\u{301}\" 'ü𝄞' naïve\"qu\\\"ote\"")
        == [["café", "中文 😀 e\u{301}", "ü𝄞", "naïvequ\"ote"]])
  }

  @Test func backslashInsideSingleQuotesIsLiteral() throws {
    #expect(try texts(#"'a\b' 'c\'"#) == [["a\\b", "c\\"]])
  }

  @Test func hashAtWordStartStartsAComment() throws {
    #expect(try texts("step # go one activity") == [["step"]])
    #expect(try texts("# only a comment") == [])
    #expect(try texts("step;# comment; step") == [["step"]])
    #expect(try texts("step #333 short hex is a comment") == [["step"]])
    #expect(try texts("x #1234567 seven digits") == [["x"]])
    #expect(try texts(#"title.text = "x"  # it's "fine"#) == [["title.text", "=", "x"]])
  }

  @Test func hashInsideAWordIsText() throws {
    #expect(try texts("title.text=a#b c#") == [["title.text=a#b", "c#"]])
    #expect(try texts(##"title.text = "#tag" '#x'"##) == [["title.text", "=", "#tag", "#x"]])
  }

  @Test func colourLiteralIsNotAComment() throws {
    #expect(
      try texts("title.textColor = #333333  # grey") == [
        ["title.textColor", "=", "#333333"]
      ])
    #expect(try texts("c = #11223344") == [["c", "=", "#11223344"]])
    #expect(try texts("c = #aBcDeF;step") == [["c", "=", "#aBcDeF"], ["step"]])
    #expect(try texts("f(1, #ffffff, #000000)") == [["f(1,", "#ffffff,", "#000000)"]])
    #expect(try texts("c = #333333\t# tab then comment") == [["c", "=", "#333333"]])
  }

  @Test func colourLiteralNeedsAnAllowedTerminator() throws {
    #expect(try texts("step #333333x") == [["step"]])
    #expect(try texts("step #3333333") == [["step"]])
    #expect(try texts("step #1122334455") == [["step"]])
    // After a bare `=` they are values, which the colour parser then refuses by name.
    #expect(try texts("c = #333333x") == [["c", "=", "#333333x"]])
    #expect(try texts("c = #1122334455") == [["c", "=", "#1122334455"]])
  }

  @Test func columnsAreOneBased() throws {
    let statements = try Tokenizer.statements(in: #"  new label "t 1";  step turn"#)
    #expect(statements.map(\.column) == [3, 21])
    #expect(statements[0].words.map(\.column) == [3, 7, 13])
    #expect(statements[1].words.map(\.column) == [21, 26])
  }

  @Test func unterminatedDoubleQuoteReportsItsColumn() {
    #expect(
      errorMessage(#"title.text "Hello"#)
        == #"unterminated " quote starting at column 12; close it with ""#)
  }

  @Test func unterminatedSingleQuoteReportsItsColumn() {
    #expect(
      errorMessage("a 'b") == "unterminated ' quote starting at column 3; close it with '")
    #expect(
      errorMessage(#"x "it's" 'done"#)
        == "unterminated ' quote starting at column 10; close it with '")
  }

  @Test func backslashBeforeEndInsideDoubleQuotesIsUnterminated() {
    #expect(
      errorMessage(#"a "b\"#) == #"unterminated " quote starting at column 3; close it with ""#)
  }

  @Test func trailingBackslashIsAnError() {
    #expect(
      errorMessage(#"step \"#) == #"backslash at end of line; write \\ for a literal backslash"#)
  }

  @Test func quotedHashAndSemicolonInErrorFreeLine() throws {
    #expect(try texts(##"echo "# not a comment" ; ok"##) == [["echo", "# not a comment"], ["ok"]])
  }

  @Test func recordsHowEachPieceWasQuoted() throws {
    let word = try #require(try Tokenizer.statements(in: #"text="a b"'$c'\d"#).first?.words.first)
    #expect(
      word.parts == [
        WordPart(text: "text=", quote: .none),
        WordPart(text: "a b", quote: .double),
        WordPart(text: "$cd", quote: .single),
      ])
    #expect(word.text == "text=a b$cd")
    #expect(word.isQuoted)
    let bare = try #require(try Tokenizer.statements(in: "step").first?.words.first)
    #expect(!bare.isQuoted)
    #expect(bare == Word(unquoted: "step", column: 1))
  }

  @Test func combiningMarkAfterQuoteKeepsTheQuote() throws {
    #expect(try texts("'\u{301}a' b") == [["\u{301}a", "b"]])
  }
}
