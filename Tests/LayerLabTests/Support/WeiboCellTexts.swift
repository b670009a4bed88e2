import Foundation

@testable import LayerLab

/// The texts YYKit's Weibo demo lays out for one status, as `WBStatusLayout` builds them
/// (ibireme/YYKit `Demo/YYKitDemo/WBStatusLayout.m`: `_layoutName`, `_layoutSource`,
/// `_layoutText`, `_layoutRetweetedText`, `_layoutToolbar`, `_textWithStatus:`), and what
/// laying each out is in the model's units: glyphs, lines, glyphs from a cascade font.
///
/// This is how the `weibo-*` calibration observations' work was made (nangezao timed this
/// cell's text layout on the demo's data); `WeiboObservationTests` recomputes it from
/// `docs/calibration/yykit-weibo-statuses.json` and checks the literals in
/// `Observation+Published.swift`. Left out, as rare in the data or not text: the title bar,
/// cards and tags, the tail link a card replaces, the pictures.
struct WeiboCellTexts {
  /// One text: its characters (an attachment is U+FFFC), its font size, the width it wraps
  /// in, and whether it is held to one line.
  struct Text {
    var string: String
    var fontSize: Double
    var width: Double
    var oneLine: Bool
  }

  /// The screen width of both timed phones (iPhone 6 and X: 375 pt).
  static let screenWidth = 375.0
  /// `kWBCellContentWidth`: the screen less 2 × `kWBCellPadding` (12).
  static let contentWidth = screenWidth - 24
  /// `kWBCellNameWidth`: the screen less 110.
  static let nameWidth = screenWidth - 110
  static let attachment = "\u{FFFC}"

  var texts: [Text] = []

  init(status: [String: Any]) {
    let user = status["user"] as? [String: Any] ?? [:]
    // The name (16 pt, one line), with a membership badge when the user has a rank.
    let name = Self.name(of: user, retweet: false)
    if !name.isEmpty {
      let badge = (user["mbrank"] as? Int ?? 0) > 0 ? " " + Self.attachment : ""
      texts.append(Text(string: name + badge, fontSize: 16, width: Self.nameWidth, oneLine: true))
    }
    // "15-9-09  来自 iPhone 6 Plus" (12 pt, one line): `stringWithTimelineDate:`'s full
    // date ("yy-M-dd": every status is of 2015), then the source's link text.
    texts.append(
      Text(
        string: Self.date(status["created_at"] as? String ?? "") + "  来自 "
          + Self.sourceName(status["source"] as? String ?? ""),
        fontSize: 12, width: Self.nameWidth, oneLine: true))
    if let text = Self.body(of: status, retweet: false) {
      texts.append(Text(string: text, fontSize: 17, width: Self.contentWidth, oneLine: false))
    }
    if let retweet = status["retweeted_status"] as? [String: Any],
      let text = Self.body(of: retweet, retweet: true)
    {
      texts.append(Text(string: text, fontSize: 16, width: Self.contentWidth, oneLine: false))
    }
    // The toolbar's three counts (14 pt, one line each): `shortedNumberDesc:` or the word.
    for (key, word) in [
      ("reposts_count", "转发"), ("comments_count", "评论"), ("attitudes_count", "赞"),
    ] {
      let count = status[key] as? Int ?? 0
      texts.append(
        Text(
          string: Self.shortNumber(count, zero: word), fontSize: 14, width: Self.screenWidth,
          oneLine: true))
    }
  }

  /// `remark`, else `screen_name`, else `name` (a retweet's prefix takes `name` first).
  static func name(of user: [String: Any], retweet: Bool) -> String {
    let keys = retweet ? ["name", "screen_name"] : ["remark", "screen_name", "name"]
    return keys.lazy.compactMap { user[$0] as? String }.first { !$0.isEmpty } ?? ""
  }

  /// `_textWithStatus:`: "@name:" before a retweet, each short link with a title replaced
  /// by an icon (when it has one) and its title cut to 27 characters and "…", each
  /// `[emoticon]` replaced by one attachment.
  static func body(of status: [String: Any], retweet: Bool) -> String? {
    guard var text = status["text"] as? String, !text.isEmpty else { return nil }
    if retweet {
      let name = Self.name(of: status["user"] as? [String: Any] ?? [:], retweet: true)
      if !name.isEmpty { text = "@\(name):" + text }
    }
    for link in status["url_struct"] as? [[String: Any]] ?? [] {
      guard let short = link["short_url"] as? String, !short.isEmpty,
        var title = link["url_title"] as? String, !title.isEmpty
      else { continue }
      if title.count > 27 { title = String(title.prefix(27)) + "…" }
      let icon = (link["url_type_pic"] as? String).map { $0.isEmpty ? "" : attachment } ?? ""
      text = text.replacingOccurrences(of: short, with: icon + title)
    }
    // WBStatusHelper's `regexEmoticon`: `\[[^ \[\]]+?\]`.
    return text.replacingOccurrences(
      of: #"\[[^ \[\]]+?\]"#, with: attachment, options: .regularExpression)
  }

  /// `yy-M-dd` of a Weibo date ("Wed Sep 09 10:12:55 +0800 2015" → "15-9-09").
  static func date(_ created: String) -> String {
    let parts = created.split(separator: " ")
    guard parts.count == 6, let year = parts.last?.suffix(2) else { return "" }
    let months = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    let month = (months.firstIndex(of: String(parts[1])) ?? 0) + 1
    return "\(year)-\(month)-\(parts[2])"
  }

  /// The link text of `<a href="…" rel="nofollow">iPhone 6 Plus</a>`.
  static func sourceName(_ source: String) -> String {
    guard let open = source.firstIndex(of: ">"),
      let close = source[open...].firstIndex(of: "<")
    else { return "" }
    return String(source[source.index(after: open)..<close])
  }

  /// `shortedNumberDesc:`, or the word when there is none.
  static func shortNumber(_ number: Int, zero: String) -> String {
    if number <= 0 { return zero }
    if number <= 9999 { return String(number) }
    if number <= 9_999_999 { return "\(number / 10000)万" }
    return "\(number / 10_000_000)千万"
  }

  /// The laid-out text's work: glyphs (characters), lines at the text's width, glyphs from
  /// a cascade font.
  var work: Work {
    texts.reduce(Work([:])) {
      $0
        + .textLayout(
          glyphs: Double($1.string.count), lines: Double(Self.lines(of: $1)),
          fallbackGlyphs: Double(CascadeFont.count(in: $1.string)))
    }
  }

  /// Lines of a text wrapped greedily at its width. Advances are ESTIMATES in ems: a
  /// character from a cascade font (Chinese, emoji) or an attachment 1 (PingFang's
  /// ideographs are square; YYText sizes an emoticon to the font), a space 0.26 and any
  /// other character 0.55 (San Francisco's average for mixed text, read off its metrics);
  /// Chinese breaks between any two characters, a Latin word only at its spaces unless it
  /// is wider than a line.
  static func lines(of text: Text) -> Int {
    if text.oneLine { return 1 }
    let width = text.width / text.fontSize
    var lines = 1
    var used = 0.0
    var word = 0.0
    // Puts a stretch that may not be broken (a word, one character) on the line, or the next.
    func place(_ advance: Double) {
      if used + advance <= width {
        used += advance
      } else if advance <= width {
        (lines, used) = (lines + 1, advance)
      } else {
        // A word wider than a line breaks by character: it fills lines from this one on.
        let filled = used + advance
        lines += Int((filled / width).rounded(.up)) - 1
        used = filled - width * (filled / width).rounded(.down)
      }
    }
    for character in text.string {
      if character == "\n" {
        place(word)
        (lines, used, word) = (lines + 1, 0, 0)
        continue
      }
      let wide = CascadeFont.count(in: String(character)) > 0
      if wide || character == " " {
        place(word)
        word = 0
        place(wide ? 1 : 0.26)
      } else {
        word += 0.55
      }
    }
    place(word)
    return lines
  }

  /// The statuses of `docs/calibration/yykit-weibo-statuses.json`.
  static func sample() throws -> [[String: Any]] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let data = try Data(
      contentsOf: root.appendingPathComponent("docs/calibration/yykit-weibo-statuses.json"))
    let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    return document?["statuses"] as? [[String: Any]] ?? []
  }

  /// The mean work per status of the sample.
  static func meanWork() throws -> (glyphs: Double, lines: Double, fallback: Double, count: Int) {
    let statuses = try sample()
    let total = statuses.reduce(Work([:])) { $0 + WeiboCellTexts(status: $1).work }
    let n = Double(statuses.count)
    return (
      (total.amounts[.layoutGlyph] ?? 0) / n, (total.amounts[.layoutLine] ?? 0) / n,
      (total.amounts[.fallbackGlyph] ?? 0) / n, statuses.count
    )
  }
}
