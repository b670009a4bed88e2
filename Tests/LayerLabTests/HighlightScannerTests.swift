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

/// The scanner skips a pattern whose marker (`@`, `#`, `http`) is absent; it must find
/// exactly what running every pattern finds.
struct HighlightScannerShortcutTests {
  /// Every pattern, always: the reference the shortcut must agree with.
  static func reference(_ text: String) -> [String] {
    var found: [(Int, Int, String)] = []
    var order = 0
    for regex in [
      try? Regex(#"@[\p{Han}A-Za-z0-9_\-]{2,30}"#), try? Regex("#[^#]+#"),
      try? Regex(#"https?://[A-Za-z0-9./?=_%&:~+#\-]+"#),
    ] {
      guard let regex else { continue }
      for match in text.matches(of: regex) {
        let start = text.utf8.distance(from: text.utf8.startIndex, to: match.range.lowerBound)
        found.append((start, order, String(text[match.range])))
        order += 1
      }
    }
    return found.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }.map(\.2)
  }

  @Test func theShortcutFindsWhatEveryPatternFinds() {
    let pieces = [
      "@ab", "@", "#topic#", "#", "http://t.cn/x", "https://a.b/c?d=1", "h", "ttp", "王小明",
      " ", "é", "hello", "@王", "-", "_", "😀", "htt", "p", "t", "\u{301}", "://x.y",
    ]
    var generator = SeededGenerator(seed: 99)
    for _ in 0..<2_000 {
      let count = 1 + Int(generator.next() % 8)
      let text = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
        .joined()
      let scanned = HighlightScanner.scan(text, color: .black).map(\.text)
      #expect(scanned == Self.reference(text), "\(text)")
    }
  }
}
