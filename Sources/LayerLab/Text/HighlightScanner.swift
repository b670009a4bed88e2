/// Finds what VVeboLabel highlights: @mentions, #topics# and URLs.
///
/// The patterns follow VVeboLabel's: a mention is `@` and 2–30 letters (CJK included),
/// digits, `_` or `-`; a topic is `#…#` with no `#` inside. VVebo only matched t.cn and
/// weibo.com links; here any `http://` or `https://` URL counts. Matches are returned in
/// the order of their start, mentions before topics before URLs at equal starts.
public enum HighlightScanner {
  /// The patterns, built once: a regex literal in the function body is parsed and compiled
  /// again at every call, which was most of the time a 10 000-row table took to measure.
  /// `Regex` is not `Sendable`, but sharing one between threads (parallel `compare` runs) is
  /// safe: its only mutable state is the compiled program, which the library publishes once
  /// with an atomic initialize (swift-experimental-string-processing, `Regex.Program`'s
  /// `loweredProgram`); each match runs on its own processor.
  nonisolated(unsafe) private static let mention = /@[\p{Han}A-Za-z0-9_\-]{2,30}/
  nonisolated(unsafe) private static let topic = /#[^#]+#/
  nonisolated(unsafe) private static let url = /https?:\/\/[A-Za-z0-9.\/?=_%&:~+#\-]+/

  public static func scan(_ text: String, color: Color) -> [Highlight] {
    var found: [Highlight] = []
    // Each pattern needs a marker character; most posts lack most of them, and skipping a
    // regex that cannot match makes scanning a feed several times faster (same matches).
    // "http" is looked for as bytes, not with `String.contains`, whose search over
    // characters was as slow as the patterns themselves: bytes find it wherever the characters
    // do (and where a combining mark follows the "p", where the URL pattern then decides).
    var hasAt = false
    var hasHash = false
    var hasHTTP = false
    var http = 0
    for unit in text.utf8 {
      switch unit {
      case UInt8(ascii: "@"): hasAt = true
      case UInt8(ascii: "#"): hasHash = true
      case UInt8(ascii: "h"):
        http = 1
        continue
      case UInt8(ascii: "t") where http == 1 || http == 2:
        http += 1
        continue
      case UInt8(ascii: "p") where http == 3: hasHTTP = true
      default: break
      }
      http = 0
    }
    if hasAt {
      for match in text.matches(of: mention) {
        found.append(make(.mention, match.range, in: text, color: color))
      }
    }
    if hasHash {
      for match in text.matches(of: topic) {
        found.append(make(.topic, match.range, in: text, color: color))
      }
    }
    if hasHTTP {
      for match in text.matches(of: url) {
        found.append(make(.url, match.range, in: text, color: color))
      }
    }
    return found.enumerated().sorted { a, b in
      a.element.utf8Start != b.element.utf8Start
        ? a.element.utf8Start < b.element.utf8Start : a.offset < b.offset
    }.map(\.element)
  }

  private static func make(
    _ kind: Highlight.Kind, _ range: Range<String.Index>, in text: String, color: Color
  ) -> Highlight {
    let start = text.utf8.distance(from: text.utf8.startIndex, to: range.lowerBound)
    let end = text.utf8.distance(from: text.utf8.startIndex, to: range.upperBound)
    return Highlight(
      kind: kind, utf8Start: start, utf8End: end, text: String(text[range]), color: color)
  }
}
