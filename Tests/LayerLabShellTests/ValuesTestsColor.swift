import Testing

@testable import LayerLabShell

@Suite("Colours and suggestions")
struct ValuesTestsColor {
  @Test func parsesHexInEitherCase() throws {
    #expect(try ColorValue.parse("#333333") == RGBA8(r: 0x33, g: 0x33, b: 0x33))
    #expect(try ColorValue.parse("#aBcDeF") == RGBA8(r: 0xAB, g: 0xCD, b: 0xEF))
    #expect(try ColorValue.parse("#11223380") == RGBA8(r: 0x11, g: 0x22, b: 0x33, a: 0x80))
  }

  /// `#RGB` and `#RGBA` double each digit, as CSS writes them (issue 40).
  @Test func parsesTheShortHexForms() throws {
    #expect(try ColorValue.parse("#F80") == RGBA8(r: 0xFF, g: 0x88, b: 0x00))
    #expect(try ColorValue.parse("#fff") == RGBA8(r: 0xFF, g: 0xFF, b: 0xFF))
    #expect(try ColorValue.parse("#0008") == RGBA8(r: 0, g: 0, b: 0, a: 0x88))
  }

  /// UIKit's system colours by name, at their light appearance (issue 40).
  @Test func parsesUIKitSystemColours() throws {
    #expect(try ColorValue.parse("systemBlue") == RGBA8(r: 0, g: 122, b: 255))
    #expect(try ColorValue.parse("systemgray6") == RGBA8(r: 242, g: 242, b: 247))
    #expect(try ColorValue.parse("secondaryLabel").a == 153)
    // A fixed colour keeps its own name when shown back.
    #expect(ColorValue.name(of: RGBA8(r: 255, g: 255, b: 255)) == "white")
    #expect(ColorValue.name(of: RGBA8(r: 0, g: 122, b: 255)) == "systemBlue")
  }

  @Test func rejectsMalformedHex() {
    for text in ["#", "#33", "#12345", "#1234567", "#123456789", "#GGGGGG", "#12 456", "#GGG"] {
      #expect(
        valueError { () throws(ShellError) in try ColorValue.parse(text) }
          == "bad colour '\(text)' (use #RRGGBB, #RRGGBBAA, #RGB or a name like 'white' or 'systemBlue')"
      )
    }
  }

  @Test func hexWritesBackWithAlphaOnlyWhenNeeded() throws {
    #expect(RGBA8(r: 0x33, g: 0x33, b: 0x33).hex == "#333333")
    #expect(RGBA8(r: 0xAB, g: 0x0C, b: 0xEF, a: 0x80).hex == "#AB0CEF80")
    #expect(
      try ColorValue.parse(RGBA8(r: 1, g: 2, b: 3, a: 4).hex) == RGBA8(r: 1, g: 2, b: 3, a: 4))
  }

  @Test func systemNamesHaveUIKitValues() throws {
    #expect(try ColorValue.parse("black") == RGBA8(r: 0, g: 0, b: 0))
    #expect(try ColorValue.parse("white") == RGBA8(r: 255, g: 255, b: 255))
    #expect(try ColorValue.parse("clear") == RGBA8(r: 0, g: 0, b: 0, a: 0))
    #expect(try ColorValue.parse("red") == RGBA8(r: 255, g: 0, b: 0))
    #expect(try ColorValue.parse("green") == RGBA8(r: 0, g: 255, b: 0))
    #expect(try ColorValue.parse("blue") == RGBA8(r: 0, g: 0, b: 255))
    #expect(try ColorValue.parse("cyan") == RGBA8(r: 0, g: 255, b: 255))
    #expect(try ColorValue.parse("yellow") == RGBA8(r: 255, g: 255, b: 0))
    #expect(try ColorValue.parse("magenta") == RGBA8(r: 255, g: 0, b: 255))
    #expect(try ColorValue.parse("orange") == RGBA8(r: 255, g: 128, b: 0))
    #expect(try ColorValue.parse("purple") == RGBA8(r: 128, g: 0, b: 128))
    #expect(try ColorValue.parse("brown") == RGBA8(r: 153, g: 102, b: 51))
    #expect(try ColorValue.parse("gray") == RGBA8(r: 128, g: 128, b: 128))
    #expect(try ColorValue.parse("lightGray") == RGBA8(r: 170, g: 170, b: 170))
    #expect(try ColorValue.parse("darkGray") == RGBA8(r: 85, g: 85, b: 85))
  }

  @Test func namesMatchCaseInsensitivelyAndGreyIsGray() throws {
    #expect(try ColorValue.parse("WHITE") == ColorValue.parse("white"))
    #expect(try ColorValue.parse("lightgray") == ColorValue.parse("lightGray"))
    #expect(try ColorValue.parse("LightGrey") == ColorValue.parse("lightGray"))
    #expect(try ColorValue.parse("darkgrey") == ColorValue.parse("darkGray"))
    #expect(try ColorValue.parse("grey") == ColorValue.parse("gray"))
  }

  @Test func unknownNameSuggestsACloseOne() {
    #expect(
      valueError { () throws(ShellError) in try ColorValue.parse("rde") }
        == "unknown colour 'rde'; did you mean 'red'? (use #RRGGBB, #RRGGBBAA, #RGB or a name like 'white' or 'systemBlue')"
    )
    #expect(
      valueError { () throws(ShellError) in try ColorValue.parse("ligthGray") }
        == "unknown colour 'ligthGray'; did you mean 'lightGray'? (use #RRGGBB, #RRGGBBAA, #RGB or a name like 'white' or 'systemBlue')"
    )
  }

  @Test func unknownNameWithoutCloseMatchHasNoSuggestion() {
    #expect(
      valueError { () throws(ShellError) in try ColorValue.parse("chartreuse") }
        == "unknown colour 'chartreuse' (use #RRGGBB, #RRGGBBAA, #RGB or a name like 'white' or 'systemBlue')"
    )
  }

  @Test func nameOfFindsTheFirstName() {
    #expect(ColorValue.name(of: RGBA8(r: 128, g: 128, b: 128)) == "gray")
    #expect(ColorValue.name(of: RGBA8(r: 1, g: 2, b: 3)) == nil)
  }

  @Test func suggestUsesCaseInsensitiveEditDistance() {
    #expect(Suggest.closest(to: "rde", among: ["red", "green"]) == "red")
    #expect(Suggest.closest(to: "RED", among: ["red"]) == "red")
    #expect(Suggest.closest(to: "txet", among: ["text", "font"]) == "text")
    #expect(Suggest.closest(to: "numberOfLine", among: ["numberOfLines"]) == "numberOfLines")
  }

  @Test func suggestLimitGrowsWithLength() {
    // Up to five characters: one edit.
    #expect(Suggest.closest(to: "fnot", among: ["font"]) == "font")
    #expect(Suggest.closest(to: "fxnx", among: ["font"]) == nil)
    // Six to eight: two edits.
    #expect(Suggest.closest(to: "oapqeu", among: ["opaque"]) == "opaque")
    // Nine and more: three edits, never more.
    #expect(Suggest.closest(to: "displayXXX", among: ["display"]) == "display")
    #expect(Suggest.closest(to: "displayXXXX", among: ["display"]) == nil)
    #expect(Suggest.maxDistance(forLength: 300) == 3)
  }

  @Test func suggestBreaksTiesByOrder() {
    #expect(Suggest.closest(to: "bat", among: ["cat", "hat"]) == "cat")
    #expect(Suggest.closest(to: "bat", among: ["hat", "cat"]) == "hat")
    #expect(Suggest.closest(to: "bat", among: ["hat", "bat"]) == "bat")
    #expect(Suggest.closest(to: "x", among: []) == nil)
  }

  @Test func editDistanceCountsSwapsAsOne() {
    #expect(Suggest.editDistance(Array("ab"), Array("ba")) == 1)
    #expect(Suggest.editDistance(Array(""), Array("abc")) == 3)
    #expect(Suggest.editDistance(Array("kitten"), Array("sitting")) == 3)
  }
}
