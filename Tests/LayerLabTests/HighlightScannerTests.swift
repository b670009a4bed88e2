import Testing

@testable import LayerLab

/// VVeboLabel's patterns: what is highlighted, where, in which order.
struct HighlightScannerTests {
  let blue = Highlight.vveboBlue

  @Test func findsMentionsTopicsAndURLsInOrder() {
    let text = "hi @alice see #Swift on Linux# at https://example.com/a?b=1 and @bo"
    let found = HighlightScanner.scan(text, color: blue)
    #expect(found.map(\.kind) == [.mention, .topic, .url, .mention])
    #expect(
      found.map(\.text) == ["@alice", "#Swift on Linux#", "https://example.com/a?b=1", "@bo"])
    #expect(found.allSatisfy { $0.color == blue })
  }

  @Test func rangesAreUTF8ByteOffsets() throws {
    let text = "你好 @小明 好"
    let found = HighlightScanner.scan(text, color: blue)
    let mention = try #require(found.first)
    #expect(mention.text == "@小明")
    let bytes = Array(text.utf8)
    #expect(Array(bytes[mention.utf8Start..<mention.utf8End]) == Array("@小明".utf8))
    #expect(mention.utf8Start == 7)
  }

  @Test func aMentionNeedsTwoCharactersAndStopsAtThirty() {
    #expect(HighlightScanner.scan("@a b", color: blue).isEmpty)
    let long = "@" + String(repeating: "x", count: 40)
    let found = HighlightScanner.scan(long, color: blue)
    #expect(found.first?.text.count == 31)
  }

  @Test func aLoneHashIsNotATopicAndPlainTextHasNone() {
    #expect(HighlightScanner.scan("# not closed", color: blue).isEmpty)
    #expect(HighlightScanner.scan("nothing to see here", color: blue).isEmpty)
    #expect(HighlightScanner.scan("ftp://x.y is not http", color: blue).isEmpty)
  }
}
