import Testing

@testable import LayerLabShell

@Suite("Text tables")
struct OutputTestsTable {
  @Test func alignsTextLeftAndNumbersRight() {
    let table = TextTable.render(
      header: ["draw", "layer", "draw_us"],
      rows: [["1", "title", "412"], ["12", "subtitle", "-3.5"], ["3", "x", ""]])
    #expect(
      table == """
        draw  layer     draw_us
        ----  --------  -------
           1  title         412
          12  subtitle     -3.5
           3  x

        """)
  }

  @Test func noLineHasTrailingSpaces() {
    let table = TextTable.render(
      header: ["name", "note", "last"], rows: [["a", "", ""], ["bbbbbb", "x   ", ""], ["c"]])
    for line in table.split(separator: "\n", omittingEmptySubsequences: false) {
      #expect(!line.hasSuffix(" "), "\(line)")
    }
    #expect(table.hasSuffix("\n"))
    #expect(table.split(separator: "\n").count == 5)
  }

  @Test func shortRowsArePaddedAndLongRowsAddColumns() {
    #expect(
      TextTable.render(header: ["a", "b"], rows: [["x"], ["y", "z", "extra"]]) == """
        a  b
        -  -  -----
        x
        y  z  extra

        """)
  }

  @Test func mixedColumnIsLeftAligned() {
    #expect(
      TextTable.render(header: ["v"], rows: [["10"], ["abc"], ["1.2.3"]]) == """
        v
        -----
        10
        abc
        1.2.3

        """)
  }

  @Test func numberDetection() {
    for text in ["0", "12", "-3", "0.25", "-10.5"] {
      #expect(TextTable.isNumber(text), "\(text)")
    }
    for text in ["", "-", "1.", ".5", "1e3", "+1", "1,000", "--1", "1.2.3", "abc"] {
      #expect(!TextTable.isNumber(text), "\(text)")
    }
  }

  @Test func wideCharactersCountTwoColumns() {
    #expect(TextTable.displayWidth("abc") == 3)
    #expect(TextTable.displayWidth("字幕") == 4)
    #expect(TextTable.displayWidth("한") == 2)
    #expect(TextTable.displayWidth("🙂") == 2)
    #expect(TextTable.displayWidth("e\u{301}") == 1)
    #expect(
      TextTable.render(header: ["k", "v"], rows: [["字幕", "1"], ["ab", "22"]]) == """
        k      v
        ----  --
        字幕   1
        ab    22

        """)
  }

  @Test func controlCharactersAreMadeVisible() {
    #expect(
      TextTable.render(header: ["t"], rows: [["a\nb\tc\u{1B}"]]) == """
        t
        --------
        a\\nb\\tc?

        """)
  }

  @Test func emptyTableRendersNothing() {
    #expect(TextTable.render(header: [], rows: []) == "")
    #expect(TextTable.render(header: [""], rows: []) == "\n-\n")
  }
}
