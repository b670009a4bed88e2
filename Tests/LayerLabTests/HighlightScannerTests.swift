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

/// The scanner walks the text's characters instead of running the three regexes; it must find
/// exactly what running every pattern with Swift's `Regex` finds — kinds, byte ranges, texts —
/// including where combining marks, CR LF, emoji sequences or a 30-character limit fall.
struct HighlightScannerShortcutTests {
  /// Every pattern, always, as `Regex`: the reference the scanner must agree with.
  static func reference(_ text: String) -> [String] {
    var found: [(Int, Int, String)] = []
    var order = 0
    for (kind, regex) in [
      ("mention", try? Regex(#"@[\p{Han}A-Za-z0-9_\-]{2,30}"#)), ("topic", try? Regex("#[^#]+#")),
      ("url", try? Regex(#"https?://[A-Za-z0-9./?=_%&:~+#\-]+"#)),
    ] {
      guard let regex else { continue }
      for match in text.matches(of: regex) {
        let start = text.utf8.distance(from: text.utf8.startIndex, to: match.range.lowerBound)
        let end = text.utf8.distance(from: text.utf8.startIndex, to: match.range.upperBound)
        found.append((start, order, "\(kind) \(start)..<\(end) \(String(text[match.range]))"))
        order += 1
      }
    }
    return found.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }.map(\.2)
  }

  static func scanned(_ text: String) -> [String] {
    HighlightScanner.scan(text, color: .black).map {
      "\($0.kind.rawValue) \($0.utf8Start)..<\($0.utf8End) \($0.text)"
    }
  }

  @Test func theScannerFindsWhatEveryPatternFinds() {
    let pieces = [
      "@ab", "@", "#topic#", "#", "http://t.cn/x", "https://a.b/c?d=1", "h", "ttp", "王小明",
      " ", "é", "hello", "@王", "-", "_", "😀", "htt", "p", "t", "\u{301}", "://x.y", "s", ":",
      "/", "\r\n", "\r", "\n", "e\u{301}", "a\u{20DD}", "#\u{20E3}", "#\u{FE0F}\u{20E3}",
      "@\u{301}", "h\u{301}", "字\u{FE00}", "𠀀", "\u{1100}\u{1161}", "🇯🇵", "👩‍💻", "\u{200D}",
      "abcdefghijklmnopqrstuvwxyz0123456789", "ｈｔｔｐ", "Ⅻ", "々", "〇", "ー", "ā", "\u{0}",
    ]
    var generator = SeededGenerator(seed: 99)
    for _ in 0..<4_000 {
      let count = 1 + Int(generator.next() % 10)
      let text = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
        .joined()
      #expect(Self.scanned(text) == Self.reference(text), "\(text.unicodeScalars.map(\.value))")
    }
  }

  @Test func anyScalarsFindWhatEveryPatternFinds() {
    var generator = SeededGenerator(seed: 7)
    let markers: [Unicode.Scalar] = ["@", "#", "h", "t", "p", "s", ":", "/", "a", "_"]
    for _ in 0..<2_000 {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<(1 + Int(generator.next() % 24)) {
        if generator.next() % 2 == 0 {
          scalars.append(markers[Int(generator.next() % UInt64(markers.count))])
        } else if let scalar = Unicode.Scalar(UInt32(generator.next() % 0x3_0000)) {
          scalars.append(scalar)
        }
      }
      let text = String(scalars)
      #expect(Self.scanned(text) == Self.reference(text), "\(text.unicodeScalars.map(\.value))")
    }
  }
}
