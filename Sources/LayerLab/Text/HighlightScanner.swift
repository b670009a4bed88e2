/// Finds what VVeboLabel highlights: @mentions, #topics# and URLs.
///
/// The patterns follow VVeboLabel's: a mention is `@` and 2–30 letters (CJK included),
/// digits, `_` or `-`; a topic is `#…#` with no `#` inside. VVebo only matched t.cn and
/// weibo.com links; here any `http://` or `https://` URL counts. Matches are returned in
/// the order of their start, mentions before topics before URLs at equal starts.
public enum HighlightScanner {
  public static func scan(_ text: String, color: Color) -> [Highlight] {
    var found: [Highlight] = []
    let mention = /@[\p{Han}A-Za-z0-9_\-]{2,30}/
    let topic = /#[^#]+#/
    let url = /https?:\/\/[A-Za-z0-9.\/?=_%&:~+#\-]+/
    for match in text.matches(of: mention) {
      found.append(make(.mention, match.range, in: text, color: color))
    }
    for match in text.matches(of: topic) {
      found.append(make(.topic, match.range, in: text, color: color))
    }
    for match in text.matches(of: url) {
      found.append(make(.url, match.range, in: text, color: color))
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
